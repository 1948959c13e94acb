import { DEFAULT_GIFT_CARD_PRICE } from '~/lib/limits'
import { nowIso } from '../clock'
import { sellableItemsSql } from '../catalog/price-now'
import type { CartItem, RelatedItem } from '~/contract/cart'

// D1 access of the cart. Rows are mapped to contract types here and nowhere else (STYLE 7).

export interface CartRow {
  id: string
  user_id: number | null
  email: string | null
  coupon_code: string | null
  gift_box: number
  gift_text: string | null
}

export interface SellableRow extends RelatedItem, Pick<CartItem, 'year' | 'format_grams'> {
  product_id: number
  source: 'product' | 'format'
  is_unit_sales: number
}

export async function findCart(d1: D1Database, cartId: string): Promise<CartRow | null> {
  return d1
    .prepare('SELECT id, user_id, email, coupon_code, gift_box, gift_text FROM carts WHERE id = ?')
    .bind(cartId)
    .first<CartRow>()
}

export async function createCart(d1: D1Database, userId: number | null): Promise<string> {
  const id = crypto.randomUUID()
  await d1
    .prepare('INSERT INTO carts (id, user_id, created_at, updated_at) VALUES (?1, ?2, ?3, ?3)')
    .bind(id, userId, nowIso())
    .run()
  return id
}

export async function findSellable(d1: D1Database, sku: string): Promise<SellableRow | null> {
  return d1.prepare(`SELECT * FROM ${sellableItemsSql()} WHERE sku = ?`).bind(sku).first<SellableRow>()
}

/** The cart's lines joined with the catalogue: price and stock always come from the sellable items of the moment. */
export async function cartLines(
  d1: D1Database,
  cartId: string,
): Promise<(SellableRow & { qty: number; seen_price: number | null })[]> {
  const { results } = await d1
    .prepare(
      `SELECT s.*, ci.qty AS qty, ci.seen_price AS seen_price FROM cart_items ci JOIN ${sellableItemsSql()} s ON s.sku = ci.sku
       WHERE ci.cart_id = ? ORDER BY ci.added_at, ci.sku`,
    )
    .bind(cartId)
    .all<SellableRow & { qty: number; seen_price: number | null }>()
  return results
}

export function toCartItem(row: SellableRow & { qty: number }): CartItem {
  return {
    sku: row.sku,
    name: row.name,
    brand: row.brand,
    year: row.year,
    qty: row.qty,
    price: row.price,
    reference_price: row.reference_price,
    stock: row.stock,
    image: row.frontend_image,
    frontend_image: row.frontend_image,
    slug: row.slug,
    product_type: row.product_type,
    format_grams: row.format_grams,
    is_unit_sales: row.is_unit_sales === 1,
  }
}

export function toRelatedItem(row: SellableRow): RelatedItem {
  return {
    sku: row.sku,
    name: row.name,
    brand: row.brand,
    price: row.price,
    reference_price: row.reference_price,
    stock: row.stock,
    frontend_image: row.frontend_image,
    slug: row.slug,
    product_type: row.product_type,
  }
}

/** docs/product.md, Pages 'usually purchased together': bought with these skus in past orders first, then the same kinds; in stock only. */
export async function relatedFor(d1: D1Database, skus: string[], limit = 8): Promise<RelatedItem[]> {
  if (skus.length === 0) return []
  const list = skus.slice(0, 40)
  const marks = list.map(() => '?').join(', ')
  const { results } = await d1
    .prepare(
      `WITH together AS (
         SELECT b.sku AS sku, COUNT(*) AS n FROM order_items a JOIN order_items b ON b.order_id = a.order_id AND b.sku <> a.sku
         WHERE a.sku IN (${marks}) GROUP BY b.sku
       ), kinds AS (SELECT DISTINCT product_type FROM sellable_items WHERE sku IN (${marks}))
       SELECT s.*, COALESCE(t.n, 0) AS together FROM ${sellableItemsSql()} s LEFT JOIN together t ON t.sku = s.sku
       WHERE s.stock > 0 AND s.sku NOT IN (${marks})
         AND (t.n IS NOT NULL OR s.product_type IN (SELECT product_type FROM kinds))
       ORDER BY together DESC, (COALESCE(s.reference_price, 0) > s.price) DESC, s.price DESC
       LIMIT ?`,
    )
    .bind(...list, ...list, ...list, limit * 3)
    .all<SellableRow>()
  // Gourmet products come as several format skus: one card per product.
  const seen = new Set<number>()
  const out: RelatedItem[] = []
  for (const row of results) {
    if (seen.has(row.product_id)) continue
    seen.add(row.product_id)
    out.push(toRelatedItem(row))
    if (out.length >= limit) break
  }
  return out
}

export async function giftBoxPrice(d1: D1Database): Promise<number> {
  // docs/product.md, What the shop stores / Numbers and limits: content shopping_cart_descriptions.gift_card_price, default 2000 (converted to a number, docs/product.md, Validation and messages).
  const row = await d1
    .prepare(
      `SELECT json_extract(content, '$.shopping_cart_descriptions.gift_card_price') AS price FROM pages
       WHERE slug = 'shopping-cart' AND locale = 'es'`,
    )
    .first<{ price: unknown }>()
    .catch(() => null)
  const n = Number(String(row?.price ?? '').replace(/[$.\s]/g, ''))
  return Number.isFinite(n) && n > 0 ? n : DEFAULT_GIFT_CARD_PRICE
}

export async function removeLine(d1: D1Database, cartId: string, sku: string, at: string): Promise<void> {
  await d1.batch([
    d1.prepare('DELETE FROM cart_items WHERE cart_id = ? AND sku = ?').bind(cartId, sku),
    d1.prepare('UPDATE carts SET updated_at = ? WHERE id = ?').bind(at, cartId),
  ])
}

export interface LineChange {
  cartId: string
  /** The caller's account, recorded only when this change creates the cart. */
  userId: number | null
  sku: string
  qty: number
  mode: 'add' | 'set'
  /** The most units one line may hold (HOLD_LIMITS in src/lib/limits.ts). */
  cap: number
  at: string
}

/**
 * Adds to or sets a line in ONE batch (one transaction), the quantity computed by SQL, never read first and
 * written back: the cart is created if its id is new (INSERT … ON CONFLICT on the id the requests share, so
 * parallel first additions land in one cart), the line is upserted with `qty + n` (or `n`) capped at the stock and
 * at the line cap, a line of a sold-out product goes. Answers the line's quantity before and after, and the stock.
 */
export async function changeLine(
  d1: D1Database,
  change: LineChange,
): Promise<{ before: number | null; after: number | null; stock: number }> {
  const { cartId, sku, qty, cap, at } = change
  const grown = change.mode === 'add' ? 'cart_items.qty + ?3' : '?3'
  const results = await d1.batch([
    d1
      .prepare(
        `INSERT INTO carts (id, user_id, created_at, updated_at) VALUES (?1, ?2, ?3, ?3)
         ON CONFLICT (id) DO UPDATE SET updated_at = excluded.updated_at`,
      )
      .bind(cartId, change.userId, at),
    d1.prepare('SELECT qty FROM cart_items WHERE cart_id = ? AND sku = ?').bind(cartId, sku),
    d1
      .prepare(
        `INSERT INTO cart_items (cart_id, sku, qty, added_at)
         SELECT ?1, ?2, MIN(?3, s.stock, ?4), ?5 FROM sellable_items s WHERE s.sku = ?2 AND s.stock > 0
         ON CONFLICT (cart_id, sku) DO UPDATE
         SET qty = MIN(${grown}, (SELECT stock FROM sellable_items WHERE sku = ?2), ?4)`,
      )
      .bind(cartId, sku, qty, cap, at),
    d1
      .prepare(
        `DELETE FROM cart_items WHERE cart_id = ?1 AND sku = ?2
         AND NOT EXISTS (SELECT 1 FROM sellable_items WHERE sku = ?2 AND stock > 0)`,
      )
      .bind(cartId, sku),
    d1
      .prepare(
        `SELECT s.stock AS stock, ci.qty AS qty FROM sellable_items s
         LEFT JOIN cart_items ci ON ci.cart_id = ?1 AND ci.sku = s.sku WHERE s.sku = ?2`,
      )
      .bind(cartId, sku),
    seenPricesStatement(d1, cartId),
  ])
  const before = (results[1]?.results[0] as { qty: number } | undefined)?.qty ?? null
  const now = results[4]?.results[0] as { stock: number; qty: number | null } | undefined
  return { before, after: now?.qty ?? null, stock: now?.stock ?? 0 }
}

/**
 * Every line of the cart remembers the price it is shown at now: a change of the cart is the shopper acting on the
 * prices they see, so earlier price notices are done with (the cart's price_changes).
 */
export function seenPricesStatement(d1: D1Database, cartId: string): D1PreparedStatement {
  return d1
    .prepare(
      `UPDATE cart_items SET seen_price = (SELECT s.price FROM ${sellableItemsSql()} s WHERE s.sku = cart_items.sku)
       WHERE cart_id = ?`,
    )
    .bind(cartId)
}

/** The gift box of the cart, created by this change if its id is new (the storefront decides new ids). */
export async function setGiftBox(
  d1: D1Database,
  cart: { id: string; userId: number | null },
  giftBox: 0 | 1,
  text: string | null,
  at: string,
): Promise<void> {
  await d1
    .prepare(
      `INSERT INTO carts (id, user_id, gift_box, gift_text, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?5)
       ON CONFLICT (id) DO UPDATE SET gift_box = excluded.gift_box, gift_text = excluded.gift_text`,
    )
    .bind(cart.id, cart.userId, giftBox, text, at)
    .run()
}

/**
 * Deletes, at most 5000 at a time, the carts untouched since `emptyBefore` that are empty, or are a guest's and
 * untouched since `guestBefore`; never the cart of an order still waiting for its payment. Lines go with their
 * cart (ON DELETE CASCADE).
 */
export function deleteAbandonedCarts(d1: D1Database, emptyBefore: string, guestBefore: string): Promise<D1Result> {
  return d1
    .prepare(
      `DELETE FROM carts WHERE id IN (
         SELECT c.id FROM carts c
         WHERE c.updated_at < ?1
           AND (NOT EXISTS (SELECT 1 FROM cart_items i WHERE i.cart_id = c.id)
                OR (c.user_id IS NULL AND c.updated_at < ?2))
           AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.cart_id = c.id AND o.status = 'pending_payment')
         LIMIT 5000)`,
    )
    .bind(emptyBefore, guestBefore)
    .run()
}
