// Stock is taken with conditional updates inside one batch (docs/architecture.md, "Data"): never read-then-write.
// The catalogue keeps stock on products (product skus) and product_formats (format skus).

import { CONSTRAINTS, violates } from '../db/constraints'
import {
  clearStockGuard,
  expiredReservedOrderIds,
  insertReleaseEvent,
  insertReserveAgainEvent,
  markOrderReleased,
  markOrderReservedAgain,
  orderStockItems,
  returnStock,
  stockGuard,
  takeStock,
} from './queries'

/**
 * Releases the units an unpaid order holds (failed, aborted, expired payment). Idempotent and race-free:
 * only the batch whose release_token lands on a still-reserved order returns stock.
 */
export async function releaseOrderStock(
  d1: D1Database,
  orderId: string,
  status: 'payment_failed' | 'expired',
  now = new Date(),
): Promise<boolean> {
  const items = await orderStockItems(d1, orderId)
  const release = { orderId, status, token: crypto.randomUUID(), at: now.toISOString() }
  const results = await d1.batch([
    markOrderReleased(d1, release),
    ...items.map((i) => returnStock(d1, i.source, i.sku, i.qty, orderId, release.token)),
    insertReleaseEvent(d1, release),
  ])
  return (results[0]?.meta.changes ?? 0) === 1
}

/** Releases orders whose payment window passed (called on order creation and payment; a cron may call it too). */
export async function releaseExpiredOrders(d1: D1Database, now = new Date()): Promise<number> {
  const results = await expiredReservedOrderIds(d1, now.toISOString())
  let released = 0
  for (const { id } of results) if (await releaseOrderStock(d1, id, 'expired', now)) released += 1
  return released
}

/**
 * Takes the units again for a retried payment of a failed or expired order. One batch: the guard rows
 * (CHECK ok = 1) make it roll back entirely if the order was re-reserved concurrently or any sku ran out. A new
 * hold (`expiresAt` still ahead) is refused past the order's hold ceiling and never reaches beyond it; units taken
 * for a payment already approved (`expiresAt` behind) are taken whatever the ceiling.
 */
export async function reserveAgain(
  d1: D1Database,
  orderId: string,
  expiresAt: string,
  now = new Date(),
): Promise<boolean> {
  const items = await orderStockItems(d1, orderId)
  const guard = (label: string) => stockGuard(d1, label)
  try {
    await d1.batch([
      markOrderReservedAgain(d1, orderId, expiresAt, now.toISOString()),
      guard('order'),
      ...items.flatMap((i) => [takeStock(d1, i.source, i.sku, i.qty), guard(i.sku)]),
      insertReserveAgainEvent(d1, orderId, now.toISOString()),
      clearStockGuard(d1),
    ])
    return true
  } catch (err) {
    if (violates(err, CONSTRAINTS.stockGuard)) return false
    throw err
  }
}
