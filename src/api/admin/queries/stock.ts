import { first } from '../../db/sql'
import { sellableItemsSql } from '../../catalog/price-now'
import { nowIso } from '../../clock'

// D1 access of the back-office's stock page (../stock.ts holds the rules and the batches).

export interface StockRow {
  product_id: number
  sku: string
  source: 'product' | 'format'
  name: string
  format_grams: number | null
  is_unit_sales: number
  slug: string
  product_type: string
  price: number
  stock: number
  active: number
}

const items =
  () => `SELECT s.product_id, s.sku, s.source, s.name, s.format_grams, s.is_unit_sales, s.slug, s.product_type, s.price,
  s.stock, p.active FROM ${sellableItemsSql()} s JOIN products p ON p.id = s.product_id`

/**
 * `where` is a `WHERE …` clause built by the caller from fixed conditions on `s.` (sellable_items) columns, or
 * empty; `bind` its values. Rows are `{ n }`.
 */
export function stockCountStatement(d1: D1Database, where: string, bind: unknown[]): D1PreparedStatement {
  return d1.prepare(`SELECT count(*) AS n FROM (${items()} ${where})`).bind(...bind)
}

/** One page of the items under the same `where`, lowest stock first: rows are StockRow. */
export function stockPageStatement(
  d1: D1Database,
  where: string,
  bind: unknown[],
  limit: number,
  offset: number,
): D1PreparedStatement {
  return d1
    .prepare(`${items()} ${where} ORDER BY s.stock ASC, s.name ASC LIMIT ? OFFSET ?`)
    .bind(...bind, limit, offset)
}

export function findItem(d1: D1Database, sku: string): Promise<StockRow | null> {
  return first<StockRow>(d1, `${items()} WHERE s.sku = ?`, sku)
}

/** Sets the stock only if it still is what the person saw; changes 0 when an order took units meanwhile. */
export function setStockIfUnchanged(
  d1: D1Database,
  source: 'product' | 'format',
  sku: string,
  expected: number,
  stock: number,
): D1PreparedStatement {
  const table = source === 'format' ? 'product_formats' : 'products'
  return d1.prepare(`UPDATE ${table} SET stock = ? WHERE sku = ? AND stock = ?`).bind(stock, sku, expected)
}

export interface StockAdjustment {
  productId: number
  sku: string
  source: 'product' | 'format'
  reason: string
  before: number
  after: number
  note: string
  actorId: number
}

/** The adjustment row, written only when the statement before it in the batch changed its row. */
export function insertAdjustmentIfChanged(d1: D1Database, a: StockAdjustment): D1PreparedStatement {
  return d1
    .prepare(
      `INSERT INTO stock_adjustments (product_id, sku, source, reason, stock_before, stock_after, note, actor_id, created_at)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE changes() = 1`,
    )
    .bind(a.productId, a.sku, a.source, a.reason, a.before, a.after, a.note, a.actorId, nowIso())
}

/** Sets the active flag; changes 0 when it already had that value. */
export function setActiveStatement(d1: D1Database, productId: number, active: boolean): D1PreparedStatement {
  return d1
    .prepare('UPDATE products SET active = ? WHERE id = ? AND active <> ?')
    .bind(active ? 1 : 0, productId, active ? 1 : 0)
}

export function productRef(d1: D1Database, productId: number): Promise<{ id: number; slug: string } | null> {
  return first<{ id: number; slug: string }>(d1, 'SELECT id, slug FROM products WHERE id = ?', productId)
}
