import { all, first, run } from '../db/sql'

// D1 access of Webpay payments (migrations/0005_orders.sql: payments; 0043: attempts, one open per order) and the
// order columns a payment moves. Every instant is bound from the API's clock, never SQLite's.

export interface PaymentRow {
  id: string
  order_id: string
  buy_order: string
  session_id: string
  token: string | null
  url: string | null
  amount: number
  status: string
  created_at: string
}

export async function orderLineNames(d1: D1Database, orderId: string): Promise<string[]> {
  const rows = await all<{ name: string }>(d1, 'SELECT name FROM order_items WHERE order_id = ?', orderId)
  return rows.map((r) => r.name)
}

/** A pending order's payment window starts again. */
export async function extendPaymentWindow(d1: D1Database, orderId: string, expiresAt: string): Promise<void> {
  await run(d1, `UPDATE orders SET expires_at = ? WHERE id = ? AND status = 'pending_payment'`, expiresAt, orderId)
}

/**
 * Opens the order's next attempt before the gateway is called: the attempt number and the buy order are drawn
 * inside the INSERT, and only while the order still waits for its payment. Throws the unique failure of
 * `payments_one_open` when another request holds the open transaction; false when the order is not payable.
 */
export async function openAttempt(
  d1: D1Database,
  p: { id: string; orderId: string; sessionId: string; at: string },
): Promise<boolean> {
  const result = await run(
    d1,
    `INSERT INTO payments (id, order_id, platform, attempt, buy_order, session_id, amount, status, created_at, updated_at)
     SELECT ?1, o.id, 'webpay', n.a, o.number || '-' || n.a, ?2, o.total, 'starting', ?3, ?3
     FROM orders o, (SELECT coalesce(max(attempt), 0) + 1 AS a FROM payments WHERE order_id = ?4) n
     WHERE o.id = ?4 AND o.status = 'pending_payment' AND o.stock_reserved = 1`,
    p.id,
    p.sessionId,
    p.at,
    p.orderId,
  )
  return result.meta.changes === 1
}

/** The gateway answered: the attempt becomes the order's open transaction. */
export async function attemptCreated(
  d1: D1Database,
  id: string,
  created: { token: string; url: string },
  at: string,
): Promise<boolean> {
  const moved = await run(
    d1,
    `UPDATE payments SET token = ?, url = ?, status = 'created', updated_at = ? WHERE id = ? AND status = 'starting'`,
    created.token,
    created.url,
    at,
    id,
  )
  return moved.meta.changes === 1
}

/** The transaction a shopper can still be sent to ('starting' or 'created'): `payments_one_open` allows one. */
export function openPayment(d1: D1Database, orderId: string) {
  return first<PaymentRow>(
    d1,
    `SELECT * FROM payments WHERE order_id = ? AND status IN ('starting', 'created') LIMIT 1`,
    orderId,
  )
}

export function paymentById(d1: D1Database, id: string) {
  return first<PaymentRow>(d1, 'SELECT * FROM payments WHERE id = ?', id)
}

export function paymentByToken(d1: D1Database, token: string) {
  return first<PaymentRow>(d1, 'SELECT * FROM payments WHERE token = ?', token)
}

export function paymentBySession(d1: D1Database, buyOrder: string, sessionId: string) {
  return first<PaymentRow>(d1, 'SELECT * FROM payments WHERE buy_order = ? AND session_id = ?', buyOrder, sessionId)
}

export async function paymentStatus(d1: D1Database, id: string): Promise<string | null> {
  const row = await first<{ status: string }>(d1, 'SELECT status FROM payments WHERE id = ?', id)
  return row?.status ?? null
}

/** Ends a payment from one of `from`; false when another request already moved it. */
export async function closePayment(
  d1: D1Database,
  id: string,
  status: string,
  at: string,
  from: readonly string[] = ['starting', 'created', 'committing'],
): Promise<boolean> {
  const moved = await run(
    d1,
    `UPDATE payments SET status = ?, updated_at = ? WHERE id = ? AND status IN (${from.map(() => '?').join(', ')})`,
    status,
    at,
    id,
    ...from,
  )
  return moved.meta.changes > 0
}

/**
 * Claims the one commit of a payment; false when a replayed return got there first. A transaction the shop
 * closed without hearing from the gateway (superseded) can still be committed: the shopper may have paid it.
 */
export async function claimCommit(d1: D1Database, id: string, at: string): Promise<boolean> {
  const claimed = await run(
    d1,
    `UPDATE payments SET status = 'committing', updated_at = ? WHERE id = ? AND status IN ('created', 'superseded')`,
    at,
    id,
  )
  return claimed.meta.changes > 0
}

export async function savePaymentResponse(d1: D1Database, id: string, response: unknown): Promise<void> {
  await run(d1, 'UPDATE payments SET response = ? WHERE id = ?', JSON.stringify(response), id)
}

/**
 * The statements of a confirmed payment, in one batch: the payment is kept only while its order still waits for
 * one (not paid by another transaction, not cancelled or expired), then the order is paid by it, its timeline
 * event written, and any other open transaction of the order closed. The first statement's changes say whether
 * this capture is the one kept.
 */
export function paidStatements(d1: D1Database, paymentId: string, orderId: string, at: string): D1PreparedStatement[] {
  const kept = `EXISTS (SELECT 1 FROM payments WHERE id = ? AND status = 'authorized')`
  return [
    d1
      .prepare(
        `UPDATE payments SET status = 'authorized', updated_at = ?1 WHERE id = ?2 AND status = 'committing'
         AND EXISTS (SELECT 1 FROM orders WHERE id = ?3 AND status = 'pending_payment' AND stock_reserved = 1)
         AND NOT EXISTS (SELECT 1 FROM payments WHERE order_id = ?3 AND status = 'authorized')`,
      )
      .bind(at, paymentId, orderId),
    d1
      .prepare(
        `UPDATE orders SET status = 'paid', updated_at = ? WHERE id = ? AND status = 'pending_payment' AND ${kept}`,
      )
      .bind(at, orderId, paymentId),
    d1
      .prepare(`INSERT INTO order_events (order_id, status, created_at) SELECT ?, 'paid', ? WHERE ${kept}`)
      .bind(orderId, at, paymentId),
    d1
      .prepare(
        `UPDATE payments SET status = 'superseded', updated_at = ? WHERE order_id = ? AND id <> ?
         AND status IN ('starting', 'created') AND ${kept}`,
      )
      .bind(at, orderId, paymentId, paymentId),
  ]
}

/** The account the shop's own automatic actions are audited as (migration 0043). */
export const SYSTEM_ACTOR_EMAIL = 'pagos@sistema.vinotecaandes.invalid'

/**
 * A capture the order could not keep, given back: the payment marked reversed (or reversal_failed when the
 * gateway refused, for staff to act on), a timeline note and the audit row, in one batch.
 */
export function reversalStatements(
  d1: D1Database,
  r: { paymentId: string; orderId: string; amount: number; reason: string; ok: boolean; answer: unknown; at: string },
): D1PreparedStatement[] {
  const status = r.ok ? 'reversed' : 'reversal_failed'
  return [
    d1
      .prepare(
        `UPDATE payments SET status = ?, response = json_set(coalesce(response, '{}'), '$.reversal', json(?)), updated_at = ? WHERE id = ? AND status = 'committing'`,
      )
      .bind(status, JSON.stringify(r.answer ?? null), r.at, r.paymentId),
    d1
      .prepare(
        `INSERT INTO audit_log (actor_id, actor_email, action, entity_type, entity_id, before, after, created_at)
         SELECT u.id, u.email, ?, 'order', ?, NULL, ?, ? FROM users u WHERE u.email = ?`,
      )
      .bind(
        r.ok ? 'payment.reversed' : 'payment.reversal_failed',
        r.orderId,
        JSON.stringify({ amount: r.amount, reason: r.reason }),
        r.at,
        SYSTEM_ACTOR_EMAIL,
      ),
  ]
}

/**
 * A bank transfer staff confirmed, recorded as the order's payment (authorised, no gateway token), so the order
 * page, the paid amount and refunds read one table whatever the platform. `onlyIf` ties it to the staff
 * transition that confirmed it, in the same batch.
 */
export function transferPaymentStatement(
  d1: D1Database,
  orderId: string,
  transfer: { amount: number; transferred_on: string; reference: string },
  onlyIf: { sql: string; bind: unknown[] },
  at = new Date().toISOString(),
): D1PreparedStatement {
  return d1
    .prepare(
      `INSERT INTO payments (id, order_id, platform, attempt, buy_order, session_id, amount, status, response, created_at, updated_at)
       SELECT ?1, o.id, 'transfer', n.a, o.number || '-T' || n.a, ?2, ?3, 'authorized', ?4, ?5, ?5
       FROM orders o, (SELECT coalesce(max(attempt), 0) + 1 AS a FROM payments WHERE order_id = ?6) n
       WHERE o.id = ?6 AND ${onlyIf.sql}`,
    )
    .bind(
      crypto.randomUUID().replace(/-/g, '').slice(0, 16),
      transfer.reference,
      transfer.amount,
      JSON.stringify({ transferred_on: transfer.transferred_on, reference: transfer.reference }),
      at,
      orderId,
      ...onlyIf.bind,
    )
}
