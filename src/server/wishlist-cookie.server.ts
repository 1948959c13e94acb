import * as Sentry from '@sentry/cloudflare'
import { getCookie } from '@tanstack/react-start/server'
import { apiClient, typedCall } from './api-client.server'
import { forgetShopCookie, setShopCookie } from './cookies.server'
import type { AppType } from '~/api/app'

// A guest's favourites live in a server list whose unguessable id sits in this HttpOnly cookie; on sign-in or
// registration the list joins the account's and the cookie goes. Shared by the wishlist and account features.
export const WISHLIST_COOKIE = 'wishlistId'
const WISHLIST_COOKIE_MAX_AGE = 60 * 60 * 24 * 365

export function guestWishlistId(): string | undefined {
  return getCookie(WISHLIST_COOKIE) || undefined
}

export function rememberGuestWishlist(id: string): void {
  setShopCookie(WISHLIST_COOKIE, id, WISHLIST_COOKIE_MAX_AGE)
}

/** After sign-in: merge the guest list into the account. A failure keeps the guest list for the next sign-in. */
export async function mergeGuestWishlist(accessToken: string): Promise<void> {
  const id = guestWishlistId()
  if (!id) return
  try {
    // The token is handed in: this runs right after sign-in, before the session cookies are read back.
    const wishlist = apiClient<AppType>({ token: accessToken }).api.wishlist
    await typedCall(wishlist.merge.$post({ query: { wishlist_id: id } }))
    forgetShopCookie(WISHLIST_COOKIE)
  } catch (err) {
    Sentry.captureException(err)
  }
}
