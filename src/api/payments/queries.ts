import { all, first, insertInto, run } from '../db/sql'

// D1 access of Webpay payments (migrations/0005_orders.sql: payments) and the order columns a payment moves.

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"

export interface PaymentRow {
  id: string
  order_id: string
  buy_order: string
  session_id: string
  token: string | null
  amount: number
  status: string
}

export async function orderLineNames(d1: D1Database, orderId: string): Promise<string[]> {
  const rows = await all<{ name: string }>(d1, 'SELECT name FROM order_items WHERE order_id = ?', orderId)
  return rows.map((r) => r.name)
}

/** A pending order's payment window starts again. */
export async function extendPaymentWindow(d1: D1Database, orderId: string, expiresAt: string): Promise<void> {
  await run(d1, `UPDATE orders SET expires_at = ? WHERE id = ? AND status = 'pending_payment'`, expiresAt, orderId)
}

export async function paymentAttempts(d1: D1Database, orderId: string): Promise<number> {
  const row = await first<{ n: number }>(d1, 'SELECT COUNT(*) AS n FROM payments WHERE order_id = ?', orderId)
  return row?.n ?? 0
}

export async function insertWebpayPayment(
  d1: D1Database,
  payment: { id: string; order_id: string; buy_order: string; session_id: string; token: string; amount: number },
): Promise<void> {
  await insertInto(d1, 'payments', { ...payment, platform: 'webpay', status: 'created' }).run()
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

/** Ends a payment that is still open (created or committing); false when another request already ended it. */
export async function closePayment(d1: D1Database, id: string, status: string): Promise<boolean> {
  const moved = await run(
    d1,
    `UPDATE payments SET status = ?, updated_at = ${NOW} WHERE id = ? AND status IN ('created', 'committing')`,
    status,
    id,
  )
  return moved.meta.changes > 0
}

/** Claims the one commit of a payment; false when a replayed return got there first. */
export async function claimCommit(d1: D1Database, id: string): Promise<boolean> {
  const claimed = await run(d1, `UPDATE payments SET status = 'committing' WHERE id = ? AND status = 'created'`, id)
  return claimed.meta.changes > 0
}

export async function savePaymentResponse(d1: D1Database, id: string, response: unknown): Promise<void> {
  await run(d1, 'UPDATE payments SET response = ? WHERE id = ?', JSON.stringify(response), id)
}

/** The statements of a confirmed payment: the payment authorised, the order paid, its timeline event. */
export function paidStatements(
  d1: D1Database,
  paymentId: string,
  orderId: string,
  at = new Date().toISOString(),
): D1PreparedStatement[] {
  return [
    d1.prepare(`UPDATE payments SET status = 'authorized', updated_at = ${NOW} WHERE id = ?`).bind(paymentId),
    d1
      .prepare(`UPDATE orders SET status = 'paid', updated_at = ${NOW} WHERE id = ? AND status = 'pending_payment'`)
      .bind(orderId),
    d1.prepare(`INSERT INTO order_events (order_id, status, created_at) VALUES (?, 'paid', ?)`).bind(orderId, at),
  ]
}
