import * as v from 'valibot'
import type {
  CheckoutAddress,
  CreateOrderInput,
  CreatedOrder,
  OrderStatus,
  OrderView,
  addressSchema,
  createOrderSchema,
  registerGuestSchema,
} from '~/contract/checkout'
import { checkoutTotals, orderTotals } from '~/lib/totals'
import { canPayAgain } from '~/lib/order-payment'
import {
  CARD_HOLD_CEILING_MINUTES,
  CARD_HOLD_MINUTES,
  HELD_PER_PRODUCT,
  HOLD_LIMITS,
  OPEN_ORDERS_PER_CLIENT,
  OPEN_ORDERS_PER_EMAIL,
} from '~/lib/limits'
import { transferDeadline } from '~/lib/transfer-deadline'
import { isLocalEnv } from '~/lib/app-env'
import { HttpError, type ApiContext } from '../http'
import { shopCopy } from '../cart/messages'
import { cartLines, giftBoxPrice, type CartRow } from '../cart/queries'
import { requireCart } from '../cart/service'
import { bestAutoCoupon, couponError, couponProblem, findCoupon } from '../coupons/service'
import { couponGuardStatements } from '../coupons/queries'
import { callerUserId } from './caller'
import { quoteShipping } from './shipping'
import { releaseExpiredOrders } from './stock'
import { guestToken, randomId, sameDigest, sha256Hex } from './tokens'
import { transferData } from './transfer'
import { CONSTRAINTS, violates } from '../db/constraints'
import * as q from './queries'
import type { Customer, OrderRow } from './queries'

/** How long an unpaid Webpay order holds its stock (the Webpay token itself lives 5 minutes). */
export const PAYMENT_WINDOW_MS = CARD_HOLD_MINUTES * 60 * 1000

type CreateOrder = v.InferOutput<typeof createOrderSchema>
type CartLine = Awaited<ReturnType<typeof cartLines>>[number]
type Address = NonNullable<Awaited<ReturnType<typeof addressSnapshot>>>

async function resolveCustomer(c: ApiContext, body: CreateOrder, userId: number | null): Promise<Customer> {
  const d1 = c.var.d1
  if (userId !== null) {
    const user = await q.userCustomer(d1, userId)
    if (user)
      return {
        name: user.first_name,
        surname: user.last_name,
        rut: user.rut,
        email: user.email.toLowerCase(),
        phone: user.phone || null,
      }
  }
  if (body.customer) return { ...body.customer, email: body.customer.email.toLowerCase() }
  if (body.guest_customer_id) {
    const guest = await q.guestCustomer(d1, body.guest_customer_id)
    if (guest) return guest
  }
  const text = shopCopy(c.var.locale).customerRequired
  throw new HttpError(422, text, { customer: [text] })
}

async function addressSnapshot(d1: D1Database, input: NonNullable<CreateOrder['delivery']['address']>) {
  const place = await q.communePlace(d1, input.commune_id)
  return place ? addressOf(input, place) : null
}

/** An address as the order keeps it: what the shopper typed, with the commune's and region's names. */
function addressOf(
  input: { identification?: string; address: string; department?: string; commune_id: number },
  place: { region_id: number; region: string; commune: string },
) {
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

/** Step 1, validate the cart: it exists, it has lines, and every line's units are on the shelf right now. */
async function validateCart(c: ApiContext, cartId: string) {
  const copy = shopCopy(c.var.locale)
  const cart = await requireCart(c, cartId)
  const lines = await cartLines(c.var.d1, cart.id)
  if (lines.length === 0) throw new HttpError(422, copy.emptyCart, { cart: [copy.emptyCart] })
  const soldOut = lines.filter((l) => l.stock < l.qty)
  if (soldOut.length > 0) {
    const text = copy.noStockFor(soldOut.map((l) => l.name).join(', '))
    throw new HttpError(409, text, { cart: [text] })
  }
  return { cart, lines }
}

/** Who buys and where it goes: the buyer's data and, for home delivery, a snapshot of the address's names. */
async function validateCheckout(c: ApiContext, body: CreateOrder, userId: number | null) {
  const customer = await resolveCustomer(c, body, userId)
  const method = body.delivery.method
  const address =
    method === 'delivery' && body.delivery.address ? await addressSnapshot(c.var.d1, body.delivery.address) : null
  if (method === 'delivery' && !address) {
    const text = shopCopy(c.var.locale).communeNotFound
    throw new HttpError(422, text, { 'delivery.address.commune_id': [text] })
  }
  return { customer, method, address }
}

/**
 * Step 2, price: the cart re-priced from the catalogue, the coupon checked for this buyer, shipping quoted the way
 * the shopper saw it (free shipping in Santiago depends on the goods after every discount), the gift box added.
 */
async function priceOrder(
  c: ApiContext,
  order: {
    cart: CartRow
    lines: CartLine[]
    body: CreateOrder
    customer: Customer
    method: CreateOrder['delivery']['method']
    address: Address | null
    now: Date
    userId: number | null
  },
) {
  const d1 = c.var.d1
  const { cart, lines, body, now } = order
  const amount = lines.reduce((sum, l) => sum + l.price * l.qty, 0)
  // The cart's coupon, or else the automatic one the cart showed (coupons/service.ts, bestAutoCoupon).
  const coupon = cart.coupon_code
    ? await findCoupon(d1, cart.coupon_code)
    : await bestAutoCoupon(d1, amount, order.customer.email, order.userId, now)
  if (cart.coupon_code) {
    const problem = await couponProblem(d1, coupon, amount, order.customer.email, now, order.userId)
    if (problem) throw couponError(problem, coupon, c.var.locale)
  }
  const couponTerms = coupon ? { kind: coupon.kind, value: coupon.value } : null
  const goods = checkoutTotals(lines, { coupon: couponTerms }).total
  const shipping = await quoteShipping(
    c.env,
    d1,
    c.var.locale,
    order.method,
    order.address?.commune_id ?? null,
    goods,
    now,
  )
  const giftChecked = body.gift_box?.check ?? cart.gift_box === 1
  const giftText = giftChecked ? (body.gift_box?.text ?? cart.gift_text ?? '') : null
  const totals = checkoutTotals(lines, {
    coupon: couponTerms,
    shipping: shipping.price_delivery,
    giftBox: giftChecked ? await giftBoxPrice(d1) : 0,
  })
  return { coupon, shipping, giftText, totals }
}

/**
 * Step 5, payment terms: a transfer order is placed now (it waits in validation, holds its stock until the
 * transfer deadline the shopper is shown, after which the scheduled job cancels it, and empties the cart); a Webpay
 * order waits for its payment, holding the stock for the payment window, renewable up to the hold ceiling.
 */
function paymentTerms(platform: CreateOrder['payment_method']['platform'], now: Date) {
  if (platform === 'transfer')
    return {
      status: 'in_validation' as OrderStatus,
      expiresAt: transferDeadline(now.toISOString()),
      holdUntil: null,
      emptiesCart: true,
    }
  return {
    status: 'pending_payment' as OrderStatus,
    expiresAt: new Date(now.getTime() + PAYMENT_WINDOW_MS).toISOString(),
    holdUntil: new Date(now.getTime() + CARD_HOLD_CEILING_MINUTES * 60_000).toISOString(),
    emptiesCart: false,
  }
}

/** The hold limits of this buyer: a signed-in account gets the larger allowance. */
export function holdLimitsFor(
  env: Pick<ShopEnv, 'APP_ENV' | 'HOLD_LIMIT_FACTOR'>,
  userId: number | null,
): q.HoldLimits {
  const kind = userId === null ? 'guest' : 'account'
  // Never in production: there the limits are the constants, whatever the environment says.
  const factor = isLocalEnv(env) ? Math.max(1, Math.floor(Number(env.HOLD_LIMIT_FACTOR) || 1)) : 1
  return {
    unitsPerOrder: HOLD_LIMITS[kind].unitsPerOrder,
    ordersPerEmail: OPEN_ORDERS_PER_EMAIL * factor,
    ordersPerClient: OPEN_ORDERS_PER_CLIENT * factor,
    heldPerProduct: HELD_PER_PRODUCT[kind] * factor,
  }
}

/** The client address the order came from, hashed (the address itself is never stored); null when unknown. */
async function clientKey(c: ApiContext): Promise<string | null> {
  const ip = c.req.header('cf-connecting-ip')
  return ip ? sha256Hex(`client:${ip}`) : null
}

/**
 * Step 3, reserve stock: per line, the conditional stock UPDATE and right after it the order line that records
 * its changes(). Run inside the order's batch, a unit that is not there rolls the whole order back.
 */
function reserveStock(d1: D1Database, orderId: string, lines: CartLine[]): D1PreparedStatement[] {
  return lines.flatMap((line) => [
    q.takeStock(d1, line.source, line.sku, line.qty),
    q.insertOrderLine(d1, orderId, {
      sku: line.sku,
      source: line.source,
      name: line.name,
      brand: line.brand,
      year: line.year,
      product_type: line.product_type,
      image: line.frontend_image,
      slug: line.slug,
      qty: line.qty,
      price: line.price,
      reference_price: line.reference_price,
    }),
  ])
}

/** Why an order's batch was refused, read from the constraint that failed (src/api/db/constraints.ts). */
type Refusal =
  | 'replayed'
  | 'sold-out'
  | 'coupon-used'
  | 'coupon-exhausted'
  | 'hold-order-units'
  | 'hold-email-orders'
  | 'hold-client-orders'
  | 'hold-product-units'

function refusalOf(err: unknown): Refusal | null {
  if (violates(err, CONSTRAINTS.idempotencyKey)) return 'replayed'
  if (violates(err, CONSTRAINTS.stockTaken)) return 'sold-out'
  if (violates(err, CONSTRAINTS.couponCustomerLimit)) return 'coupon-used'
  if (violates(err, CONSTRAINTS.couponTotalLimit)) return 'coupon-exhausted'
  if (violates(err, CONSTRAINTS.holdOrderUnits)) return 'hold-order-units'
  if (violates(err, CONSTRAINTS.holdEmailOrders)) return 'hold-email-orders'
  if (violates(err, CONSTRAINTS.holdClientOrders)) return 'hold-client-orders'
  if (violates(err, CONSTRAINTS.holdProductUnits)) return 'hold-product-units'
  return null
}

/** The shopper's words for a limit the order's batch refused (409: the cart is fine, the buyer's holds are not). */
function holdRefusal(c: ApiContext, refusal: Refusal, limits: q.HoldLimits): HttpError | null {
  const copy = shopCopy(c.var.locale)
  const text =
    refusal === 'hold-order-units'
      ? copy.holdOrderUnits(limits.unitsPerOrder)
      : refusal === 'hold-email-orders'
        ? copy.holdEmailOrders(limits.ordersPerEmail)
        : refusal === 'hold-client-orders'
          ? copy.holdClientOrders(limits.ordersPerClient)
          : refusal === 'hold-product-units'
            ? copy.holdProductUnits(limits.heldPerProduct)
            : null
  return text ? new HttpError(409, text, { cart: [text] }) : null
}

/**
 * docs/product.md, The API POST /purchases?cart_id=: validate the cart and the checkout, price it, then in ONE
 * batch (one transaction) insert the order, reserve the stock line by line, record the coupon and the
 * idempotency key, and (for a transfer) empty the cart. A missing unit rolls the whole order back: the shop
 * never oversells.
 */
export async function createOrder(
  c: ApiContext,
  cartId: string,
  body: CreateOrder,
  idempotencyKey: string,
  now = new Date(),
): Promise<CreatedOrder> {
  const d1 = c.var.d1
  const userId = await callerUserId(c)

  const replay = await replayed(c, idempotencyKey, userId, cartId)
  if (replay) return replay

  await releaseExpiredOrders(d1, now)
  const { cart, lines } = await validateCart(c, cartId)
  const { customer, method, address } = await validateCheckout(c, body, userId)
  const { coupon, shipping, giftText, totals } = await priceOrder(c, {
    cart,
    lines,
    body,
    customer,
    method,
    address,
    now,
    userId,
  })
  const payment = paymentTerms(body.payment_method.platform, now)
  const limits = holdLimitsFor(c.env, userId)
  const client = await clientKey(c)

  const orderId = randomId(16)
  const nonce = randomId(12)
  const token = userId === null ? await guestToken(c.env, orderId, nonce) : null
  const delivery = {
    address,
    receiver: body.delivery.receiver,
    contact: body.delivery.contact ?? null,
    comment: body.delivery.comment ?? '',
    time_delivery: shipping.time_delivery,
  }
  // Step 4, insert the order and its lines in one batch.
  const statements: D1PreparedStatement[] = [
    q.insertOrder(d1, {
      id: orderId,
      user_id: userId,
      guest_token_hash: token ? await sha256Hex(token) : null,
      cart_id: cart.id,
      email: customer.email,
      customer: JSON.stringify({
        name: customer.name,
        surname: customer.surname,
        rut: customer.rut,
        email: customer.email,
      }),
      phone: customer.phone || null,
      status: payment.status,
      subtotal: totals.subtotal,
      product_discount: totals.product_discount,
      coupon_code: coupon?.code ?? null,
      coupon_discount: totals.coupon_discount,
      discount: totals.discount,
      shipping: totals.shipping,
      gift_box: totals.gift_box,
      gift_text: giftText,
      total: totals.total,
      delivery_method: method,
      delivery: JSON.stringify(delivery),
      delivery_days_min: shipping.days_min,
      delivery_days_max: shipping.days_max,
      document: body.payment_method.document === '1' ? 'factura' : 'boleta',
      invoice: body.invoice ? JSON.stringify(body.invoice) : null,
      payment_platform: body.payment_method.platform,
      // The promised day is stored with the order and shown in tracking and the confirmation e-mail.
      estimated_delivery: shipping.delivery_date,
      expires_at: payment.expiresAt,
      hold_until: payment.holdUntil,
      client_key: client,
      created_at: now.toISOString(),
      locale: c.var.locale,
    }),
    // The coupon's total and per-person limits, counted from orders with this one included (race-safe).
    ...(coupon ? couponGuardStatements(d1, coupon.code, customer.email, userId) : []),
    ...reserveStock(d1, orderId, lines),
    // The buyer's limits, counted with this order's lines in: past one, nothing of the order is saved.
    ...q.holdGuardStatements(d1, { id: orderId, email: customer.email, clientKey: client }, limits),
    q.insertOrderEvent(d1, orderId, payment.status, now.toISOString()),
    q.insertIdempotencyKey(d1, idempotencyKey, orderId, nonce),
    ...(payment.emptiesCart ? q.emptyCartStatements(d1, cart.id) : []),
  ]

  try {
    await d1.batch(statements)
  } catch (err) {
    const refusal = refusalOf(err)
    if (refusal === 'replayed') {
      const again = await replayed(c, idempotencyKey, userId, cartId)
      if (again) return again
    }
    if (refusal === 'sold-out') {
      const fresh = await cartLines(d1, cart.id)
      const names = fresh.filter((l) => l.stock < l.qty).map((l) => l.name)
      const msg = shopCopy(c.var.locale).noStockFor(names.join(', ') || lines.map((l) => l.name).join(', '))
      throw new HttpError(409, msg, { cart: [msg] })
    }
    if (refusal === 'coupon-used') throw couponError('used', coupon, c.var.locale)
    if (refusal === 'coupon-exhausted') throw couponError('exhausted', coupon, c.var.locale)
    const held = refusal ? holdRefusal(c, refusal, limits) : null
    if (held) throw held
    throw err
  }
  // Committed: every line's stock UPDATE changed its row, or the line's CHECK (stock_taken = changes()) would have
  // failed the batch above. Nothing after this point may turn the saved order into an error.
  const order = await orderView(c, orderId)
  return { order: order!, guest_token: token, replayed: false }
}

export const emptyCartStatements = q.emptyCartStatements

/** POST /purchases/register-as-guest: the buyer's data kept for the checkout (and the e-mail on the cart). */
export async function registerGuest(c: ApiContext, body: v.InferOutput<typeof registerGuestSchema>) {
  const id = randomId(12)
  const guest = {
    id,
    name: body.name,
    surname: body.surname,
    rut: body.rut,
    email: body.email.toLowerCase(),
    phone: body.phone,
  }
  await q.insertGuestCustomer(c.var.d1, { ...guest, remember: Boolean(body.remember) }, body.cart_id)
  return { ...guest, remember: body.remember }
}

/** POST /purchases/address: the commune must exist and belong to the region the shopper chose. */
export async function saveCheckoutAddress(
  c: ApiContext,
  body: v.InferOutput<typeof addressSchema>,
): Promise<CheckoutAddress> {
  const place = await q.communePlace(c.var.d1, body.commune_id)
  if (!place || place.region_id !== body.region_id) {
    const text = shopCopy(c.var.locale).communeNotFound
    throw new HttpError(422, text, { commune_id: [text] })
  }
  const address: CheckoutAddress = { id: randomId(12), ...addressOf(body, place) }
  await q.insertCheckoutAddress(c.var.d1, { ...address, user_id: await callerUserId(c) })
  return address
}

export async function checkoutAddress(c: ApiContext, id: string): Promise<CheckoutAddress> {
  const row = await q.findCheckoutAddress(c.var.d1, id)
  if (!row) throw new HttpError(404, shopCopy(c.var.locale).communeNotFound)
  return row
}

async function replayed(
  c: ApiContext,
  key: string,
  userId: number | null,
  cartId: string,
): Promise<CreatedOrder | null> {
  const row = await q.findIdempotencyKey(c.var.d1, key)
  if (!row) return null
  // A key only replays for the same buyer and the same cart: anyone else learns nothing about the order (not its
  // shopper's name, RUT, e-mail, nor the guest token).
  if (row.user_id !== userId || row.cart_id !== cartId) throw new HttpError(409, copy409(c))
  const order = await orderView(c, row.order_id)
  const token = row.user_id === null ? await guestToken(c.env, row.order_id, row.token_nonce) : null
  return { order: order!, guest_token: token, replayed: true }
}

const copy409 = (c: ApiContext) => shopCopy(c.var.locale).requestUsed

export const findOrder = q.findOrder
export { orderTotals }

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
  const [items, payment, notes] = await Promise.all([
    q.orderItems(d1, order.id),
    q.lastPayment(d1, order.id),
    q.paymentNotes(d1, order.id),
  ])
  const delivery = JSON.parse(order.delivery) as Omit<OrderView['delivery'], 'method'>
  const response = payment?.response ? (JSON.parse(payment.response) as Record<string, unknown>) : null
  const cardDetail = response?.card_detail as { card_number?: string } | undefined
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    created_at: order.created_at,
    email: order.email,
    customer: { ...(JSON.parse(order.customer) as Omit<OrderView['customer'], 'phone'>), phone: order.phone },
    items,
    totals: orderTotals(order, items),
    coupon_code: order.coupon_code,
    gift_text: order.gift_text,
    delivery: { method: order.delivery_method, ...delivery },
    document: order.document,
    invoice: order.invoice ? invoiceParty(order.invoice) : null,
    payment_platform: order.payment_platform,
    payment_notes: notes,
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
    locale: order.locale,
    can_retry: canPayAgain(order),
  }
}

/** Who a factura is made out to, from the invoice data stored with the order. */
function invoiceParty(json: string): { reason: string; rut: string } {
  const invoice = JSON.parse(json) as { reason: string; rut: string }
  return { reason: invoice.reason, rut: invoice.rut }
}

export type { CheckoutAddress, CreateOrderInput }
