import { all, first, run } from '../db/sql'
import { nowIso } from '../clock'

export interface ProductStock {
  id: number
  name: string
  slug: string
  product_type: string
  stock: number
}

/** The product and the stock a shopper can buy now (a product sold by formats counts its formats' stock). */
export function productStock(d1: D1Database, slug: string) {
  return first<ProductStock>(
    d1,
    `SELECT p.id, p.name, p.slug, p.product_type,
       CASE WHEN p.sku IS NULL THEN coalesce((SELECT sum(f.stock) FROM product_formats f WHERE f.product_id = p.id), 0)
       ELSE p.stock END AS stock
     FROM products p WHERE p.slug = ?`,
    slug,
  )
}

/** Asking twice keeps the one open alert (and its language follows the latest request). */
export function upsertAlert(
  d1: D1Database,
  alert: { productId: number; email: string; userId: number | null; locale: string; token: string },
) {
  return run(
    d1,
    `INSERT INTO stock_alerts (product_id, email, user_id, locale, token, created_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (product_id, email) WHERE notified_at IS NULL DO UPDATE SET locale = excluded.locale`,
    alert.productId,
    alert.email,
    alert.userId,
    alert.locale,
    alert.token,
    nowIso(),
  )
}

/** Removes an alert not yet sent; `meta.changes` is 0 when the token names none. */
export function deleteOpenAlert(d1: D1Database, token: string) {
  return run(d1, 'DELETE FROM stock_alerts WHERE token = ? AND notified_at IS NULL', token)
}

export interface DueAlert {
  id: number
  email: string
  locale: string
  token: string
  name: string
  slug: string
  product_type: string
}

export function dueAlerts(d1: D1Database, limit: number) {
  return all<DueAlert>(
    d1,
    `SELECT a.id, a.email, a.locale, a.token, p.name, p.slug, p.product_type FROM stock_alerts a
     JOIN products p ON p.id = a.product_id
     WHERE a.due_at IS NOT NULL AND a.notified_at IS NULL ORDER BY a.due_at LIMIT ?`,
    limit,
  )
}

/** Marks the alert sent only if it is still unsent: `meta.changes` 0 means another run took it. */
export function claimAlert(d1: D1Database, id: number) {
  return run(d1, 'UPDATE stock_alerts SET notified_at = ? WHERE id = ? AND notified_at IS NULL', nowIso(), id)
}

export function releaseAlert(d1: D1Database, id: number) {
  return run(d1, 'UPDATE stock_alerts SET notified_at = NULL WHERE id = ?', id)
}
