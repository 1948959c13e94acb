// Stock is taken with conditional updates inside one batch (ARCHITECTURE "Data"): never read-then-write.
// The catalogue keeps stock on products (product skus) and product_formats (format skus).

import { CONSTRAINTS, violates } from '../db/constraints'

export type StockSource = 'product' | 'format'

const table = (source: StockSource) => (source === 'format' ? 'product_formats' : 'products')

/** `UPDATE … SET stock = stock - qty WHERE sku = ? AND stock >= qty`; meta.changes is 1 only if the units were there. */
export function takeStock(d1: D1Database, source: StockSource, sku: string, qty: number): D1PreparedStatement {
  return d1.prepare(`UPDATE ${table(source)} SET stock = stock - ? WHERE sku = ? AND stock >= ?`).bind(qty, sku, qty)
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
      `UPDATE ${table(source)} SET stock = stock + ? WHERE sku = ?
       AND EXISTS (SELECT 1 FROM orders WHERE id = ? AND release_token = ?)`,
    )
    .bind(qty, sku, orderId, releaseToken)
}

export interface ReservedItem {
  sku: string
  source: StockSource
  qty: number
}

export async function orderStockItems(d1: D1Database, orderId: string): Promise<ReservedItem[]> {
  const { results } = await d1
    .prepare('SELECT sku, source, qty FROM order_items WHERE order_id = ?')
    .bind(orderId)
    .all<ReservedItem>()
  return results
}

/**
 * Releases the units an unpaid order holds (failed, aborted, expired payment). Idempotent and race-free:
 * only the batch whose release_token lands on a still-reserved order returns stock.
 */
export async function releaseOrderStock(
  d1: D1Database,
  orderId: string,
  status: 'payment_failed' | 'expired',
): Promise<boolean> {
  const items = await orderStockItems(d1, orderId)
  const token = crypto.randomUUID()
  const results = await d1.batch([
    d1
      .prepare(
        `UPDATE orders SET status = ?, stock_reserved = 0, release_token = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE id = ? AND stock_reserved = 1 AND status = 'pending_payment'`,
      )
      .bind(status, token, orderId),
    ...items.map((i) => returnStock(d1, i.source, i.sku, i.qty, orderId, token)),
    d1
      .prepare(
        `INSERT INTO order_events (order_id, status) SELECT ?, ? WHERE EXISTS (SELECT 1 FROM orders WHERE id = ? AND release_token = ?)`,
      )
      .bind(orderId, status, orderId, token),
  ])
  return (results[0]?.meta.changes ?? 0) === 1
}

/** Releases orders whose payment window passed (called on order creation and payment; a cron may call it too). */
export async function releaseExpiredOrders(d1: D1Database, now = new Date()): Promise<number> {
  const { results } = await d1
    .prepare(
      `SELECT id FROM orders WHERE status = 'pending_payment' AND stock_reserved = 1 AND expires_at < ? LIMIT 20`,
    )
    .bind(now.toISOString())
    .all<{ id: string }>()
  let released = 0
  for (const { id } of results) if (await releaseOrderStock(d1, id, 'expired')) released += 1
  return released
}

/**
 * Takes the units again for a retried payment of a failed or expired order. One batch: the guard rows
 * (CHECK ok = 1) make it roll back entirely if the order was re-reserved concurrently or any sku ran out.
 */
export async function reserveAgain(d1: D1Database, orderId: string, expiresAt: string): Promise<boolean> {
  const items = await orderStockItems(d1, orderId)
  const guard = (label: string) => d1.prepare('INSERT INTO stock_guard (label, ok) VALUES (?, changes())').bind(label)
  try {
    await d1.batch([
      d1
        .prepare(
          `UPDATE orders SET status = 'pending_payment', stock_reserved = 1, release_token = NULL, expires_at = ?,
           updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
           WHERE id = ? AND stock_reserved = 0 AND status IN ('payment_failed', 'expired')`,
        )
        .bind(expiresAt, orderId),
      guard('order'),
      ...items.flatMap((i) => [takeStock(d1, i.source, i.sku, i.qty), guard(i.sku)]),
      d1.prepare(`INSERT INTO order_events (order_id, status) VALUES (?, 'pending_payment')`).bind(orderId),
      d1.prepare('DELETE FROM stock_guard'),
    ])
    return true
  } catch (err) {
    if (violates(err, CONSTRAINTS.stockGuard)) return false
    throw err
  }
}
