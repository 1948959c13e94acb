import * as v from 'valibot'
import type {
  CheckoutAddress,
  CreateOrderInput,
  CreatedOrder,
  OrderStatus,
  OrderView,
  createOrderSchema,
} from '~/contract/checkout'
import { checkoutTotals } from '~/lib/totals'
import { HttpError, type ApiContext } from '../http'
import { shopCopy } from '../cart/messages'
import { cartLines, giftBoxPrice } from '../cart/queries'
import { requireCart } from '../cart/service'
import { couponError, couponProblem, findCoupon } from '../coupons/service'
import { callerUserId } from './caller'
import { quoteShipping } from './shipping'
import { releaseExpiredOrders, takeStock } from './stock'
import { guestToken, randomId, sameDigest, sha256Hex } from './tokens'
import { transferData } from './transfer'

/** How long an unpaid Webpay order holds its stock (the Webpay token itself lives 5 minutes). */
export const PAYMENT_WINDOW_MS = 20 * 60 * 1000

type CreateOrder = v.InferOutput<typeof createOrderSchema>

interface Customer {
  name: string
  surname: string
  rut: string
  email: string
}

async function resolveCustomer(c: ApiContext, body: CreateOrder, userId: number | null): Promise<Customer> {
  const d1 = c.var.d1
  if (userId !== null) {
    const user = await d1
      .prepare('SELECT email, first_name, last_name, rut FROM users WHERE id = ?')
      .bind(userId)
      .first<{ email: string; first_name: string; last_name: string; rut: string }>()
    if (user) return { name: user.first_name, surname: user.last_name, rut: user.rut, email: user.email.toLowerCase() }
  }
  if (body.customer) return { ...body.customer, email: body.customer.email.toLowerCase() }
  if (body.guest_customer_id) {
    const guest = await d1
      .prepare('SELECT name, surname, rut, email FROM guest_customers WHERE id = ?')
      .bind(body.guest_customer_id)
      .first<Customer>()
    if (guest) return guest
  }
  const text = shopCopy(c.var.locale).customerRequired
  throw new HttpError(422, text, { customer: [text] })
}

async function addressSnapshot(d1: D1Database, input: NonNullable<CreateOrder['delivery']['address']>) {
  const place = await d1
    .prepare(
      'SELECT c.name AS commune, r.name AS region, c.region_id AS region_id FROM communes c JOIN regions r ON r.id = c.region_id WHERE c.id = ?',
    )
    .bind(input.commune_id)
    .first<{ commune: string; region: string; region_id: number }>()
  if (!place) return null
  return {
    identification: input.identification ?? '',
    address: input.address,
    department: input.department ?? '',
    region_id: place.region_id,
    commune_id: input.commune_id,
    region: place.region,
    commune: place.commune,
  }
}

/** What the shopper pays for the cart's products (after product and coupon discounts): decides free shipping. */
export async function goodsAmount(d1: D1Database, cart: { id: string; coupon_code: string | null }): Promise<number> {
  const lines = await cartLines(d1, cart.id)
  const coupon = cart.coupon_code ? await findCoupon(d1, cart.coupon_code) : null
  return checkoutTotals(lines, { coupon: coupon ? { kind: coupon.kind, value: coupon.value } : null }).total
}

/**
 * docs/product.md, The API POST /purchases?cart_id=: re-prices the cart from the catalogue, applies coupon, shipping and
 * gift box, and in ONE batch (one transaction) inserts the order and takes the stock with conditional
 * updates. Each order_items row records changes() of its stock UPDATE under CHECK (stock_taken = 1), so a
 * missing unit rolls the whole order back: the shop never oversells.
 */
export async function createOrder(
  c: ApiContext,
  cartId: string,
  body: CreateOrder,
  idempotencyKey: string,
  now = new Date(),
): Promise<CreatedOrder> {
  const d1 = c.var.d1
  const copy = shopCopy(c.var.locale)
  const userId = await callerUserId(c)

  const replay = await replayed(c, idempotencyKey, userId, cartId)
  if (replay) return replay

  await releaseExpiredOrders(d1, now)
  const cart = await requireCart(c, cartId)
  const lines = await cartLines(d1, cart.id)
  if (lines.length === 0) throw new HttpError(422, copy.emptyCart, { cart: [copy.emptyCart] })
  const soldOut = lines.filter((l) => l.stock < l.qty)
  if (soldOut.length > 0) {
    const text = copy.noStockFor(soldOut.map((l) => l.name).join(', '))
    throw new HttpError(409, text, { cart: [text] })
  }

  const customer = await resolveCustomer(c, body, userId)
  const method = body.delivery.method
  const address =
    method === 'delivery' && body.delivery.address ? await addressSnapshot(d1, body.delivery.address) : null
  if (method === 'delivery' && !address)
    throw new HttpError(422, copy.communeNotFound, { 'delivery.address.commune_id': [copy.communeNotFound] })

  const amount = lines.reduce((sum, l) => sum + l.price * l.qty, 0)
  const coupon = cart.coupon_code ? await findCoupon(d1, cart.coupon_code) : null
  if (cart.coupon_code) {
    const problem = await couponProblem(d1, coupon, amount, customer.email, now)
    if (problem) throw couponError(problem, coupon, c.var.locale)
  }
  const couponTerms = coupon ? { kind: coupon.kind, value: coupon.value } : null
  // The same quote the shopper saw: free shipping in Santiago depends on the goods after every discount.
  const goods = checkoutTotals(lines, { coupon: couponTerms }).total
  const shipping = await quoteShipping(c.env, d1, c.var.locale, method, address?.commune_id ?? null, goods, now)
  const giftChecked = body.gift_box?.check ?? cart.gift_box === 1
  const giftText = giftChecked ? (body.gift_box?.text ?? cart.gift_text ?? '') : null
  const totals = checkoutTotals(lines, {
    coupon: couponTerms,
    shipping: shipping.price_delivery,
    giftBox: giftChecked ? await giftBoxPrice(d1) : 0,
  })

  const orderId = randomId(16)
  const nonce = randomId(12)
  const token = userId === null ? await guestToken(c.env, orderId, nonce) : null
  const platform = body.payment_method.platform
  const status: OrderStatus = platform === 'transfer' ? 'in_validation' : 'pending_payment'
  const delivery = {
    address,
    receiver: body.delivery.receiver,
    contact: body.delivery.contact ?? null,
    comment: body.delivery.comment ?? '',
    time_delivery: shipping.time_delivery,
  }
  // The promised day is stored with the order and shown in tracking and the confirmation e-mail.
  const estimated = shipping.delivery_date
  const expiresAt =
    platform === 'transfer' ? '9999-12-31T00:00:00.000Z' : new Date(now.getTime() + PAYMENT_WINDOW_MS).toISOString()

  const statements: D1PreparedStatement[] = [
    d1
      .prepare(
        `INSERT INTO orders (id, seq, number, user_id, guest_token_hash, cart_id, email, customer, status, subtotal,
           product_discount, coupon_code, coupon_discount, discount, shipping, gift_box, gift_text, total, delivery_method,
           delivery, delivery_days_min, delivery_days_max, document, invoice, payment_platform, estimated_delivery, expires_at, created_at, locale)
         SELECT ?, s, 'VA' || s, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?
         FROM (SELECT COALESCE(MAX(seq), 100000) + 1 AS s FROM orders)`,
      )
      .bind(
        orderId,
        userId,
        token ? await sha256Hex(token) : null,
        cart.id,
        customer.email,
        JSON.stringify(customer),
        status,
        totals.subtotal,
        totals.product_discount,
        coupon?.code ?? null,
        totals.coupon_discount,
        totals.discount,
        totals.shipping,
        totals.gift_box,
        giftText,
        totals.total,
        method,
        JSON.stringify(delivery),
        shipping.days_min,
        shipping.days_max,
        body.payment_method.document === '1' ? 'factura' : 'boleta',
        body.invoice ? JSON.stringify(body.invoice) : null,
        platform,
        estimated,
        expiresAt,
        now.toISOString(),
        c.var.locale,
      ),
  ]
  for (const line of lines) {
    statements.push(takeStock(d1, line.source, line.sku, line.qty))
    statements.push(
      d1
        .prepare(
          `INSERT INTO order_items (order_id, sku, source, name, brand, year, product_type, image, slug, qty, price, reference_price, stock_taken)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, changes())`,
        )
        .bind(
          orderId,
          line.sku,
          line.source,
          line.name,
          line.brand,
          line.year,
          line.product_type,
          line.frontend_image,
          line.slug,
          line.qty,
          line.price,
          line.reference_price,
        ),
    )
  }
  statements.push(
    d1
      .prepare('INSERT INTO order_events (order_id, status, created_at) VALUES (?, ?, ?)')
      .bind(orderId, status, now.toISOString()),
  )
  if (coupon) {
    statements.push(
      d1
        .prepare('INSERT INTO coupon_redemptions (coupon_code, email, order_id) VALUES (?, ?, ?)')
        .bind(coupon.code, customer.email, orderId),
    )
  }
  statements.push(
    d1
      .prepare('INSERT INTO idempotency_keys (key, order_id, token_nonce) VALUES (?, ?, ?)')
      .bind(idempotencyKey, orderId, nonce),
  )
  // A transfer order is placed now (it waits in validation): the cart is emptied. A Webpay order empties it on payment.
  if (platform === 'transfer') statements.push(...emptyCartStatements(d1, cart.id))

  let results: D1Result[]
  try {
    results = await d1.batch(statements)
  } catch (err) {
    const text = String(err)
    if (text.includes('idempotency_keys')) {
      const again = await replayed(c, idempotencyKey, userId, cartId)
      if (again) return again
    }
    if (text.includes('stock_taken') || text.includes('CHECK constraint failed')) {
      const fresh = await cartLines(d1, cart.id)
      const names = fresh.filter((l) => l.stock < l.qty).map((l) => l.name)
      const msg = copy.noStockFor(names.join(', ') || lines.map((l) => l.name).join(', '))
      throw new HttpError(409, msg, { cart: [msg] })
    }
    if (text.includes('coupon_redemptions')) throw couponError('used', coupon, c.var.locale)
    throw err
  }
  // Belt and braces: every conditional stock UPDATE of a committed batch changed exactly one row.
  for (let i = 0; i < lines.length; i++) {
    if (results[1 + i * 2]?.meta.changes !== 1) throw new Error(`stock update for ${lines[i]!.sku} did not apply`)
  }
  const order = await orderView(c, orderId)
  return { order: order!, guest_token: token, replayed: false }
}

export function emptyCartStatements(d1: D1Database, cartId: string): D1PreparedStatement[] {
  return [
    d1.prepare('DELETE FROM cart_items WHERE cart_id = ?').bind(cartId),
    d1.prepare('UPDATE carts SET coupon_code = NULL, gift_box = 0, gift_text = NULL WHERE id = ?').bind(cartId),
  ]
}

async function replayed(
  c: ApiContext,
  key: string,
  userId: number | null,
  cartId: string,
): Promise<CreatedOrder | null> {
  const row = await c.var.d1
    .prepare(
      'SELECT k.order_id, k.token_nonce, o.user_id, o.cart_id FROM idempotency_keys k JOIN orders o ON o.id = k.order_id WHERE k.key = ?',
    )
    .bind(key)
    .first<{ order_id: string; token_nonce: string; user_id: number | null; cart_id: string | null }>()
  if (!row) return null
  // A key only replays for the same buyer and the same cart: anyone else learns nothing about the order (not its
  // shopper's name, RUT, e-mail, nor the guest token).
  if (row.user_id !== userId || row.cart_id !== cartId) throw new HttpError(409, copy409(c))
  const order = await orderView(c, row.order_id)
  const token = row.user_id === null ? await guestToken(c.env, row.order_id, row.token_nonce) : null
  return { order: order!, guest_token: token, replayed: true }
}

const copy409 = (c: ApiContext) => shopCopy(c.var.locale).requestUsed

interface OrderRow {
  id: string
  number: string
  user_id: number | null
  guest_token_hash: string | null
  email: string
  customer: string
  status: OrderStatus
  stock_reserved: number
  subtotal: number
  product_discount: number
  coupon_code: string | null
  coupon_discount: number
  discount: number
  shipping: number
  gift_box: number
  gift_text: string | null
  total: number
  delivery_method: 'delivery' | 'pickup'
  delivery: string
  document: 'boleta' | 'factura'
  payment_platform: 'webpay' | 'transfer'
  tracking_number: string | null
  estimated_delivery: string | null
  cart_id: string | null
  created_at: string
}

export async function findOrder(d1: D1Database, orderId: string): Promise<OrderRow | null> {
  return d1.prepare('SELECT * FROM orders WHERE id = ?').bind(orderId).first<OrderRow>()
}

/**
 * Who may read an order: its registered owner (Bearer), or the guest holding its token. Anyone else gets
 * the same 404 as for an order that does not exist (docs/product.md, Errors 'Pedido no encontrado'), so ids leak nothing.
 */
export async function accessibleOrder(
  c: ApiContext,
  orderId: string,
  guestTokenValue: string | undefined,
): Promise<OrderRow> {
  const copy = shopCopy(c.var.locale)
  const order = /^[\w-]{8,64}$/.test(orderId) ? await findOrder(c.var.d1, orderId) : null
  if (!order) throw new HttpError(404, copy.orderNotFound)
  const userId = await callerUserId(c)
  if (order.user_id !== null) {
    if (userId === order.user_id) return order
    throw new HttpError(404, copy.orderNotFound)
  }
  if (order.guest_token_hash && guestTokenValue && sameDigest(await sha256Hex(guestTokenValue), order.guest_token_hash))
    return order
  throw new HttpError(404, copy.orderNotFound)
}

export async function orderView(c: ApiContext, orderId: string, row?: OrderRow): Promise<OrderView | null> {
  const d1 = c.var.d1
  const order = row ?? (await findOrder(d1, orderId))
  if (!order) return null
  const [items, payment] = await Promise.all([
    d1
      .prepare(
        'SELECT sku, name, brand, year, qty, price, reference_price, image, slug, product_type FROM order_items WHERE order_id = ? ORDER BY rowid',
      )
      .bind(order.id)
      .all<OrderView['items'][number]>(),
    d1
      .prepare('SELECT status, response FROM payments WHERE order_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1')
      .bind(order.id)
      .first<{ status: string; response: string | null }>(),
  ])
  const delivery = JSON.parse(order.delivery) as Omit<OrderView['delivery'], 'method'>
  const response = payment?.response ? (JSON.parse(payment.response) as Record<string, unknown>) : null
  const cardDetail = response?.card_detail as { card_number?: string } | undefined
  const subtotalLines = items.results
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    created_at: order.created_at,
    email: order.email,
    customer: JSON.parse(order.customer),
    items: subtotalLines,
    totals: {
      quantity: subtotalLines.reduce((n, i) => n + i.qty, 0),
      subtotal: order.subtotal,
      product_discount: order.product_discount,
      coupon_discount: order.coupon_discount,
      discount: order.discount,
      discount_percent: order.subtotal > 0 ? Math.round((order.discount / order.subtotal) * 100) : 0,
      shipping: order.shipping,
      gift_box: order.gift_box,
      total: order.total,
    },
    coupon_code: order.coupon_code,
    gift_text: order.gift_text,
    delivery: { method: order.delivery_method, ...delivery },
    document: order.document,
    payment_platform: order.payment_platform,
    payment: payment
      ? {
          status: payment.status,
          card_number: cardDetail?.card_number ?? null,
          authorization_code: (response?.authorization_code as string | undefined) ?? null,
          transaction_date: (response?.transaction_date as string | undefined) ?? null,
        }
      : null,
    transfer: order.payment_platform === 'transfer' ? transferData(c.env.TRANSFER_ACCOUNT) : null,
    tracking_number: order.tracking_number,
    estimated_delivery: order.estimated_delivery,
    can_retry:
      order.payment_platform === 'webpay' &&
      (order.status === 'payment_failed' || order.status === 'expired' || order.status === 'pending_payment'),
  }
}

export type { CheckoutAddress, CreateOrderInput }
