import * as v from 'valibot'
import { foldLike, foldSql } from '../../db/fold'
import type { Locale } from '~/lib/locale'
import { orderAuditRows } from '../audit'
import {
  PLACED_STATUSES,
  type AdminOrderDetail,
  type AdminOrderRow,
  type TimelineEntry,
  adminOrdersQuerySchema,
} from '~/contract/admin'
import type { OrderStatus } from '~/contract/checkout'
import type { OrderMoney } from '~/lib/totals'
import { nowIso } from '../../clock'

// SQL of the back-office's order pages. Orders keep the shopper, the address and the invoice as JSON
// snapshots (migration 0005), so filters on them read json_extract.

type ListQuery = v.InferOutput<typeof adminOrdersQuerySchema>

const SORT_COLUMN: Record<ListQuery['sort'], string> = {
  created_at: 'o.created_at',
  number: 'o.seq',
  total: 'o.total',
  status: 'o.status',
}

/** WHERE clause and bindings shared by the list, its count and the CSV export. */
export function orderFilters(q: Partial<ListQuery>): { where: string; bind: unknown[] } {
  const clauses: string[] = []
  const bind: unknown[] = []
  if (q.status === 'placed') {
    clauses.push(`o.status IN (${PLACED_STATUSES.map(() => '?').join(', ')})`)
    bind.push(...PLACED_STATUSES)
  } else if (q.status) {
    clauses.push('o.status = ?')
    bind.push(q.status)
  }
  if (q.payment) {
    clauses.push('o.payment_platform = ?')
    bind.push(q.payment)
  }
  if (q.region) {
    clauses.push(`json_extract(o.delivery, '$.address.region_id') = ?`)
    bind.push(q.region)
  }
  // Dates are the shop's calendar days (America/Santiago): the range is turned into UTC instants by the caller.
  if (q.from) {
    clauses.push('o.created_at >= ?')
    bind.push(q.from)
  }
  if (q.to) {
    clauses.push('o.created_at < ?')
    bind.push(q.to)
  }
  if (q.q) {
    const text = q.q.trim()
    // Accent- and case-insensitive: "perez" finds "Pérez" (src/api/db/fold.ts).
    const like = foldLike(text)
    const rut = text.replace(/[^\dkK]/g, '').toUpperCase()
    const name = `json_extract(o.customer, '$.name') || ' ' || json_extract(o.customer, '$.surname')`
    const parts = [
      `lower(o.number) LIKE ? ESCAPE '\\'`,
      `lower(o.email) LIKE ? ESCAPE '\\'`,
      `${foldSql(name)} LIKE ? ESCAPE '\\'`,
      `${foldSql(`COALESCE(json_extract(o.delivery, '$.address.commune'), '')`)} LIKE ? ESCAPE '\\'`,
    ]
    bind.push(like, like, like, like)
    if (rut.length >= 3) {
      parts.push(`upper(replace(replace(json_extract(o.customer, '$.rut'), '.', ''), '-', '')) LIKE ?`)
      bind.push(`%${rut}%`)
    }
    clauses.push(`(${parts.join(' OR ')})`)
  }
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', bind }
}

interface ListRow {
  id: string
  number: string
  status: OrderStatus
  created_at: string
  customer: string
  email: string
  total: number
  payment_platform: 'webpay' | 'transfer'
  delivery_method: 'delivery' | 'pickup'
  delivery: string
}

export async function listOrders(
  d1: D1Database,
  q: ListQuery,
  range: { from: string; to: string },
): Promise<{ rows: AdminOrderRow[]; total: number }> {
  const filters = orderFilters({ ...q, from: range.from, to: range.to })
  const order = `${SORT_COLUMN[q.sort]} ${q.dir === 'asc' ? 'ASC' : 'DESC'}, o.seq ${q.dir === 'asc' ? 'ASC' : 'DESC'}`
  const offset = (q.page - 1) * q.per_page
  const [count, page] = await d1.batch([
    d1.prepare(`SELECT count(*) AS n FROM orders o ${filters.where}`).bind(...filters.bind),
    d1
      .prepare(
        `SELECT o.id, o.number, o.status, o.created_at, o.customer, o.email, o.total, o.payment_platform, o.delivery_method, o.delivery
         FROM orders o ${filters.where} ORDER BY ${order} LIMIT ? OFFSET ?`,
      )
      .bind(...filters.bind, q.per_page, offset),
  ])
  const total = (count!.results[0] as { n: number }).n
  const rows = (page!.results as ListRow[]).map(toListRow)
  return { rows, total }
}

export function toListRow(row: ListRow): AdminOrderRow {
  const customer = JSON.parse(row.customer) as { name: string; surname: string; rut: string }
  const delivery = JSON.parse(row.delivery) as { address?: { region?: string; commune?: string } | null }
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    created_at: row.created_at,
    customer_name: `${customer.name} ${customer.surname}`.trim(),
    email: row.email,
    rut: customer.rut,
    total: row.total,
    payment_platform: row.payment_platform,
    delivery_method: row.delivery_method,
    region: delivery.address?.region ?? null,
    commune: delivery.address?.commune ?? null,
  }
}

export interface AdminOrderRecord extends ListRow, OrderMoney {
  seq: number
  user_id: number | null
  version: number
  locale: 'es' | 'en'
  phone: string | null
  gift_text: string | null
  coupon_code: string | null
  document: 'boleta' | 'factura'
  invoice: string | null
  courier: string | null
  tracking_number: string | null
  cancel_reason: string | null
  estimated_delivery: string | null
  stock_reserved: number
  /** What has been refunded so far (migration 0038). */
  refunded: number
}

/** Accepts the public id or the order number (VA100123), as staff type either. */
export function findAdminOrder(d1: D1Database, idOrNumber: string): Promise<AdminOrderRecord | null> {
  return d1
    .prepare('SELECT * FROM orders WHERE id = ?1 OR number = upper(?1) LIMIT 1')
    .bind(idOrNumber)
    .first<AdminOrderRecord>()
}

export async function orderExtras(d1: D1Database, orderId: string, locale: Locale = 'es') {
  const [items, payments, transfer, events] = await d1.batch([
    d1
      .prepare(
        'SELECT sku, name, qty, price, reference_price, product_type, slug FROM order_items WHERE order_id = ? ORDER BY rowid',
      )
      .bind(orderId),
    d1
      .prepare(
        'SELECT platform, status, amount, created_at, response FROM payments WHERE order_id = ? ORDER BY created_at, rowid',
      )
      .bind(orderId),
    d1
      .prepare(
        `SELECT t.amount, t.transferred_on, t.reference, t.created_at, u.email AS recorded_by
         FROM order_transfers t JOIN users u ON u.id = t.recorded_by WHERE t.order_id = ?`,
      )
      .bind(orderId),
    d1
      .prepare('SELECT status, note, created_at FROM order_events WHERE order_id = ? ORDER BY created_at, rowid')
      .bind(orderId),
  ])
  const audit = await orderAuditRows(d1, locale, orderId)
  const timeline: TimelineEntry[] = [
    ...(events!.results as { status: string; note: string | null; created_at: string }[]).map((e) => ({
      at: e.created_at,
      kind: 'status' as const,
      status: e.status,
      note: e.note,
      audit: null,
    })),
    ...audit.map((a) => ({ at: a.created_at, kind: 'audit' as const, status: null, note: null, audit: a })),
  ].sort((a, b) => a.at.localeCompare(b.at) || (a.kind === b.kind ? 0 : a.kind === 'status' ? -1 : 1))
  return {
    items: items!.results as Omit<AdminOrderDetail['items'][number], 'paid' | 'refunded_qty'>[],
    payments: payments!.results as {
      platform: 'webpay' | 'transfer'
      status: string
      amount: number
      created_at: string
      response: string | null
    }[],
    transfer: (transfer!.results[0] ?? null) as {
      amount: number
      transferred_on: string
      reference: string
      created_at: string
      recorded_by: string
    } | null,
    timeline,
  }
}

// The statements of one state-machine transition, run together in one batch by service.ts. Only the first is
// unconditional on the token: every other one runs only if that update won (`wonBy`).

/** The condition that the transition holding `token` won the order; the audit row takes it too. */
export function wonBy(orderId: string, token: string) {
  return { sql: 'EXISTS (SELECT 1 FROM orders WHERE id = ? AND transition_token = ?)', bind: [orderId, token] }
}

/** Columns a transition may set besides the status (dispatch: courier and tracking; cancel: reason and stock). */
export interface TransitionColumns {
  courier?: string
  tracking_number?: string
  cancel_reason?: string
  stock_reserved?: 0
  release_token?: string
}

/** The conditional update on the status and version the person saw; `meta.changes` 1 means this one won. */
export function transitionStatement(
  d1: D1Database,
  order: { id: string; status: string; version: number },
  to: string,
  token: string,
  columns: TransitionColumns,
): D1PreparedStatement {
  const entries = Object.entries(columns).filter(([, value]) => value !== undefined)
  const set = entries.map(([column]) => `, ${column} = ?`).join('')
  return d1
    .prepare(
      `UPDATE orders SET status = ?, version = version + 1, transition_token = ?, updated_at = ?${set}
       WHERE id = ? AND status = ? AND version = ?`,
    )
    .bind(to, token, nowIso(), ...entries.map(([, value]) => value), order.id, order.status, order.version)
}

export function transitionEventStatement(
  d1: D1Database,
  orderId: string,
  to: string,
  note: string | null,
  won: ReturnType<typeof wonBy>,
  at = nowIso(),
): D1PreparedStatement {
  return d1
    .prepare(`INSERT INTO order_events (order_id, status, note, created_at) SELECT ?, ?, ?, ? WHERE ${won.sql}`)
    .bind(orderId, to, note, at, ...won.bind)
}

export function transferStatement(
  d1: D1Database,
  orderId: string,
  transfer: { amount: number; transferred_on: string; reference: string },
  staffId: number,
  won: ReturnType<typeof wonBy>,
): D1PreparedStatement {
  return d1
    .prepare(
      `INSERT INTO order_transfers (order_id, amount, transferred_on, reference, recorded_by, created_at)
       SELECT ?, ?, ?, ?, ?, ? WHERE ${won.sql}`,
    )
    .bind(orderId, transfer.amount, transfer.transferred_on, transfer.reference, staffId, nowIso(), ...won.bind)
}
