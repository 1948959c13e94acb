import type { OrderRefund, PaymentState } from '~/contract/admin-ops'
import { all, first } from '../../db/sql'
import { nowIso } from '../../clock'

// D1 access of refunds (../orders/refunds.ts holds the rules). orders.refunded is the sum given back; the
// refund that raises it is a conditional update on the sum the person saw, in one batch with its row and audit.

/** Whether the shop has the order's money: an authorised Webpay payment, or a transfer staff checked. */
export async function paidAmount(d1: D1Database, orderId: string): Promise<{ paid: number; token: string | null }> {
  const row = await first<{ webpay: number | null; token: string | null; transfer: number | null }>(
    d1,
    `SELECT (SELECT amount FROM payments WHERE order_id = ?1 AND status = 'authorized' ORDER BY created_at DESC LIMIT 1) AS webpay,
            (SELECT token FROM payments WHERE order_id = ?1 AND status = 'authorized' ORDER BY created_at DESC LIMIT 1) AS token,
            (SELECT amount FROM order_transfers WHERE order_id = ?1) AS transfer`,
    orderId,
  )
  return { paid: row?.webpay ?? row?.transfer ?? 0, token: row?.token ?? null }
}

export function paymentState(paid: number, refunded: number): PaymentState {
  if (paid <= 0) return 'unpaid'
  if (refunded >= paid) return 'refunded'
  if (refunded > 0) return 'partially_refunded'
  return 'paid'
}

/** The SQL form of paymentState for lists and the CSV (`o` is the orders row). */
export const PAYMENT_STATE_SQL = `CASE
  WHEN o.refunded > 0 AND o.refunded >= o.total THEN 'refunded'
  WHEN o.refunded > 0 THEN 'partially_refunded'
  WHEN EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status = 'authorized')
    OR EXISTS (SELECT 1 FROM order_transfers t WHERE t.order_id = o.id) THEN 'paid'
  ELSE 'unpaid' END`

export function orderRefunds(d1: D1Database, orderId: string): Promise<OrderRefund[]> {
  return all<OrderRefund & { lines: string }>(
    d1,
    `SELECT r.id, r.amount, r.reason, r.method, r.reference, r.lines, r.shipping, r.status, u.email AS created_by, r.created_at
     FROM order_refunds r JOIN users u ON u.id = r.created_by WHERE r.order_id = ? ORDER BY r.id`,
    orderId,
  ).then((rows) => rows.map((r) => ({ ...r, lines: JSON.parse(r.lines) as OrderRefund['lines'] })))
}

/** The condition that the refund holding `token` won (its row and audit take it too). */
export function refundWonBy(orderId: string, token: string) {
  return { sql: 'EXISTS (SELECT 1 FROM orders WHERE id = ? AND refund_token = ?)', bind: [orderId, token] }
}

/** Raises orders.refunded only from the sum the person saw and never past the order's total. */
export function claimRefundStatement(
  d1: D1Database,
  orderId: string,
  seen: number,
  amount: number,
  token: string,
): D1PreparedStatement {
  return d1
    .prepare(
      `UPDATE orders SET refunded = refunded + ?1, refund_token = ?2, updated_at = ?5
       WHERE id = ?3 AND refunded = ?4 AND refunded + ?1 <= total`,
    )
    .bind(amount, token, orderId, seen, nowIso())
}

export function insertRefundStatement(
  d1: D1Database,
  r: Pick<OrderRefund, 'amount' | 'reason' | 'method' | 'reference' | 'lines' | 'shipping'> & {
    orderId: string
    token: string
    staffId: number
  },
): D1PreparedStatement {
  const won = refundWonBy(r.orderId, r.token)
  return d1
    .prepare(
      `INSERT INTO order_refunds (order_id, amount, reason, method, reference, lines, shipping, token, created_by, created_at)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${won.sql}`,
    )
    .bind(
      r.orderId,
      r.amount,
      r.reason,
      r.method,
      r.reference,
      JSON.stringify(r.lines),
      r.shipping,
      r.token,
      r.staffId,
      nowIso(),
      ...won.bind,
    )
}

/** Webpay refused: the amount goes back to the order's refundable balance and the row says so. */
export function undoRefundStatements(d1: D1Database, orderId: string, amount: number, token: string) {
  return [
    d1.prepare('UPDATE orders SET refunded = refunded - ? WHERE id = ?').bind(amount, orderId),
    d1.prepare(`UPDATE order_refunds SET status = 'failed' WHERE token = ?`).bind(token),
  ]
}

export function setRefundReference(d1: D1Database, token: string, reference: string): D1PreparedStatement {
  return d1.prepare('UPDATE order_refunds SET reference = ? WHERE token = ?').bind(reference, token)
}
