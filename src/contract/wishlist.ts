import * as v from 'valibot'
import type { ProductCard } from './catalog'
import { emailSchema, msg } from '~/lib/validation'

// Favourites and back-in-stock alerts: the shapes both halves share.

/** A guest list's id and a share token: 32 random bytes, base64url. */
const tokenSchema = v.pipe(v.string(msg.invalid), v.trim(), v.regex(/^[A-Za-z0-9_-]{20,64}$/, msg.invalid))

export const wishlistQuerySchema = v.object({ wishlist_id: v.optional(tokenSchema) })
export const wishlistItemParamSchema = v.object({
  slug: v.pipe(v.string(), v.maxLength(160, msg.invalid), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, msg.invalid)),
})
export const shareTokenParamSchema = v.object({ token: tokenSchema })

export interface WishlistItem extends ProductCard {
  saved_price: number
  /** Current price minus the price when saved (negative: cheaper now). */
  price_change: number
  added_at: string
}

export interface Wishlist {
  /** The guest list's id (for its cookie); null for an account's list or before the first save. */
  id: string | null
  items: WishlistItem[]
  share_token: string | null
}

/** A list opened through its share link: read-only, nothing that identifies its owner. */
export interface SharedWishlist {
  items: WishlistItem[]
}

export const stockAlertSchema = v.object({
  slug: wishlistItemParamSchema.entries.slug,
  /** Guests give an e-mail; a signed-in shopper's account e-mail is used. */
  email: v.optional(emailSchema),
  recaptchaResponse: v.optional(v.pipe(v.string(), v.maxLength(4096, msg.invalid)), ''),
})

export const stockAlertTokenSchema = v.object({ token: tokenSchema })
