// Checked by `npm run typecheck`, never run: the storefront's calls to the API are typed end to end by the routes
// themselves, so a wrong path, parameter, body or response field is a type error. Each `@ts-expect-error` below
// fails the type check if the line it marks ever becomes valid (for instance if the seam fell back to `any`).
import { typedCall } from '~/server/api-client.server'
import { api, client } from '~/server/api.server'

export async function wrongMount() {
  // The one client is built from the app's own type: a module the app does not mount at that path is a type error.
  // @ts-expect-error the cart is mounted at /api/shopping-cart, not /api/cart
  await typedCall(client().cart.$get({ query: { cart_id: 'c1' } }))
  // @ts-expect-error offers have a list but no product page
  await typedCall(client().offers[':id'].$get({ param: { id: 'x' } }))
  // The right paths are fine.
  await typedCall(client()['shopping-cart'].$get({ query: { cart_id: 'c1' } }))
  await typedCall(client().wines[':id'].$get({ param: { id: 'x' } }))
}

export async function wrongPath() {
  // @ts-expect-error there is no GET /shopping-cart/lines
  await typedCall(api.cart().lines.$get())
}

export async function wrongResponseField() {
  const { data } = await typedCall(api.cart().$get({ query: { cart_id: 'c1' } }))
  const total: number = data.total
  // @ts-expect-error a cart has `items`, not `lines`
  return [total, data.lines]
}

export async function wrongBody() {
  const cart = api.cart()
  // @ts-expect-error a cart update names its product by `sku`, not `id`
  await typedCall(cart.$put({ query: { cart_id: 'c1' }, json: { product: { id: 3, qty: 1 }, mode: 'set' } }))
}

export async function wrongQuery() {
  // @ts-expect-error the cart is chosen by `cart_id`
  await typedCall(api.cart().$get({ query: { cartId: 'c1' } }))
}

export async function wrongParam() {
  // @ts-expect-error a blog article is addressed by `id` (its slug)
  await typedCall(api.blog()[':id'].$get({ param: { slug: 'x' } }))
}

export async function wrongChoice() {
  // @ts-expect-error past events are asked for with '1', not 'yes'
  await typedCall(api.events().$get({ query: { pasados: 'yes' } }))
}
