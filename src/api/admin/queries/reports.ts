import { PAYMENT_STATE_SQL } from './refunds'
import { all } from '../../db/sql'
import { orderMoneyColumns } from '../../db/order-money'
import type { OrderMoney } from '~/lib/totals'

// D1 access of the dashboard and the accountant's CSV (../reports.ts). `filter` arguments come from orderFilters
// (./orders/queries.ts): a `WHERE …` clause on orders `o` and its values.

type OrderFilter = { where: string; bind: unknown[] }

/**
 * Orders under `filter` and the revenue of those in `revenueStatuses`, net of what was refunded ("ventas
 * pagadas" is what the shop kept): rows are `{ orders, revenue }`.
 */
export function ordersAndRevenueStatement(
  d1: D1Database,
  revenueStatuses: readonly string[],
  filter: OrderFilter,
): D1PreparedStatement {
  return d1
    .prepare(
      `SELECT count(*) AS orders,
              COALESCE(sum(CASE WHEN o.status IN (${revenueStatuses.map(() => '?').join(', ')}) THEN o.total - o.refunded END), 0) AS revenue
       FROM orders o ${filter.where}`,
    )
    .bind(...revenueStatuses, ...filter.bind)
}

/** Rows are `{ n }`. */
export function ordersInStatusStatement(d1: D1Database, status: 'in_validation' | 'paid'): D1PreparedStatement {
  return status === 'in_validation'
    ? d1.prepare(`SELECT count(*) AS n FROM orders WHERE status = 'in_validation'`)
    : d1.prepare(`SELECT count(*) AS n FROM orders WHERE status = 'paid'`)
}

/** Active items at or under the threshold: rows are `{ n }`. */
export function lowStockCountStatement(d1: D1Database, threshold: number): D1PreparedStatement {
  return d1
    .prepare(
      `SELECT count(*) AS n FROM sellable_items s JOIN products p ON p.id = s.product_id WHERE p.active = 1 AND s.stock <= ?`,
    )
    .bind(threshold)
}

/** Confirmed bookings of events starting in [from, to): rows are `{ n }`. */
export function confirmedEventBookingsStatement(d1: D1Database, from: string, to: string): D1PreparedStatement {
  return d1
    .prepare(
      `SELECT count(*) AS n FROM event_reservations r JOIN events e ON e.id = r.event_id
       WHERE r.status = 'confirmed' AND e.starts_at >= ? AND e.starts_at < ?`,
    )
    .bind(from, to)
}

/** Confirmed table bookings for the days [from, to]: rows are `{ n }`. */
export function confirmedTableBookingsStatement(d1: D1Database, from: string, to: string): D1PreparedStatement {
  return d1
    .prepare(`SELECT count(*) AS n FROM table_reservations WHERE status = 'confirmed' AND slot_date BETWEEN ? AND ?`)
    .bind(from, to)
}

export interface ExportRow extends OrderMoney {
  seq: number
  number: string
  created_at: string
  status: string
  customer: string
  email: string
  phone: string | null
  document: string
  invoice: string | null
  payment_platform: string
  delivery: string
  refunded: number
  payment_state: string
}

/** The next `limit` orders under `filter` after `afterSeq` (keyset on seq). */
export function exportPage(d1: D1Database, filter: OrderFilter, afterSeq: number, limit: number): Promise<ExportRow[]> {
  return all<ExportRow>(
    d1,
    `SELECT o.seq, o.number, o.created_at, o.status, o.customer, o.email, o.phone, o.document, o.invoice,
            ${orderMoneyColumns('o')}, o.payment_platform, o.delivery, o.refunded,
            ${PAYMENT_STATE_SQL} AS payment_state
     FROM orders o ${filter.where} AND o.seq > ? ORDER BY o.seq LIMIT ?`,
    ...filter.bind,
    afterSeq,
    limit,
  )
}
