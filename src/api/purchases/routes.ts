import { sendOrderConfirmation } from './confirmation-mail'
import { Hono } from 'hono'
import * as v from 'valibot'
import { cartQuerySchema, shippingSchema } from '~/contract/cart'
import {
  addressSchema,
  createOrderSchema,
  idempotencyKeySchema,
  payOrderSchema,
  registerGuestSchema,
} from '~/contract/checkout'
import { afterAnswer, jsonBody, jsonInput, ok, parse, queryInput, type ApiEnv } from '../http'
import { requireCart } from '../cart/service'
import { startWebpay } from '../payments/service'
import { quoteShipping } from './shipping'
import {
  accessibleOrder,
  checkoutAddress,
  createOrder,
  goodsAmount,
  orderView,
  registerGuest,
  saveCheckoutAddress,
} from './service'
import { randomId } from './tokens'

const idParam = v.object({ id: v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/)) })
const guestTokenOf = (c: {
  req: { header: (n: string) => string | undefined; query: (n: string) => string | undefined }
}) => c.req.header('x-order-token') ?? c.req.query('token')

// docs/product.md, The API: purchases calls (calculate-shipping, address, register-as-guest, create, read) and paying an order.
export const purchaseRoutes = new Hono<ApiEnv>()
  .post('/calculate-shipping', queryInput(cartQuerySchema), jsonInput(shippingSchema), async (c) => {
    const { cart_id } = c.req.valid('query')
    const body = c.req.valid('json')
    const cart = await requireCart(c, cart_id)
    const goods = await goodsAmount(c.var.d1, cart)
    return ok(c, await quoteShipping(c.env, c.var.d1, c.var.locale, body.method, body.commune_id, goods))
  })
  .post('/register-as-guest', jsonInput(registerGuestSchema), async (c) => {
    const body = c.req.valid('json')
    return ok(c, await registerGuest(c, body), undefined, 201)
  })
  .post('/address', jsonInput(addressSchema), async (c) => {
    const body = c.req.valid('json')
    return ok(c, await saveCheckoutAddress(c, body), undefined, 201)
  })
  .get('/address/:id', async (c) => {
    const { id } = parse(c, idParam, c.req.param())
    return ok(c, await checkoutAddress(c, id))
  })
  .post('/', queryInput(cartQuerySchema), jsonInput(createOrderSchema), async (c) => {
    const { cart_id } = c.req.valid('query')
    const body = c.req.valid('json')
    // Idempotency-Key header (the storefront sends it), or idempotency_key in the body for clients that cannot.
    const raw = (await jsonBody(c)) as { idempotency_key?: unknown }
    const key = parse(c, v.object({ key: idempotencyKeySchema }), {
      key: c.req.header('idempotency-key') ?? raw?.idempotency_key ?? randomId(16),
    }).key
    const created = await createOrder(c, cart_id, body, key)
    // A transfer order is placed now: the shopper gets the account data by e-mail (a Webpay order, once paid),
    // after the answer: the order is saved, and nothing the mail provider does may turn it into an error.
    if (!created.replayed && created.order.payment_platform === 'transfer')
      afterAnswer(c, sendOrderConfirmation(c, created.order), 'purchases: confirmation')
    return ok(c, created, undefined, created.replayed ? 200 : 201)
  })
  .get('/:id', async (c) => {
    const { id } = parse(c, idParam, c.req.param())
    const order = await accessibleOrder(c, id, guestTokenOf(c))
    return ok(c, await orderView(c, order.id, order))
  })
  .post('/:id/pay', jsonInput(payOrderSchema), async (c) => {
    const { id } = parse(c, idParam, c.req.param())
    const body = c.req.valid('json')
    const order = await accessibleOrder(c, id, guestTokenOf(c))
    return ok(c, await startWebpay(c, order.id, body.origin))
  })
