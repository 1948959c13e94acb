import { createServerFn } from '@tanstack/react-start'
import { notFound } from '@tanstack/react-router'
import type { SharedWishlist, Wishlist } from '~/contract/wishlist'
import { shareTokenParamSchema, wishlistItemParamSchema } from '~/contract/wishlist'
import { ApiError, apiCall } from '~/server/api-client.server'
import { guestWishlistId, rememberGuestWishlist } from '~/server/wishlist-cookie.server'

// Server functions of favourites: the guest list's id stays in an HttpOnly cookie, the account's list follows the
// session token the API client adds.

const query = () => {
  const id = guestWishlistId()
  return id ? { wishlist_id: id } : undefined
}

/** Keeps the cookie in step with the list the API answered for (a guest's first save creates it). */
function remember(list: Wishlist): Wishlist {
  if (list.id && list.id !== guestWishlistId()) rememberGuestWishlist(list.id)
  return list
}

export const getWishlist = createServerFn({ method: 'GET' }).handler(async (): Promise<Wishlist> =>
  apiCall<Wishlist>('/wishlist', { query: query() }),
)

export const saveToWishlist = createServerFn({ method: 'POST' })
  .validator(wishlistItemParamSchema)
  .handler(async ({ data }) =>
    remember(await apiCall<Wishlist>(`/wishlist/items/${data.slug}`, { method: 'PUT', query: query() })),
  )

export const removeFromWishlist = createServerFn({ method: 'POST' })
  .validator(wishlistItemParamSchema)
  .handler(async ({ data }) =>
    remember(await apiCall<Wishlist>(`/wishlist/items/${data.slug}`, { method: 'DELETE', query: query() })),
  )

export const shareWishlist = createServerFn({ method: 'POST' }).handler(async () => {
  const shared = await apiCall<{ share_token: string }>('/wishlist/share', { method: 'POST', query: query() })
  return shared
})

export const getSharedWishlist = createServerFn({ method: 'GET' })
  .validator(shareTokenParamSchema)
  .handler(async ({ data }): Promise<SharedWishlist> => {
    try {
      return await apiCall<SharedWishlist>(`/wishlist/shared/${data.token}`, { token: null })
    } catch (err) {
      if (err instanceof ApiError && (err.status === 404 || err.status === 422)) throw notFound()
      throw err
    }
  })
