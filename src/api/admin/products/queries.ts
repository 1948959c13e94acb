import type { StaffMe } from '~/contract/admin'
import { PRODUCT_TEXT_KEYS } from '~/contract/admin-catalogue'
import { all, first } from '../../db/sql'
import { priceNowSql } from '../../catalog/price-now'
import { nowIso } from '../../clock'

// D1 access of the back-office's catalogue editor (./service.ts holds the rules and the batches).
//
// A save is one batch. Its first statement writes the product (INSERT, or UPDATE … WHERE version = ?) with a fresh
// edit token; every other statement of the batch runs only where that token is in place (`guard`), so a save that
// lost to another person's leaves nothing behind. The product is found by its (new) slug, which the batch knows
// before the row exists.

export interface Guard {
  /** The product's id as an SQL expression. */
  id: string
  sql: string
  bind: unknown[]
}

export function guardOf(slug: string, token: string): Guard {
  return {
    id: '(SELECT id FROM products WHERE slug = ?)',
    sql: 'EXISTS (SELECT 1 FROM products WHERE slug = ? AND edit_token = ?)',
    bind: [slug, token],
  }
}

export interface ProductRow {
  id: number
  product_type: string
  sku: string | null
  slug: string
  name: string
  brand: string | null
  year: number | null
  price: number
  price_now: number
  reference_price: number | null
  sale_price: number | null
  sale_starts_at: string | null
  sale_ends_at: string | null
  stock: number
  tipo: string
  country: string | null
  region: string | null
  denomination: string | null
  variety: string | null
  strains: string | null
  vineyard: string | null
  volume_ml: number | null
  alcohol: number | null
  body: number | null
  acidity: number | null
  sweetness: number | null
  freshness: number | null
  guarda_years: number | null
  aromatic_family: string | null
  cheese_type: string | null
  milk: string | null
  weight_grams: number | null
  units_per_box: number | null
  active: number
  version: number
}

export function findProduct(d1: D1Database, id: number): Promise<ProductRow | null> {
  return first<ProductRow>(d1, `SELECT p.*, ${priceNowSql()} AS price_now FROM products p WHERE p.id = ?`, id)
}

export interface TextsRow {
  locale: 'es' | 'en'
  description: string | null
  description_card: string | null
  tasting_notes: string | null
  aromatic_notes: string | null
  pairing: string | null
  sommelier_comment: string | null
}

export function productTexts(d1: D1Database, id: number): Promise<TextsRow[]> {
  return all<TextsRow>(d1, 'SELECT * FROM product_translations WHERE product_id = ?', id)
}

export function productCategorySlugs(d1: D1Database, id: number): Promise<{ category_slug: string }[]> {
  return all(d1, 'SELECT category_slug FROM product_categories WHERE product_id = ? ORDER BY category_slug', id)
}

export interface FormatRow {
  sku: string
  grams: number | null
  price: number
  reference_price: number | null
  is_unit_sales: number
}

export function productFormats(d1: D1Database, id: number): Promise<FormatRow[]> {
  return all<FormatRow>(
    d1,
    'SELECT sku, grams, price, reference_price, is_unit_sales FROM product_formats WHERE product_id = ? ORDER BY sort_order',
    id,
  )
}

export function oldSlugs(d1: D1Database, id: number): Promise<{ slug: string }[]> {
  return all(d1, 'SELECT slug FROM product_slug_history WHERE product_id = ? ORDER BY created_at DESC', id)
}

export function allCategories(d1: D1Database): Promise<{ slug: string; name_es: string; name_en: string }[]> {
  return all(d1, 'SELECT slug, name_es, name_en FROM categories ORDER BY sort_order, slug')
}

export function slugOwner(d1: D1Database, slug: string): Promise<{ id: number } | null> {
  return first(d1, 'SELECT id FROM products WHERE slug = ?', slug)
}

/** Which product sells a sku (its own or one of its formats). */
export async function skuOwners(d1: D1Database, skus: string[]): Promise<{ sku: string; product_id: number }[]> {
  if (skus.length === 0) return []
  return all(
    d1,
    `SELECT sku, product_id FROM sellable_items WHERE sku IN (SELECT value FROM json_each(?))`,
    JSON.stringify(skus),
  )
}

/** The columns of products the editor writes (values already in the table's form). */
export type ProductColumns = Record<string, string | number | null>

export function insertProductStatement(d1: D1Database, columns: ProductColumns, token: string): D1PreparedStatement {
  const names = [...Object.keys(columns), 'edit_token', 'created_at']
  return d1
    .prepare(`INSERT INTO products (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`)
    .bind(...Object.values(columns), token, nowIso())
}

/** The save of a product as the person saw it (`version`); changes nothing when someone saved in between. */
export function updateProductStatement(
  d1: D1Database,
  id: number,
  version: number,
  columns: ProductColumns,
  token: string,
): D1PreparedStatement {
  const sets = Object.keys(columns).map((name) => `${name} = ?`)
  return d1
    .prepare(
      `UPDATE products SET ${sets.join(', ')}, version = version + 1, edit_token = ? WHERE id = ? AND version = ?`,
    )
    .bind(...Object.values(columns), token, id, version)
}

export function upsertTextsStatement(
  d1: D1Database,
  guard: Guard,
  locale: 'es' | 'en',
  texts: Record<(typeof PRODUCT_TEXT_KEYS)[number], string>,
): D1PreparedStatement {
  return d1
    .prepare(
      `INSERT INTO product_translations (product_id, locale, ${PRODUCT_TEXT_KEYS.join(', ')})
       SELECT ${guard.id}, ?, ${PRODUCT_TEXT_KEYS.map(() => '?').join(', ')} WHERE ${guard.sql}
       ON CONFLICT (product_id, locale) DO UPDATE SET ${PRODUCT_TEXT_KEYS.map((c) => `${c} = excluded.${c}`).join(', ')}`,
    )
    .bind(guard.bind[0], locale, ...PRODUCT_TEXT_KEYS.map((c) => texts[c] || null), ...guard.bind)
}

export function replaceCategoriesStatements(d1: D1Database, guard: Guard, slugs: string[]): D1PreparedStatement[] {
  return [
    d1
      .prepare(
        `DELETE FROM product_categories WHERE product_id = ${guard.id} AND category_slug NOT IN (SELECT value FROM json_each(?)) AND ${guard.sql}`,
      )
      .bind(guard.bind[0], JSON.stringify(slugs), ...guard.bind),
    d1
      .prepare(
        `INSERT OR IGNORE INTO product_categories (category_slug, product_id)
         SELECT j.value, ${guard.id} FROM json_each(?) j WHERE ${guard.sql}`,
      )
      .bind(guard.bind[0], JSON.stringify(slugs), ...guard.bind),
  ]
}

export function replaceFormatsStatements(
  d1: D1Database,
  guard: Guard,
  formats: {
    sku: string
    grams: number | null
    price: number
    reference_price: number | null
    is_unit_sales: boolean
  }[],
): D1PreparedStatement[] {
  return [
    d1
      .prepare(
        `DELETE FROM product_formats WHERE product_id = ${guard.id} AND sku NOT IN (SELECT value FROM json_each(?)) AND ${guard.sql}`,
      )
      .bind(guard.bind[0], JSON.stringify(formats.map((f) => f.sku)), ...guard.bind),
    ...formats.map((f, i) =>
      d1
        .prepare(
          `INSERT INTO product_formats (sku, product_id, grams, price, reference_price, is_unit_sales, sort_order)
           SELECT ?, ${guard.id}, ?, ?, ?, ?, ? WHERE ${guard.sql}
           ON CONFLICT (sku) DO UPDATE SET grams = excluded.grams, price = excluded.price,
             reference_price = excluded.reference_price, is_unit_sales = excluded.is_unit_sales, sort_order = excluded.sort_order`,
        )
        .bind(f.sku, guard.bind[0], f.grams, f.price, f.reference_price, f.is_unit_sales ? 1 : 0, i, ...guard.bind),
    ),
  ]
}

/** The old slug keeps answering (301) for the product; the new one is nobody's old slug any more. */
export function slugMovedStatements(d1: D1Database, guard: Guard, from: string, to: string): D1PreparedStatement[] {
  return [
    d1.prepare(`DELETE FROM product_slug_history WHERE slug = ? AND ${guard.sql}`).bind(to, ...guard.bind),
    d1
      .prepare(
        `INSERT INTO product_slug_history (slug, product_id, created_at) SELECT ?, ${guard.id}, ? WHERE ${guard.sql}
         ON CONFLICT (slug) DO UPDATE SET product_id = excluded.product_id, created_at = excluded.created_at`,
      )
      .bind(from, guard.bind[0], nowIso(), ...guard.bind),
  ]
}

/** The save's audit row, in the same batch and only where the save won. */
export function guardedAuditStatement(
  d1: D1Database,
  actor: StaffMe,
  guard: Guard,
  action: string,
  before: unknown,
  after: unknown,
): D1PreparedStatement {
  return d1
    .prepare(
      `INSERT INTO audit_log (actor_id, actor_email, action, entity_type, entity_id, before, after, created_at)
       SELECT ?, ?, ?, 'product', CAST(${guard.id} AS TEXT), ?, ?, ? WHERE ${guard.sql}`,
    )
    .bind(
      actor.id,
      actor.email,
      action,
      guard.bind[0],
      before === undefined ? null : JSON.stringify(before),
      after === undefined ? null : JSON.stringify(after),
      nowIso(),
      ...guard.bind,
    )
}

export interface CatalogueRow {
  id: number
  name: string
  slug: string
  product_type: string
  price: number
  price_now: number
  sale_price: number | null
  active: number
  stock: number
  photo_key: string | null
  photo_id: number | null
  photo_width: number | null
  photo_height: number | null
  photo_alt: string | null
  photo_type: string | null
}

const list =
  () => `SELECT p.id, p.name, p.slug, p.product_type, p.price, ${priceNowSql()} AS price_now, p.sale_price, p.active,
    CASE WHEN p.sku IS NULL THEN coalesce((SELECT sum(f.stock) FROM product_formats f WHERE f.product_id = p.id), 0) ELSE p.stock END AS stock,
    ph.key AS photo_key, ph.id AS photo_id, ph.width AS photo_width, ph.height AS photo_height, ph.alt AS photo_alt,
    ph.content_type AS photo_type
  FROM products p
  LEFT JOIN photos ph ON ph.id = (SELECT id FROM photos WHERE entity_type = 'product' AND entity_id = p.id ORDER BY sort_order, id LIMIT 1)`

/** `where` is built by the caller from fixed conditions on `p.` columns; rows are `{ n }`. */
export function catalogueCountStatement(d1: D1Database, where: string, bind: unknown[]): D1PreparedStatement {
  return d1.prepare(`SELECT count(*) AS n FROM products p ${where}`).bind(...bind)
}

/** One page of the catalogue, newest first: rows are CatalogueRow. */
export function cataloguePageStatement(
  d1: D1Database,
  where: string,
  bind: unknown[],
  limit: number,
  offset: number,
): D1PreparedStatement {
  return d1.prepare(`${list()} ${where} ORDER BY p.id DESC LIMIT ? OFFSET ?`).bind(...bind, limit, offset)
}

// ------------------------------------------------------------------------------------------------------- photos

export function productPhotoIds(d1: D1Database, id: number): Promise<{ id: number }[]> {
  return all(d1, `SELECT id FROM photos WHERE entity_type = 'product' AND entity_id = ? ORDER BY sort_order, id`, id)
}

export function photoAlts(d1: D1Database, id: number): Promise<{ id: number; alt: string; alt_en: string }[]> {
  return all(d1, `SELECT id, alt, alt_en FROM photos WHERE entity_type = 'product' AND entity_id = ?`, id)
}

export function setPhotoOrderStatement(d1: D1Database, productId: number, ids: number[]): D1PreparedStatement {
  return d1
    .prepare(
      `UPDATE photos SET sort_order = (SELECT j.key FROM json_each(?) j WHERE j.value = photos.id)
       WHERE entity_type = 'product' AND entity_id = ?`,
    )
    .bind(JSON.stringify(ids), productId)
}

export function setPhotoAltStatement(
  d1: D1Database,
  productId: number,
  photoId: number,
  alt: string | undefined,
  altEn: string | undefined,
): D1PreparedStatement {
  return d1
    .prepare(
      `UPDATE photos SET alt = coalesce(?, alt), alt_en = coalesce(?, alt_en)
       WHERE id = ? AND entity_type = 'product' AND entity_id = ?`,
    )
    .bind(alt ?? null, altEn ?? null, photoId, productId)
}
