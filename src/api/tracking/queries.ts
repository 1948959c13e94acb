import type { OrderRow } from '../purchases/queries'
import { all, first } from '../db/sql'

export interface TrackedOrderRow extends OrderRow {
  courier: string | null
  refunded: number
}

/** An order by its number and the buyer's e-mail, both case-insensitive. */
export function findTrackedOrder(d1: D1Database, number: string, email: string) {
  return first<TrackedOrderRow>(
    d1,
    'SELECT * FROM orders WHERE number = ? COLLATE NOCASE AND email = ? COLLATE NOCASE',
    number.toUpperCase(),
    email.toLowerCase(),
  )
}

/** An order by its number alone (case-insensitive): the caller proves it may read it (a signed link's key). */
export function findTrackedOrderByNumber(d1: D1Database, number: string) {
  return first<TrackedOrderRow>(d1, 'SELECT * FROM orders WHERE number = ? COLLATE NOCASE', number.toUpperCase())
}

export function orderEvents(d1: D1Database, orderId: string) {
  return all<{ status: string; note: string | null; created_at: string }>(
    d1,
    'SELECT status, note, created_at FROM order_events WHERE order_id = ? ORDER BY created_at, rowid',
    orderId,
  )
}
