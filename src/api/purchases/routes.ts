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
  type CheckoutAddress,
} from '~/contract/checkout'
import { HttpError, jsonBody, jsonInput, ok, parse, queryInput, type ApiEnv } from '../http'
import { shopCopy } from '../cart/messages'
import { requireCart } from '../cart/service'
import { startWebpay } from '../payments/service'
import { callerUserId } from './caller'
import { quoteShipping } from './shipping'
import { accessibleOrder, createOrder, goodsAmount, orderView } from './service'
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
    const id = randomId(12)
    const email = body.email.toLowerCase()
    const statements = [
      c.var.d1
        .prepare('INSERT INTO guest_customers (id, name, surname, rut, email, remember) VALUES (?, ?, ?, ?, ?, ?)')
        .bind(id, body.name, body.surname, body.rut, email, body.remember ? 1 : 0),
    ]
    if (body.cart_id)
      statements.push(c.var.d1.prepare('UPDATE carts SET email = ? WHERE id = ?').bind(email, body.cart_id))
    await c.var.d1.batch(statements)
    return ok(
      c,
      { id, name: body.name, surname: body.surname, rut: body.rut, email, remember: body.remember },
      undefined,
      201,
    )
  })
  .post('/address', jsonInput(addressSchema), async (c) => {
    const body = c.req.valid('json')
    const place = await c.var.d1
      .prepare(
        'SELECT c.region_id, c.name AS commune, r.name AS region FROM communes c JOIN regions r ON r.id = c.region_id WHERE c.id = ?',
      )
      .bind(body.commune_id)
      .first<{ region_id: number; commune: string; region: string }>()
    if (!place || place.region_id !== body.region_id) {
      const text = shopCopy(c.var.locale).communeNotFound
      throw new HttpError(422, text, { commune_id: [text] })
    }
    const id = randomId(12)
    await c.var.d1
      .prepare(
        'INSERT INTO checkout_addresses (id, user_id, identification, address, department, region_id, commune_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .bind(
        id,
        await callerUserId(c),
        body.identification ?? '',
        body.address,
        body.department ?? '',
        body.region_id,
        body.commune_id,
      )
      .run()
    const address: CheckoutAddress = {
      id,
      identification: body.identification ?? '',
      address: body.address,
      department: body.department ?? '',
      region_id: body.region_id,
      commune_id: body.commune_id,
      region: place.region,
      commune: place.commune,
    }
    return ok(c, address, undefined, 201)
  })
  .get('/address/:id', async (c) => {
    const { id } = parse(c, idParam, c.req.param())
    const row = await c.var.d1
      .prepare(
        `SELECT a.id, a.identification, a.address, a.department, a.region_id, a.commune_id, c.name AS commune, r.name AS region
         FROM checkout_addresses a JOIN communes c ON c.id = a.commune_id JOIN regions r ON r.id = a.region_id WHERE a.id = ?`,
      )
      .bind(id)
      .first<CheckoutAddress>()
    if (!row) throw new HttpError(404, shopCopy(c.var.locale).communeNotFound)
    return ok(c, row)
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
    // A transfer order is placed now: the shopper gets the account data by e-mail (a Webpay order, once paid).
    if (!created.replayed && created.order.payment_platform === 'transfer')
      await sendOrderConfirmation(c, created.order)
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
