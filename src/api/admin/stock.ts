import { foldLike, foldSql } from '../db/fold'
import * as v from 'valibot'
import type { AdminStockItem, StaffMe, adminProductsQuerySchema, stockAdjustmentSchema } from '~/contract/admin'
import type { Paged } from '~/contract/paging'
import { LOW_STOCK_THRESHOLD } from '~/lib/limits'
import { PRODUCT_TYPE } from '~/lib/product-type'
import { HttpError, type ApiContext } from '../http'
import { pageOf } from '../paging'
import { auditStatement } from './queries/audit'
import { adminCopy } from './messages'
import {
  findItem,
  insertAdjustmentIfChanged,
  productRef,
  setActiveStatement,
  setStockIfUnchanged,
  stockCountStatement,
  stockPageStatement,
  type StockRow,
} from './queries/stock'

// Stock and the active flag, as the staff run them. Every change is one conditional UPDATE (the tables' CHECK keeps
// stock at 0 or above) followed, in the same batch, by its adjustment row and audit row, written only when the
// UPDATE changed the row (`changes()`); a stock rising from 0 wakes the back-in-stock alerts (trigger, migration 0018).

export function lowStockThreshold(env: Pick<ShopEnv, 'LOW_STOCK_THRESHOLD'>): number {
  const n = Number(env.LOW_STOCK_THRESHOLD)
  return Number.isInteger(n) && n >= 0 && env.LOW_STOCK_THRESHOLD !== undefined && env.LOW_STOCK_THRESHOLD !== ''
    ? n
    : LOW_STOCK_THRESHOLD
}

const TYPE_KEY: Record<string, AdminStockItem['product_type']> = {
  [PRODUCT_TYPE.wine]: 'wine',
  [PRODUCT_TYPE.alcohol]: 'alcohol',
  [PRODUCT_TYPE.box]: 'box',
  [PRODUCT_TYPE.gourmet]: 'gourmet',
}

function toItem(row: StockRow): AdminStockItem {
  return {
    product_id: row.product_id,
    sku: row.sku,
    source: row.source,
    name: row.name,
    format:
      row.source === 'format'
        ? row.is_unit_sales
          ? 'unidad'
          : row.format_grams
            ? `${row.format_grams} g`
            : null
        : null,
    slug: row.slug,
    product_type: TYPE_KEY[row.product_type] ?? 'wine',
    price: row.price,
    stock: row.stock,
    active: row.active === 1,
  }
}

export async function listStock(
  c: ApiContext,
  q: v.InferOutput<typeof adminProductsQuerySchema>,
): Promise<Paged<AdminStockItem> & { low_stock_threshold: number }> {
  const where: string[] = []
  const bind: unknown[] = []
  if (q.q) {
    // Accent- and case-insensitive: "requinoa" finds "Requínoa" (src/api/db/fold.ts).
    where.push(`(${foldSql('s.name')} LIKE ? ESCAPE '\\' OR ${foldSql('s.sku')} LIKE ? ESCAPE '\\')`)
    const like = foldLike(q.q)
    bind.push(like, like)
  }
  if (q.type) {
    where.push('s.product_type = ?')
    bind.push(PRODUCT_TYPE[q.type])
  }
  if (q.low_stock !== '') {
    where.push('s.stock <= ?')
    bind.push(q.low_stock)
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : ''
  const d1 = c.var.d1
  const [count, page] = await d1.batch([
    stockCountStatement(d1, clause, bind),
    stockPageStatement(d1, clause, bind, q.per_page, (q.page - 1) * q.per_page),
  ])
  const total = (count!.results[0] as { n: number }).n
  return {
    ...pageOf((page!.results as StockRow[]).map(toItem), total, q),
    // The list's low-stock filter and badges use the shop's threshold.
    low_stock_threshold: lowStockThreshold(c.env),
  }
}

export async function adjustStock(
  c: ApiContext,
  staff: StaffMe,
  productId: number,
  input: v.InferOutput<typeof stockAdjustmentSchema>,
): Promise<AdminStockItem> {
  const d1 = c.var.d1
  const copy = adminCopy(c.var.locale)
  const item = await findItem(d1, input.sku)
  if (!item || item.product_id !== productId) throw new HttpError(404, copy.productNotFound)
  if (input.reason !== 'count' && input.quantity === 0) {
    throw new HttpError(422, copy.quantityPositive, { quantity: [copy.quantityPositive] })
  }
  const after =
    input.reason === 'received'
      ? input.expected_stock + input.quantity
      : input.reason === 'broken'
        ? input.expected_stock - input.quantity
        : input.quantity
  if (after < 0) throw new HttpError(422, copy.stockNegative, { quantity: [copy.stockNegative] })
  // The change applies to the stock the person saw; if an order took units meanwhile it is refused (409).
  const results = await d1.batch([
    setStockIfUnchanged(d1, item.source, input.sku, input.expected_stock, after),
    insertAdjustmentIfChanged(d1, {
      productId,
      sku: input.sku,
      source: item.source,
      reason: input.reason,
      before: input.expected_stock,
      after,
      note: input.note,
      actorId: staff.id,
    }),
    auditStatement(
      d1,
      staff,
      {
        action: 'stock.adjust',
        entity: { type: 'product', id: productId },
        before: { sku: input.sku, stock: input.expected_stock },
        after: { sku: input.sku, stock: after, reason: input.reason, note: input.note || undefined },
      },
      { sql: 'changes() = 1', bind: [] },
    ),
  ])
  // meta.changes also counts rows the back-in-stock trigger touched: only 0 means the update lost.
  if ((results[0]?.meta.changes ?? 0) === 0) {
    const now = await findItem(d1, input.sku)
    const message = copy.stockConflict(now?.stock ?? 0)
    throw new HttpError(409, message, { expected_stock: [message] }, undefined, { current: { stock: now?.stock ?? 0 } })
  }
  return toItem((await findItem(d1, input.sku))!)
}

export async function setProductActive(c: ApiContext, staff: StaffMe, productId: number, active: boolean) {
  const d1 = c.var.d1
  const results = await d1.batch([
    setActiveStatement(d1, productId, active),
    auditStatement(
      d1,
      staff,
      {
        action: active ? 'product.activate' : 'product.deactivate',
        entity: { type: 'product', id: productId },
        before: { active: !active },
        after: { active },
      },
      { sql: 'changes() = 1', bind: [] },
    ),
  ])
  const exists = await productRef(d1, productId)
  if (!exists) throw new HttpError(404, adminCopy(c.var.locale).productNotFound)
  // 0 rows changed: the flag already had that value.
  return { product_id: productId, active, changed: (results[0]?.meta.changes ?? 0) > 0 }
}
