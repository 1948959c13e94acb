import { createServerFn } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'
import { setShopCookie } from '~/server/cookies.server'
import * as v from 'valibot'
import type { Cart } from '~/contract/cart'
import { DEFAULT_GIFT_CARD_PRICE } from '~/lib/limits'
import { cartTotals } from '~/lib/totals'
import { createDeduper } from '~/lib/dedupe'
import { ApiError, typedCall } from '~/server/api-client.server'
import { api } from '~/server/api.server'
import { CART_COOKIE } from '~/server/session.server'
import { cartEvent, type CartAnalyticsEvent } from './cart-analytics'
import { forwardCartEvent } from './cart-analytics.server'
import { fnInput } from '~/lib/fn-input'

// Server functions of the cart (the BFF): the cart id lives in the cartId cookie so the server renders the
// badge; the browser never sends prices, only sku and quantity.
const CART_COOKIE_MAX_AGE = 60 * 60 * 24 * 30
const dedupe = createDeduper()

function rememberCart(id: string) {
  setShopCookie(CART_COOKIE, id, CART_COOKIE_MAX_AGE)
}

/** What a visitor without a cart sees: nothing in it. Reading it writes nothing (crawlers, link previews). */
function emptyCart(): Cart {
  return {
    id: '',
    items: [],
    total: 0,
    total_without_discount: 0,
    totals: cartTotals([]),
    coupon: null,
    gift_box: { check: false, text: '', price: DEFAULT_GIFT_CARD_PRICE },
    email: null,
  }
}

/** The visitor's cart, or an empty one: a cart exists only once something is put in it. */
async function loadCart(): Promise<Cart> {
  const id = getCookie(CART_COOKIE)
  if (id) {
    try {
      return (await typedCall(api.cart().$get({ query: { cart_id: id, related: '1' } }))).data
    } catch (err) {
      // A purged or tampered cart id reads as no cart; the next addition makes a new one.
      if (!(err instanceof ApiError && (err.status === 404 || err.status === 422))) throw err
    }
  }
  return emptyCart()
}

/**
 * The cart a change goes into: the visitor's, or a new one. A new cart's id is decided here, before anything is
 * written, and goes into the cartId cookie at once; the API creates the cart with its first line (INSERT … ON
 * CONFLICT on that id), so changes carrying the same id can never split into two carts.
 */
async function cartForChange(): Promise<Cart> {
  const cart = await loadCart()
  if (cart.id) return cart
  const id = crypto.randomUUID()
  rememberCart(id)
  return { ...cart, id }
}

export const getCart = createServerFn({ method: 'GET' }).handler(async (): Promise<Cart> => loadCart())

export interface CartUpdateOutcome {
  ok: boolean
  cart: Cart
  /** Clamp notice (stock) or the error to show in the modal. */
  message?: string
  errors?: Record<string, string[]>
  analytics?: CartAnalyticsEvent | null
  skipped?: boolean
}

const updateSchema = v.object({
  sku: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  qty: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999)),
  mode: v.optional(v.picklist(['set', 'add']), 'set'),
  /** Shown in analytics when the line is not in the cart yet (a product card). */
  name: v.optional(v.string()),
  price: v.optional(v.number()),
})

/** Add, change or remove (qty 0) a line; one round trip answers the updated cart. */
export const updateCartLine = createServerFn({ method: 'POST' })
  .validator(fnInput(updateSchema))
  .handler(async ({ data }): Promise<CartUpdateOutcome> => {
    // Removing from a cart that does not exist changes nothing and creates nothing.
    const before = data.qty === 0 && data.mode === 'set' ? await loadCart() : await cartForChange()
    if (!before.id) return { ok: true, cart: before, skipped: true }
    const previous = before.items.find((i) => i.sku === data.sku)
    // docs/product.md, The API: a repeated update is skipped and reported as success. A quantity set is a repeat
    // only when the line already holds it (a time window would skip the last of "2, 1, 2" replayed after a time
    // offline, docs/decisions/017-offline-cart.md); an addition repeated within 500 ms is a double click.
    const repeated =
      data.mode === 'set'
        ? (previous?.qty ?? 0) === data.qty
        : dedupe.isDuplicate(`cart:${before.id}:${data.sku}:${data.mode}:${data.qty}`)
    if (repeated) return { ok: true, cart: before, skipped: true }
    try {
      const body = await typedCall(
        api.cart().$put({
          query: { cart_id: before.id },
          json: { cartId: before.id, product: { sku: data.sku, qty: data.qty }, mode: data.mode },
        }),
      )
      const cart = body.data
      const line = cart.items.find((i) => i.sku === data.sku)
      const analytics = cartEvent(
        previous?.qty ?? 0,
        line?.qty ?? 0,
        line ?? previous ?? { sku: data.sku, name: data.name ?? data.sku, price: data.price ?? 0 },
      )
      if (analytics) forwardCartEvent(analytics, cart.id)
      return { ok: true, cart, message: body.message, analytics }
    } catch (err) {
      if (err instanceof ApiError && err.status < 500)
        return { ok: false, cart: before, message: err.message, errors: err.fieldErrors }
      throw err
    }
  })

export const setGiftBox = createServerFn({ method: 'POST' })
  .validator(fnInput(v.object({ check: v.boolean(), text: v.optional(v.pipe(v.string(), v.maxLength(300))) })))
  .handler(async ({ data }): Promise<Cart> => {
    const cart = await cartForChange()
    return (await typedCall(api.cart()['gift-box'].$put({ query: { cart_id: cart.id }, json: data }))).data
  })

/** An in-stock alternative to a cart line that ran out, with why it is close ("Misma cepa y valle, $2.000 más"). */
export interface LineAlternative {
  sku: string
  slug: string
  name: string
  price: number
  stock: number
  reason: string
  frontend_image: string | null
}

/** Up to three alternatives for a product (GET /wines/{slug}/substitutes); none when the call fails. */
export const getLineAlternatives = createServerFn({ method: 'GET' })
  .validator(fnInput(v.object({ slug: v.pipe(v.string(), v.regex(/^[\w-]{1,120}$/)) })))
  .handler(async ({ data }): Promise<LineAlternative[]> => {
    try {
      const { data: cards } = await typedCall(
        api.substitutes({ token: null })[':id'].substitutes.$get({ param: { id: data.slug } }),
      )
      return cards.flatMap(({ sku, slug, name, price, stock, reason, frontend_image }) =>
        sku !== null && stock > 0 ? [{ sku, slug, name, price, stock, reason, frontend_image }] : [],
      )
    } catch (err) {
      // An extra of the cart: a failure shows no alternatives, never an error.
      if (err instanceof ApiError) return []
      throw err
    }
  })

/**
 * One click: the line that ran out leaves the cart and the alternative comes in with the same quantity (capped at
 * its stock). The alternative is added first, so a refusal (it sold out meanwhile) leaves the cart as it was.
 */
export const swapCartLine = createServerFn({ method: 'POST' })
  .validator(
    fnInput(
      v.object({
        from: v.pipe(v.string(), v.regex(/^[\w.-]{1,64}$/)),
        to: v.pipe(v.string(), v.regex(/^[\w.-]{1,64}$/)),
        qty: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999)),
      }),
    ),
  )
  .handler(async ({ data }): Promise<CartUpdateOutcome> => {
    const before = await cartForChange()
    try {
      const cart = api.cart()
      await typedCall(
        cart.$put({
          query: { cart_id: before.id },
          json: { cartId: before.id, product: { sku: data.to, qty: data.qty }, mode: 'add' },
        }),
      )
      const { data: after } = await typedCall(
        cart.$put({
          query: { cart_id: before.id },
          json: { cartId: before.id, product: { sku: data.from, qty: 0 }, mode: 'set' },
        }),
      )
      return { ok: true, cart: after }
    } catch (err) {
      if (err instanceof ApiError && err.status < 500)
        return { ok: false, cart: await loadCart(), message: err.message, errors: err.fieldErrors }
      throw err
    }
  })
