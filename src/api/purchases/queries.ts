import type { CheckoutAddress, OrderStatus, OrderView, PaymentNote } from '~/contract/checkout'
import { all, expr, first, insertInto } from '../db/sql'
import type { OrderMoney } from '~/lib/totals'
import { nowIso } from '../clock'

// D1 access of checkout and orders (migrations/0005_orders.sql). The rules live in service.ts.

export interface Customer {
  name: string
  surname: string
  rut: string
  email: string
  /** E.164; '' or null when a registered buyer's profile has none. */
  phone: string | null
}

export function userCustomer(d1: D1Database, userId: number) {
  return first<{ email: string; first_name: string; last_name: string; rut: string; phone: string }>(
    d1,
    'SELECT email, first_name, last_name, rut, phone FROM users WHERE id = ?',
    userId,
  )
}

export function guestCustomer(d1: D1Database, guestId: string) {
  return first<Customer>(d1, 'SELECT name, surname, rut, email, phone FROM guest_customers WHERE id = ?', guestId)
}

/** The names of a commune and its region, for the address snapshot an order keeps. */
export function communePlace(d1: D1Database, communeId: number) {
  return first<{ commune: string; region: string; region_id: number }>(
    d1,
    'SELECT c.name AS commune, r.name AS region, c.region_id AS region_id FROM communes c JOIN regions r ON r.id = c.region_id WHERE c.id = ?',
    communeId,
  )
}

/** The columns of an order the checkout writes; seq and number are drawn inside the INSERT itself. */
export interface NewOrder extends OrderMoney {
  id: string
  user_id: number | null
  guest_token_hash: string | null
  cart_id: string
  email: string
  customer: string
  status: OrderStatus
  coupon_code: string | null
  gift_text: string | null
  delivery_method: 'delivery' | 'pickup'
  delivery: string
  delivery_days_min: number | null
  delivery_days_max: number | null
  document: 'boleta' | 'factura'
  invoice: string | null
  payment_platform: 'webpay' | 'transfer'
  estimated_delivery: string | null
  expires_at: string
  created_at: string
  locale: string
  phone: string | null
  /** SHA-256 of the client address; null when the runtime gave none. */
  client_key: string | null
  /** The last instant a card order may hold its units (null for a transfer: its expires_at is the deadline). */
  hold_until: string | null
}

// The next order number, read in the same statement that inserts it (a batch is one transaction, so two
// orders never draw the same one; orders.seq is UNIQUE besides).
const NEXT_SEQ = '(SELECT COALESCE(MAX(seq), 100000) + 1 FROM orders)'

export function insertOrder(d1: D1Database, order: NewOrder): D1PreparedStatement {
  return insertInto(d1, 'orders', {
    ...order,
    updated_at: order.created_at,
    seq: expr(NEXT_SEQ),
    number: expr(`'VA' || ${NEXT_SEQ}`),
  })
}

export interface NewOrderLine {
  sku: string
  source: StockSource
  name: string
  brand: string | null
  year: number | null
  product_type: string
  image: string | null
  slug: string
  qty: number
  price: number
  reference_price: number | null
}

/**
 * An order line whose stock_taken is changes() of the statement just before it, the line's conditional stock
 * UPDATE: 0 fails the line's CHECK and rolls the whole batch back (constraints.ts, stockTaken).
 */
export function insertOrderLine(d1: D1Database, orderId: string, line: NewOrderLine): D1PreparedStatement {
  return insertInto(d1, 'order_items', { order_id: orderId, ...line, stock_taken: expr('changes()') })
}

export function insertOrderEvent(d1: D1Database, orderId: string, status: OrderStatus, at: string) {
  return insertInto(d1, 'order_events', { order_id: orderId, status, created_at: at })
}

export function insertIdempotencyKey(d1: D1Database, key: string, orderId: string, nonce: string) {
  return insertInto(d1, 'idempotency_keys', { key, order_id: orderId, token_nonce: nonce, created_at: nowIso() })
}

export function emptyCartStatements(d1: D1Database, cartId: string): D1PreparedStatement[] {
  return [
    d1.prepare('DELETE FROM cart_items WHERE cart_id = ?').bind(cartId),
    d1.prepare('UPDATE carts SET coupon_code = NULL, gift_box = 0, gift_text = NULL WHERE id = ?').bind(cartId),
  ]
}

export function findIdempotencyKey(d1: D1Database, key: string) {
  return first<{ order_id: string; token_nonce: string; user_id: number | null; cart_id: string | null }>(
    d1,
    'SELECT k.order_id, k.token_nonce, o.user_id, o.cart_id FROM idempotency_keys k JOIN orders o ON o.id = k.order_id WHERE k.key = ?',
    key,
  )
}

export interface OrderRow extends OrderMoney {
  id: string
  number: string
  user_id: number | null
  guest_token_hash: string | null
  email: string
  customer: string
  status: OrderStatus
  stock_reserved: number
  coupon_code: string | null
  gift_text: string | null
  delivery_method: 'delivery' | 'pickup'
  delivery: string
  document: 'boleta' | 'factura'
  /** The factura's data as the buyer gave it (JSON), or null for a boleta. */
  invoice: string | null
  payment_platform: 'webpay' | 'transfer'
  tracking_number: string | null
  estimated_delivery: string | null
  cart_id: string | null
  /** An unpaid Webpay order holds its units until then (then they go back on the shelf). */
  expires_at: string
  /** The language the order was placed in: its e-mails go out in it. */
  locale: 'es' | 'en'
  /** The buyer's phone for the courier (E.164); null on orders placed before it was asked. */
  phone: string | null
  created_at: string
}

export function findOrder(d1: D1Database, orderId: string): Promise<OrderRow | null> {
  return first<OrderRow>(d1, 'SELECT * FROM orders WHERE id = ?', orderId)
}

export function orderItems(d1: D1Database, orderId: string) {
  return all<OrderView['items'][number]>(
    d1,
    'SELECT sku, name, brand, year, qty, price, reference_price, image, slug, product_type FROM order_items WHERE order_id = ? ORDER BY rowid',
    orderId,
  )
}

export function lastPayment(d1: D1Database, orderId: string) {
  return first<{ status: string; response: string | null }>(
    d1,
    'SELECT status, response FROM payments WHERE order_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1',
    orderId,
  )
}

/** The order's card payments that did not become its payment, oldest first (the shopper's pages tell them in words). */
export async function paymentNotes(d1: D1Database, orderId: string): Promise<PaymentNote[]> {
  const { results } = await d1
    .prepare(
      `SELECT status AS kind, amount, updated_at AS at FROM payments
       WHERE order_id = ? AND status IN ('superseded', 'reversed', 'reversal_failed') ORDER BY created_at, rowid`,
    )
    .bind(orderId)
    .all<PaymentNote>()
  return results
}

/** Registers a guest buyer and, when the cart is known, remembers the e-mail on it: one batch. */
export async function insertGuestCustomer(
  d1: D1Database,
  guest: Customer & { id: string; remember: boolean },
  cartId: string | undefined,
): Promise<void> {
  const statements = [
    insertInto(d1, 'guest_customers', {
      id: guest.id,
      name: guest.name,
      surname: guest.surname,
      rut: guest.rut,
      email: guest.email,
      phone: guest.phone,
      remember: guest.remember ? 1 : 0,
      created_at: nowIso(),
    }),
  ]
  if (cartId) statements.push(d1.prepare('UPDATE carts SET email = ? WHERE id = ?').bind(guest.email, cartId))
  await d1.batch(statements)
}

export async function insertCheckoutAddress(
  d1: D1Database,
  address: Omit<CheckoutAddress, 'region' | 'commune'> & { user_id: number | null },
): Promise<void> {
  await insertInto(d1, 'checkout_addresses', {
    id: address.id,
    user_id: address.user_id,
    identification: address.identification,
    address: address.address,
    department: address.department,
    region_id: address.region_id,
    commune_id: address.commune_id,
    created_at: nowIso(),
  }).run()
}

export function findCheckoutAddress(d1: D1Database, id: string) {
  return first<CheckoutAddress>(
    d1,
    `SELECT a.id, a.identification, a.address, a.department, a.region_id, a.commune_id, c.name AS commune, r.name AS region
     FROM checkout_addresses a JOIN communes c ON c.id = a.commune_id JOIN regions r ON r.id = a.region_id WHERE a.id = ?`,
    id,
  )
}

// Stock is taken with conditional updates inside one batch (docs/architecture.md, "Data"): never read-then-write. The
// catalogue keeps stock on products (product skus) and product_formats (format skus). The rules that run these
// statements together live in stock.ts.

export type StockSource = 'product' | 'format'

const stockTable = (source: StockSource) => (source === 'format' ? 'product_formats' : 'products')

/** `UPDATE … SET stock = stock - qty WHERE sku = ? AND stock >= qty`; meta.changes is 1 only if the units were there. */
export function takeStock(d1: D1Database, source: StockSource, sku: string, qty: number): D1PreparedStatement {
  return d1
    .prepare(`UPDATE ${stockTable(source)} SET stock = stock - ? WHERE sku = ? AND stock >= ?`)
    .bind(qty, sku, qty)
}

/** Gives units back, but only inside the batch that won the order's release (release_token matches). */
export function returnStock(
  d1: D1Database,
  source: StockSource,
  sku: string,
  qty: number,
  orderId: string,
  releaseToken: string,
): D1PreparedStatement {
  return d1
    .prepare(
      `UPDATE ${stockTable(source)} SET stock = stock + ? WHERE sku = ?
       AND EXISTS (SELECT 1 FROM orders WHERE id = ? AND release_token = ?)`,
    )
    .bind(qty, sku, orderId, releaseToken)
}

export interface ReservedItem {
  sku: string
  source: StockSource
  qty: number
}

export function orderStockItems(d1: D1Database, orderId: string): Promise<ReservedItem[]> {
  return all<ReservedItem>(d1, 'SELECT sku, source, qty FROM order_items WHERE order_id = ?', orderId)
}

/** Orders that still keep units off the shelf unpaid: a card order waiting for its payment, a transfer for its money. */
const HOLDING = (alias: string) =>
  `${alias}.stock_reserved = 1 AND ${alias}.status IN ('pending_payment', 'in_validation')`

export interface HoldLimits {
  unitsPerOrder: number
  ordersPerEmail: number
  ordersPerClient: number
  heldPerProduct: number
}

/**
 * The buyer's limits, checked inside the order's batch after its lines are in: one guard row whose CHECKs fail the
 * whole batch (nothing saved) when this order, counted with the buyer's other open holds, passes one of them. The
 * counts are read in the same transaction as the writes, so parallel orders of one buyer cannot all slip through.
 */
export function holdGuardStatements(
  d1: D1Database,
  order: { id: string; email: string; clientKey: string | null },
  limits: HoldLimits,
): D1PreparedStatement[] {
  return [
    d1
      .prepare(
        `INSERT INTO hold_guard (order_units_ok, email_orders_ok, client_orders_ok, product_units_ok) SELECT
           (SELECT COALESCE(SUM(qty), 0) FROM order_items WHERE order_id = ?1) <= ?4,
           (SELECT COUNT(*) FROM orders o WHERE o.email = ?2 AND ${HOLDING('o')}) <= ?5,
           ?3 IS NULL OR (SELECT COUNT(*) FROM orders o WHERE o.client_key = ?3 AND ${HOLDING('o')}) <= ?6,
           NOT EXISTS (
             SELECT 1 FROM orders o JOIN order_items i ON i.order_id = o.id
             WHERE o.email = ?2 AND ${HOLDING('o')} AND i.sku IN (SELECT sku FROM order_items WHERE order_id = ?1)
             GROUP BY i.sku HAVING SUM(i.qty) > ?7)`,
      )
      .bind(
        order.id,
        order.email,
        order.clientKey,
        limits.unitsPerOrder,
        limits.ordersPerEmail,
        limits.ordersPerClient,
        limits.heldPerProduct,
      ),
    d1.prepare('DELETE FROM hold_guard'),
  ]
}

/** The release of an unpaid order's stock: the status it ends in, the releasing batch's token, and when. */
export interface OrderRelease {
  orderId: string
  status: 'payment_failed' | 'expired'
  token: string
  at: string
}

/** Marks a still-reserved unpaid order released, stamping the batch's release token; changes 0 if another won. */
export function markOrderReleased(d1: D1Database, r: OrderRelease): D1PreparedStatement {
  return d1
    .prepare(
      `UPDATE orders SET status = ?, stock_reserved = 0, release_token = ?, updated_at = ?
       WHERE id = ? AND stock_reserved = 1 AND status = 'pending_payment'`,
    )
    .bind(r.status, r.token, r.at, r.orderId)
}

/** The order's event for its release, written only by the batch that won it (release_token matches). */
export function insertReleaseEvent(d1: D1Database, r: OrderRelease): D1PreparedStatement {
  return d1
    .prepare(
      `INSERT INTO order_events (order_id, status, created_at)
       SELECT ?, ?, ? WHERE EXISTS (SELECT 1 FROM orders WHERE id = ? AND release_token = ?)`,
    )
    .bind(r.orderId, r.status, r.at, r.orderId, r.token)
}

/** Up to 20 unpaid orders still holding stock whose payment window closed before `before`. */
export function expiredReservedOrderIds(d1: D1Database, before: string): Promise<{ id: string }[]> {
  return all<{ id: string }>(
    d1,
    `SELECT id FROM orders WHERE status = 'pending_payment' AND stock_reserved = 1 AND expires_at < ? LIMIT 20`,
    before,
  )
}

/** Up to 20 transfer orders still waiting for their money whose deadline (expires_at) passed before `before`. */
export function overdueTransferOrderIds(d1: D1Database, before: string): Promise<{ id: string }[]> {
  return all<{ id: string }>(
    d1,
    `SELECT id FROM orders WHERE status = 'in_validation' AND payment_platform = 'transfer' AND stock_reserved = 1
     AND expires_at < ? LIMIT 20`,
    before,
  )
}

/**
 * Cancels a transfer order whose deadline passed, stamping the batch's release token: changes 0 when staff
 * confirmed or cancelled it meanwhile (the version moves, so a member of staff acting on the old one gets a 409).
 */
export function markTransferOverdue(
  d1: D1Database,
  orderId: string,
  releaseToken: string,
  reason: string,
  now: string,
): D1PreparedStatement {
  return d1
    .prepare(
      `UPDATE orders SET status = 'cancelled', stock_reserved = 0, release_token = ?1, transition_token = ?1,
       cancel_reason = ?2, version = version + 1, updated_at = ?3
       WHERE id = ?4 AND status = 'in_validation' AND payment_platform = 'transfer' AND stock_reserved = 1
         AND expires_at < ?3 AND NOT EXISTS (SELECT 1 FROM order_transfers t WHERE t.order_id = orders.id)`,
    )
    .bind(releaseToken, reason, now, orderId)
}

/** The shopper's timeline entry of a cancel, written only by the batch that won it (release_token matches). */
export function insertCancelEvent(
  d1: D1Database,
  orderId: string,
  releaseToken: string,
  note: string,
  at: string,
): D1PreparedStatement {
  return d1
    .prepare(
      `INSERT INTO order_events (order_id, status, note, created_at)
       SELECT ?1, 'cancelled', ?2, ?3 WHERE EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND release_token = ?4)`,
    )
    .bind(orderId, note, at, releaseToken)
}

/** A guard row: its CHECK (ok = 1) fails the whole batch when the statement before it changed no row. */
export function stockGuard(d1: D1Database, label: string): D1PreparedStatement {
  return d1.prepare('INSERT INTO stock_guard (label, ok) VALUES (?, changes())').bind(label)
}

export function clearStockGuard(d1: D1Database): D1PreparedStatement {
  return d1.prepare('DELETE FROM stock_guard')
}

/**
 * Puts a failed or expired order back to waiting for its payment; changes 0 if it was re-reserved meanwhile, or
 * when a new hold is asked for (`expiresAt` after `now`) past the order's hold ceiling.
 */
export function markOrderReservedAgain(
  d1: D1Database,
  orderId: string,
  expiresAt: string,
  now = new Date().toISOString(),
): D1PreparedStatement {
  return d1
    .prepare(
      `UPDATE orders SET status = 'pending_payment', stock_reserved = 1, release_token = NULL,
       expires_at = CASE WHEN hold_until IS NOT NULL AND hold_until < ?1 THEN hold_until ELSE ?1 END, updated_at = ?2
       WHERE id = ?3 AND stock_reserved = 0 AND status IN ('payment_failed', 'expired')
         AND (?1 <= ?2 OR hold_until IS NULL OR ?2 < hold_until)`,
    )
    .bind(expiresAt, now, orderId)
}

export function insertReserveAgainEvent(
  d1: D1Database,
  orderId: string,
  at = new Date().toISOString(),
): D1PreparedStatement {
  return d1
    .prepare(`INSERT INTO order_events (order_id, status, created_at) VALUES (?, 'pending_payment', ?)`)
    .bind(orderId, at)
}

export interface ShippingZoneRow {
  name: string
  price: number
  days_min: number
  days_max: number
  santiago: number
}

/** The shipping zone a commune belongs to, or null for an unknown commune. */
export function shippingZoneOf(d1: D1Database, communeId: number): Promise<ShippingZoneRow | null> {
  return first<ShippingZoneRow>(
    d1,
    `SELECT z.name, z.price, z.days_min, z.days_max, c.is_santiago_metro AS santiago FROM shipping_zone_communes zc
     JOIN shipping_zones z ON z.id = zc.zone_id JOIN communes c ON c.id = zc.commune_id WHERE zc.commune_id = ?`,
    communeId,
  )
}
