import { createServerFn } from '@tanstack/react-start'
import { outcome } from '~/lib/outcome'
import { rememberCommune } from '~/server/commune-cookie.server'
import { getCookie, getRequest } from '@tanstack/react-start/server'
import * as v from 'valibot'
import type { ShippingQuote } from '~/contract/cart'
import {
  addressSchema,
  createOrderSchema,
  guestCustomerSchema,
  type CheckoutAddress,
  type OrderView,
} from '~/contract/checkout'
import type { Commune, Region } from '~/contract/regions'
import { createInFlight } from '~/lib/in-flight'
import { ApiError, typedCall } from '~/server/api-client.server'
import { api } from '~/server/api.server'
import { guestOrderToken, rememberGuestOrder } from '~/server/guest-orders.server'
import { CART_COOKIE } from '~/server/session.server'
import { fnInput } from '~/lib/fn-input'

// Server functions of checkout (the BFF). Mutations answer an Outcome so forms show field errors and the
// error modal shows the message (docs/product.md, Errors); the guest's order token goes into an HttpOnly cookie.

/** The guest's order token travels in a header, never in a URL (logs and referrers keep URLs). */
function orderTokenHeader(id: string): { headers: Record<string, string> } {
  const token = guestOrderToken(id)
  return { headers: token ? { 'x-order-token': token } : {} }
}

function cartId(): string {
  const id = getCookie(CART_COOKIE)
  if (!id) throw new ApiError(404, 'No cart id')
  return id
}

export const registerGuest = createServerFn({ method: 'POST' })
  .validator(fnInput(guestCustomerSchema))
  .handler(async ({ data }) =>
    outcome(
      async () =>
        (
          await typedCall(
            api.purchases()['register-as-guest'].$post({ json: { ...data, cart_id: getCookie(CART_COOKIE) } }),
          )
        ).data,
    ),
  )

export const getRegions = createServerFn({ method: 'GET' }).handler(
  async (): Promise<Region[]> => (await typedCall(api.regions({ token: null }).$get())).data,
)

export const getCommunes = createServerFn({ method: 'GET' })
  .validator(fnInput(v.object({ region: v.pipe(v.number(), v.integer()) })))
  .handler(
    async ({ data }): Promise<Commune[]> =>
      (
        await typedCall(
          api.regions({ token: null })[':region'].communes.$get({ param: { region: String(data.region) } }),
        )
      ).data,
  )

export const saveAddress = createServerFn({ method: 'POST' })
  .validator(fnInput(addressSchema))
  .handler(async ({ data }) =>
    outcome(
      async (): Promise<CheckoutAddress> => (await typedCall(api.purchases().address.$post({ json: data }))).data,
    ),
  )

/** Registered buyers pick saved addresses (accounts API); guests have none. */
export const listSavedAddresses = createServerFn({ method: 'GET' }).handler(async (): Promise<CheckoutAddress[]> => {
  try {
    const { data: rows } = await typedCall(api.profile().addresses.$get())
    return rows.map((r) => ({
      id: String(r.id),
      identification: r.identification,
      address: r.address,
      department: r.apartment,
      region_id: r.region_id,
      commune_id: r.commune_id,
      region: r.region ?? '',
      commune: r.commune ?? '',
    }))
  } catch {
    return []
  }
})

// Quotes of one cart and commune asked for at the same time share one call; an answer is never kept after its call,
// so a quote from before a change of the cart or the coupon can never be shown after it.
const quoting = createInFlight<ShippingQuote>()

export const calculateShipping = createServerFn({ method: 'POST' })
  .validator(fnInput(v.object({ commune_id: v.number(), method: v.picklist(['delivery', 'pickup']) })))
  .handler(async ({ data }) =>
    outcome(async () => {
      const id = cartId()
      // docs/product.md, The API: the same cart and commune asked for twice at once is answered once.
      const quote = await quoting(`shipping:${id}:${data.method}:${data.commune_id}`, async () => {
        const { data: fresh } = await typedCall(
          api.purchases()['calculate-shipping'].$post({ query: { cart_id: id }, json: data }),
        )
        return fresh
      })
      if (data.method === 'delivery') rememberCommune(data.commune_id)
      return quote
    }),
  )

export const applyCoupon = createServerFn({ method: 'POST' })
  .validator(fnInput(v.object({ code: v.string(), email: v.optional(v.string()) })))
  .handler(async ({ data }) =>
    outcome(async () => {
      const json = { code: data.code, email: data.email || undefined }
      return (await typedCall(api.coupons().redeem.$post({ query: { cart_id: cartId() }, json }))).data
    }),
  )

export const removeCoupon = createServerFn({ method: 'POST' }).handler(async () =>
  outcome(async () => (await typedCall(api.coupons().$delete({ query: { cart_id: cartId() } }))).data),
)

/** POST /purchases: the idempotency key comes from the checkout state, so a second click or a retry returns the same order. */
export const placeOrder = createServerFn({ method: 'POST' })
  .validator(fnInput(v.object({ key: v.pipe(v.string(), v.regex(/^[\w-]{16,80}$/)), body: createOrderSchema })))
  .handler(async ({ data }) =>
    outcome(async () => {
      const { data: created } = await typedCall(
        api
          .purchases()
          .$post({ query: { cart_id: cartId() }, json: data.body }, { headers: { 'idempotency-key': data.key } }),
      )
      if (created.guest_token) rememberGuestOrder(created.order.id, created.guest_token)
      return { order: created.order }
    }),
  )

const orderIdSchema = v.object({ id: v.pipe(v.string(), v.regex(/^[\w-]{8,64}$/)) })

/** Starts the Webpay payment (or a retry): answers the form URL and token_ws the browser posts. */
export const startPayment = createServerFn({ method: 'POST' })
  .validator(fnInput(orderIdSchema))
  .handler(async ({ data }) =>
    outcome(async () => {
      const json = { origin: new URL(getRequest().url).origin }
      return (await typedCall(api.purchases()[':id'].pay.$post({ param: data, json }, orderTokenHeader(data.id)))).data
    }),
  )

export const getOrder = createServerFn({ method: 'GET' })
  .validator(fnInput(orderIdSchema))
  .handler(async ({ data }): Promise<OrderView | null> => {
    try {
      return (await typedCall(api.purchases()[':id'].$get({ param: data }, orderTokenHeader(data.id)))).data
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return null
      throw err
    }
  })
