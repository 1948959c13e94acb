import { createServerFn } from '@tanstack/react-start'
import { notFound } from '@tanstack/react-router'
import type { SharedWishlist, Wishlist } from '~/contract/wishlist'
import { shareTokenParamSchema, wishlistItemParamSchema } from '~/contract/wishlist'
import { ApiError, typedCall } from '~/server/api-client.server'
import { api } from '~/server/api.server'
import { guestWishlistId, rememberGuestWishlist } from '~/server/wishlist-cookie.server'
import { fnInput } from '~/lib/fn-input'

// Server functions of favourites: the guest list's id stays in an HttpOnly cookie, the account's list follows the
// session token the API client adds.

/** The guest's list, when there is one (a signed-in shopper's list follows the token). */
const query = () => {
  const id = guestWishlistId()
  return id ? { wishlist_id: id } : {}
}

/** Keeps the cookie in step with the list the API answered for (a guest's first save creates it). */
function remember(list: Wishlist): Wishlist {
  if (list.id && list.id !== guestWishlistId()) rememberGuestWishlist(list.id)
  return list
}

export const getWishlist = createServerFn({ method: 'GET' }).handler(async (): Promise<Wishlist> =>
  typedCall(api.wishlist().$get({ query: query() })).then((answer) => answer.data),
)

export const saveToWishlist = createServerFn({ method: 'POST' })
  .validator(fnInput(wishlistItemParamSchema))
  .handler(async ({ data }) =>
    remember((await typedCall(api.wishlist().items[':slug'].$put({ param: data, query: query() }))).data),
  )

export const removeFromWishlist = createServerFn({ method: 'POST' })
  .validator(fnInput(wishlistItemParamSchema))
  .handler(async ({ data }) =>
    remember((await typedCall(api.wishlist().items[':slug'].$delete({ param: data, query: query() }))).data),
  )

export const shareWishlist = createServerFn({ method: 'POST' }).handler(async () => {
  return (await typedCall(api.wishlist().share.$post({ query: query() }))).data
})

export const getSharedWishlist = createServerFn({ method: 'GET' })
  .validator(fnInput(shareTokenParamSchema))
  .handler(async ({ data }): Promise<SharedWishlist> => {
    try {
      return (await typedCall(api.wishlist({ token: null }).shared[':token'].$get({ param: data }))).data
    } catch (err) {
      if (err instanceof ApiError && (err.status === 404 || err.status === 422)) throw notFound()
      throw err
    }
  })
