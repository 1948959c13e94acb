import { all } from '../../db/sql'

// D1 access of the picking list (../orders/picking.ts holds the rule): the lines of every order that is paid and
// not yet dispatched, placed before a given instant.

export interface PickingLine {
  number: string
  created_at: string
  delivery_method: 'delivery' | 'pickup'
  commune: string | null
  sku: string
  name: string
  qty: number
}

export function pickingLines(d1: D1Database, placedBefore: string): Promise<PickingLine[]> {
  return all<PickingLine>(
    d1,
    `SELECT o.number, o.created_at, o.delivery_method, json_extract(o.delivery, '$.address.commune') AS commune,
            i.sku, i.name, i.qty
     FROM orders o JOIN order_items i ON i.order_id = o.id
     WHERE o.status = 'paid' AND o.created_at < ?
     ORDER BY o.created_at, o.seq, i.rowid`,
    placedBefore,
  )
}
