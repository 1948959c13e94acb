import type { FacetKey, ListQuery, Resource } from '~/contract/catalog'
import type { Locale } from '~/lib/locale'
import { PRODUCT_TYPE, typeFromLetter } from '~/lib/product-type'
import { ftsQuery } from './fts'
import { discountNowSql, priceNowSql, referenceNowSql } from './price-now'

/** search_fts rowids of blog articles and events (migrations/0006_blog_events.sql); products use their own id. */
export const BLOG_ROWID_BASE = 1_000_000_000
export const EVENT_ROWID_BASE = 2_000_000_000

// D1 access of the catalogue: raw SQL with bound parameters (dynamic filters and facet counts read better
// than a query builder here). Every list starts from product_type or an indexed set, so no full scan
// (tests/api/catalog.test.ts runs EXPLAIN QUERY PLAN on these exact statements).

export type { Sql } from '../db/sql'
import type { Sql } from '../db/sql'

/** Which products a resource lists before any filter. */
export type Scope =
  { kind: 'type'; productType: string } | { kind: 'offers' } | { kind: 'category'; slug: string } | { kind: 'search' }

export function scopeFor(resource: Exclude<Resource, 'category'>): Scope {
  switch (resource) {
    case 'wines':
      return { kind: 'type', productType: PRODUCT_TYPE.wine }
    case 'alcohols':
      return { kind: 'type', productType: PRODUCT_TYPE.alcohol }
    case 'boxes':
      return { kind: 'type', productType: PRODUCT_TYPE.box }
    case 'gourmets':
      return { kind: 'type', productType: PRODUCT_TYPE.gourmet }
    case 'offers':
      return { kind: 'offers' }
    case 'search':
      return { kind: 'search' }
  }
}

/** Facet key → the column it filters and groups on (docs/product.md, Pages filter names), without a table alias. */
const FACET_COLUMN: Record<FacetKey, { column: string; label?: string; extra?: [column: string, value: string] }> = {
  tipo: { column: 'tipo' },
  tipo_gourmet: { column: 'tipo' },
  pais: { column: 'country' },
  region: { column: 'region_slug', label: 'region' },
  region_francia: { column: 'region_slug', label: 'region', extra: ['country', 'francia'] },
  variedad: { column: 'variety_slug', label: 'variety' },
  marca: { column: 'brand_slug', label: 'brand' },
  tipo_queso: { column: 'cheese_type' },
  categoria: { column: 'product_type' },
}

const FACET_KEYS = Object.keys(FACET_COLUMN) as FacetKey[]

/**
 * The active facet filters of a query on the rows aliased `alias` (all but those in `omit`): a value list each, the
 * one rule every list, count and facet count of the catalogue filters facets by.
 */
function facetFilters(query: ListQuery, alias: string, omit: ReadonlySet<string> = new Set()): Sql {
  const parts: string[] = []
  const params: unknown[] = []
  for (const key of FACET_KEYS) {
    const values = query[key]
    if (!values || values.length === 0 || omit.has(key)) continue
    const { column, extra } = FACET_COLUMN[key]
    const mapped = key === 'categoria' ? values.map((l) => typeFromLetter(l as 'w')) : values
    parts.push(`${alias}.${column} IN (${placeholders(mapped.length)})`)
    params.push(...mapped)
    if (extra) parts.push(`${alias}.${extra[0]} = '${extra[1]}'`)
  }
  return { sql: parts.join(' AND '), params }
}

/** Stock a shopper can buy: the product's own, or the sum of its formats when it sells only through formats. */
export const STOCK_SQL =
  'CASE WHEN p.sku IS NULL THEN coalesce((SELECT sum(f.stock) FROM product_formats f WHERE f.product_id = p.id), 0) ELSE p.stock END'

/** A facet, a price bound or a vintage: enough for the results page to list something without text. */
export function hasNarrowing(query: ListQuery): boolean {
  const facet = FACET_KEYS.some((key) => query[key]?.length)
  return facet || query.precio_min !== undefined || query.precio_max !== undefined || query.cosecha !== undefined
}

/**
 * The products table as a scope's lists, counts and facets read it. A family's list reads the covering index of
 * every attribute a list filters, sorts or counts on (products_list_idx, migrations/0023_one_catalogue_engine.sql),
 * the offers its partial twin: the statement never touches the wide product rows (descriptions, notes, JSON), which
 * is what made a facet count cost milliseconds at 5,000 products. Named, because SQLite's planner would otherwise
 * pick a narrower index of one filtered column and read each row from the table.
 */
export function productsFrom(scope: Scope): string {
  switch (scope.kind) {
    case 'type':
      return 'products p INDEXED BY products_list_idx'
    default:
      return 'products p'
  }
}

const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ')

/**
 * WHERE clause for a scope and the active filters; `omit` leaves out one facet or the price (a facet's counts and the
 * price range are read under every other filter).
 */
export function whereClause(scope: Scope, query: ListQuery, omit?: FacetKey | 'price'): Sql {
  // Products the staff switched off stay in orders and favourites but leave every list.
  const parts: string[] = ['p.active = 1']
  const params: unknown[] = []
  switch (scope.kind) {
    case 'type':
      parts.push('p.product_type = ?')
      params.push(scope.productType)
      break
    case 'offers':
      // A standing offer or a sale price inside its window: the candidates come from the two partial indexes
      // (products_offers_idx, products_sale_idx), never a scan of products; the price of the moment decides.
      parts.push(
        `p.id IN (SELECT id FROM products WHERE reference_price > price
                  UNION ALL SELECT id FROM products WHERE sale_price IS NOT NULL)
         AND ${referenceNowSql()} > ${priceNowSql()}`,
      )
      break
    case 'category':
      parts.push('p.id IN (SELECT pc.product_id FROM product_categories pc WHERE pc.category_slug = ?)')
      params.push(scope.slug)
      break
    case 'search':
      break
  }
  const match = ftsQuery(query.q)
  if (query.q !== undefined && query.q.trim() !== '') {
    // A search text with nothing searchable matches nothing (never the whole catalogue).
    parts.push(match ? 'p.id IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ?)' : '0')
    if (match) params.push(match)
  } else if (scope.kind === 'search' && !hasNarrowing(query)) {
    // The results page without text or any understood facet lists nothing, never the whole catalogue.
    parts.push('0')
  }
  const facets = facetFilters(query, 'p', new Set(omit ? [omit] : []))
  if (facets.sql) parts.push(facets.sql)
  params.push(...facets.params)
  if (omit !== 'price') {
    const price = priceFilter(query, priceNowSql())
    if (price.sql) parts.push(price.sql)
    params.push(...price.params)
  }
  if (query.cosecha !== undefined) {
    parts.push('p.year = ?')
    params.push(query.cosecha)
  }
  if (query.disponible === '1') parts.push(`(${STOCK_SQL}) > 0`)
  return { sql: parts.length ? parts.join(' AND ') : '1', params }
}

/** The price bounds of a query on a price expression (empty when it has none). */
function priceFilter(query: ListQuery, price: string): Sql {
  const parts: string[] = []
  const params: unknown[] = []
  if (query.precio_min !== undefined) {
    parts.push(`${price} >= ?`)
    params.push(query.precio_min)
  }
  if (query.precio_max !== undefined) {
    parts.push(`${price} <= ?`)
    params.push(query.precio_max)
  }
  return { sql: parts.join(' AND '), params }
}

/**
 * Sold-out products come after the ones a shopper can buy, whatever the order (a list, a category, the offers, a
 * search): the first rows of every list are things one can put in the cart. The stock is in the list index.
 */
export const IN_STOCK_FIRST = `(${STOCK_SQL}) > 0 DESC`

export const ORDER: Record<string, string> = {
  newest: 'p.created_at DESC, p.id DESC',
  price_asc: `${priceNowSql()} ASC, p.id ASC`,
  price_desc: `${priceNowSql()} DESC, p.id DESC`,
  name: 'p.name ASC, p.id ASC',
  discount: `${discountNowSql()} DESC, ${priceNowSql()} ASC, p.id ASC`,
}

/** Columns of a card (docs/product.md, What the shop stores product card), with the locale's card text and the gourmet formats as JSON. */
export function cardColumns(locale: Locale): Sql {
  return {
    sql: `p.id, p.sku, p.slug, p.product_type, p.name, p.name_card, p.brand, p.year, ${priceNowSql()} AS price,
      ${referenceNowSql()} AS reference_price, ${discountNowSql()} AS discount_percent, ${STOCK_SQL} AS stock, p.label, coalesce(t.label_text, p.label_text) AS label_text,
      p.frontend_image, p.frontend_cover_image, p.tipo, p.country, p.region, p.variety, p.volume_ml,
      t.description_card,
      CASE WHEN p.sku IS NULL THEN (
        SELECT json_group_array(json_object('sku', f.sku, 'price', f.price, 'reference_price', f.reference_price,
          'stock', f.stock, 'format', f.grams, 'label', f.label,
          'label_text', CASE WHEN ? = 'en' THEN coalesce(f.label_text_en, f.label_text) ELSE f.label_text END,
          'is_unit_sales', f.is_unit_sales))
        FROM (SELECT * FROM product_formats WHERE product_id = p.id ORDER BY sort_order) f
      ) END AS formats_json`,
    params: [locale],
  }
}

const translationJoin = 'LEFT JOIN product_translations t ON t.product_id = p.id AND t.locale = ?'

/**
 * One page of a list: the page's ids are ranked on the list index alone (filters, sort, LIMIT), and the card columns
 * (translations, stock of the formats, formats as JSON) are computed for those few rows only; computed before the
 * sort, they cost a correlated subquery per matching product.
 */
export function listStatement(scope: Scope, query: ListQuery, locale: Locale): Sql {
  const where = whereClause(scope, query)
  const cols = cardColumns(locale)
  const offset = (query.page - 1) * query.per_page
  const match = ftsQuery(query.q)
  if (match && query.sort === 'relevance') {
    // names rank above descriptions (bm25 weights name 10, keywords 4, body 1).
    return {
      sql: `SELECT ${cols.sql} FROM (
          SELECT p.id, s.score, (${STOCK_SQL}) > 0 AS available FROM (SELECT rowid AS id, bm25(search_fts, 10.0, 4.0, 1.0) AS score FROM search_fts WHERE search_fts MATCH ?) s
          JOIN ${productsFrom(scope)} ON p.id = s.id
          WHERE ${where.sql} ORDER BY available DESC, s.score ASC, p.id ASC LIMIT ? OFFSET ?
        ) r JOIN products p ON p.id = r.id ${translationJoin}
        ORDER BY r.available DESC, r.score ASC, p.id ASC`,
      params: [...cols.params, match, ...where.params, query.per_page, offset, locale],
    }
  }
  const order = `${IN_STOCK_FIRST}, ${ORDER[query.sort] ?? ORDER.newest}`
  return {
    sql: `SELECT ${cols.sql} FROM (
        SELECT p.id FROM ${productsFrom(scope)} WHERE ${where.sql} ORDER BY ${order} LIMIT ? OFFSET ?
      ) r JOIN products p ON p.id = r.id ${translationJoin}
      ORDER BY ${order}`,
    params: [...cols.params, ...where.params, query.per_page, offset, locale],
  }
}

export function countStatement(scope: Scope, query: ListQuery): Sql {
  const where = whereClause(scope, query)
  return { sql: `SELECT count(*) AS total FROM ${productsFrom(scope)} WHERE ${where.sql}`, params: where.params }
}

/** Counts per value of one facet under every other active filter (counts reflect the other filters). */
export function facetStatement(scope: Scope, query: ListQuery, key: FacetKey): Sql {
  const where = whereClause(scope, query, key)
  const { column, label, extra } = FACET_COLUMN[key]
  return {
    sql: `SELECT p.${column} AS value, ${label ? `max(p.${label})` : 'NULL'} AS label, count(*) AS n
      FROM ${productsFrom(scope)} WHERE ${where.sql} AND p.${column} IS NOT NULL${extra ? ` AND p.${extra[0]} = '${extra[1]}'` : ''}
      GROUP BY p.${column} ORDER BY n DESC, value ASC LIMIT 200`,
    params: where.params,
  }
}

/**
 * The price range of a facet call (under every filter but the price) and its total (under every filter) in one pass
 * over the list index: the total counts the rows inside the price bounds.
 */
export function priceRangeStatement(scope: Scope, query: ListQuery): Sql {
  const where = whereClause(scope, query, 'price')
  const inPrice = priceFilter(query, priceNowSql())
  return {
    sql: `SELECT min(${priceNowSql()}) AS min, max(${priceNowSql()}) AS max,
        ${inPrice.sql ? `count(*) FILTER (WHERE ${inPrice.sql})` : 'count(*)'} AS total
      FROM ${productsFrom(scope)} WHERE ${where.sql}`,
    params: [...inPrice.params, ...where.params],
  }
}

/**
 * The product a page asks for, by numeric id or slug, optionally restricted to one type: a WHERE on `alias`. The
 * statements of a product page repeat it in a subquery, so the whole page is one batch (no statement waits for the
 * product's id).
 */
function productMatch(alias: string, idOrSlug: string, productType: string | null): Sql {
  const byId = /^\d+$/.test(idOrSlug)
  return {
    sql: `${alias}.${byId ? 'id' : 'slug'} = ? AND ${alias}.active = 1${productType ? ` AND ${alias}.product_type = ?` : ''}`,
    params: [byId ? Number(idOrSlug) : idOrSlug, ...(productType ? [productType] : [])],
  }
}

/** The id of the product a page asks for, as a scalar subquery. */
function productIdOf(idOrSlug: string, productType: string | null): Sql {
  const match = productMatch('x', idOrSlug, productType)
  return { sql: `(SELECT x.id FROM products x WHERE ${match.sql})`, params: match.params }
}

/**
 * One product by numeric id or slug, optionally restricted to one type, with its texts in the locale (es fallback),
 * its editorial categories and its photographs (each as JSON in the staff's order): one statement where they were
 * three, since every statement of a batch costs a product page its own trip through D1 (its result encoded, sent and
 * decoded) however small its answer.
 */
export function detailStatement(idOrSlug: string, productType: string | null, locale: Locale): Sql {
  const cols = cardColumns(locale)
  const match = productMatch('p', idOrSlug, productType)
  return {
    sql: `SELECT ${cols.sql}, p.denomination, p.strains, p.vineyard, p.alcohol, p.body, p.acidity, p.sweetness, p.freshness,
        p.guarda_years, p.aromatic_family, p.scores, p.sale_unit, p.units_per_box, p.cheese_type, p.milk, p.weight_grams,
        coalesce(t.description, es.description) AS description, coalesce(t.tasting_notes, es.tasting_notes) AS tasting_notes,
        coalesce(t.aromatic_notes, es.aromatic_notes) AS aromatic_notes, coalesce(t.pairing, es.pairing) AS pairing,
        coalesce(t.sommelier_comment, es.sommelier_comment) AS sommelier_comment,
        (SELECT json_group_array(json_object('slug', c.slug, 'name', CASE WHEN ? = 'en' THEN c.name_en ELSE c.name_es END))
          FROM (SELECT c.slug, c.name_es, c.name_en FROM product_categories pc JOIN categories c ON c.slug = pc.category_slug
                WHERE pc.product_id = p.id ORDER BY c.sort_order) c) AS categories_json,
        (SELECT json_group_array(json_object('id', ph.id, 'key', ph.key, 'content_type', ph.content_type,
            'width', ph.width, 'height', ph.height, 'alt', CASE WHEN ? = 'en' AND ph.alt_en <> '' THEN ph.alt_en ELSE ph.alt END))
          FROM (SELECT * FROM photos WHERE entity_type = 'product' AND entity_id = p.id ORDER BY sort_order, id) ph) AS photos_json
      FROM products p ${translationJoin}
      LEFT JOIN product_translations es ON es.product_id = p.id AND es.locale = 'es'
      WHERE ${match.sql}`,
    params: [...cols.params, locale, locale, locale, ...match.params],
  }
}

/** The products a box holds (none for any other product), by the page's id or slug. */
export function boxContentsStatement(idOrSlug: string, productType: string | null, locale: Locale): Sql {
  const cols = cardColumns(locale)
  const box = productIdOf(idOrSlug, productType)
  return {
    sql: `SELECT ${cols.sql} FROM box_items b JOIN products p ON p.id = b.product_id ${translationJoin}
      WHERE b.box_id = ${box.sql} ORDER BY p.product_type DESC, ${priceNowSql()} DESC`,
    params: [...cols.params, locale, ...box.params],
  }
}

/**
 * Related products on a product page: same type, closest in grape, region and style, then in price; in stock only
 * (read with the page, so a product sold out a moment ago is not offered). The rank is a score (same style 1, same
 * grape 2, same region 1, same brand 1), then the distance in price, then the id.
 *
 * Ranking every product of the family (thousands of rows of the list index, sorted) made this the dearest statement
 * of a product page. Every product scoring 2 or more shares the grape, the region or the brand, so those are found
 * first through their indexes (a few hundred rows); when at least `limit` of them score 2 or more, no product outside
 * them can enter the top `limit`, and the family is not ranked at all. Otherwise (a product with few close
 * neighbours) the whole family is ranked as before: the answer is the same either way
 * (tests/api/catalog.test.ts, "related products"). The card columns are computed for the few that win.
 */
export function relatedStatement(idOrSlug: string, productType: string | null, locale: Locale, limit = 8): Sql {
  const cols = cardColumns(locale)
  const match = productMatch('x', idOrSlug, productType)
  const self = productMatch('me', idOrSlug, productType)
  const rank = (mePrice: string) => `(p.tipo = me.tipo) + (p.variety_slug IS me.variety_slug) * 2
      + (p.region_slug IS me.region_slug) + (p.brand_slug IS me.brand_slug) AS score,
      abs(${priceNowSql()} - ${mePrice}) AS distance`
  const family = `p.product_type = me.product_type AND p.active = 1 AND p.id != me.id AND (${STOCK_SQL}) > 0`
  return {
    sql: `WITH me AS (
        SELECT x.id, x.product_type, x.tipo, x.variety_slug, x.region_slug, x.brand_slug, ${priceNowSql('x')} AS price_now,
          x.variety_slug IS NOT NULL AND x.region_slug IS NOT NULL AND x.brand_slug IS NOT NULL AS complete
        FROM products x WHERE ${match.sql}
      ), near AS (
        SELECT c.id FROM me, products c INDEXED BY products_type_variety_idx
          WHERE me.complete AND c.product_type = me.product_type AND c.variety_slug = me.variety_slug
        UNION SELECT c.id FROM me, products c INDEXED BY products_type_region_idx
          WHERE me.complete AND c.product_type = me.product_type AND c.region_slug = me.region_slug
        UNION SELECT c.id FROM me, products c INDEXED BY products_type_brand_idx
          WHERE me.complete AND c.product_type = me.product_type AND c.brand_slug = me.brand_slug
      ), close AS MATERIALIZED (
        SELECT p.id, ${rank('me.price_now')} FROM me CROSS JOIN near n CROSS JOIN products p ON p.id = n.id
        WHERE ${family}
      ), enough AS MATERIALIZED (
        SELECT count(*) >= ? AS yes FROM close WHERE score >= 2
      ), ranked AS (
        SELECT * FROM (
          SELECT id, score, distance FROM close WHERE (SELECT yes FROM enough)
          ORDER BY score DESC, distance ASC, id ASC LIMIT ?
        )
        UNION ALL
        SELECT * FROM (
          SELECT p.id, ${rank(priceNowSql('me'))} FROM products me CROSS JOIN products p INDEXED BY products_list_idx
          WHERE NOT (SELECT yes FROM enough) AND ${self.sql} AND ${family}
          ORDER BY score DESC, distance ASC, p.id ASC LIMIT ?
        )
      )
      SELECT ${cols.sql} FROM ranked r JOIN products p ON p.id = r.id ${translationJoin}
      ORDER BY r.score DESC, r.distance ASC, p.id ASC`,
    params: [...match.params, limit, limit, ...self.params, limit, ...cols.params, locale],
  }
}

/**
 * docs/product.md, What the shop stores search suggestions across products, blog articles and events (rows of search_fts). Blog and event
 * rows carry their title in the request locale, their artwork, and (events) the price per person.
 */
export function suggestionStatement(match: string, perPage: number, page: number, locale: Locale): Sql {
  return {
    sql: `SELECT coalesce(bt.title, et.title, s.name) AS name, s.slug, s.kind,
        coalesce(p.frontend_image, b.frontend_image, e.frontend_image) AS frontend_image,
        coalesce(p.frontend_cover_image, b.frontend_cover_image, e.frontend_cover_image) AS frontend_cover_image,
        CASE WHEN p.id IS NOT NULL THEN ${priceNowSql()} ELSE e.price END AS price,
        CASE WHEN p.id IS NOT NULL THEN ${referenceNowSql()} ELSE e.reference_price END AS reference_price
      FROM (SELECT rowid AS id, name, slug, kind, bm25(search_fts, 10.0, 4.0, 1.0) AS score FROM search_fts WHERE search_fts MATCH ?
            ORDER BY score ASC LIMIT ? OFFSET ?) s
      LEFT JOIN products p ON p.id = s.id
      LEFT JOIN blog_articles b ON s.kind = 'App\\Models\\Blog' AND b.id = s.id - ${BLOG_ROWID_BASE}
      LEFT JOIN blog_translations bt ON bt.article_id = b.id AND bt.locale = ?
      LEFT JOIN events e ON s.kind = 'App\\Models\\Event' AND e.id = s.id - ${EVENT_ROWID_BASE}
      LEFT JOIN event_translations et ON et.event_id = e.id AND et.locale = ?
      ORDER BY s.score ASC`,
    params: [match, perPage, (page - 1) * perPage, locale, locale],
  }
}

/** Non-product search hits (blog articles, events) for the results page, titled in the request locale. */
export function contentHitsStatement(match: string, limit: number, locale: Locale): Sql {
  return {
    sql: `SELECT coalesce(bt.title, et.title, s.name) AS name, s.slug, s.kind
      FROM (SELECT rowid AS id, name, slug, kind, bm25(search_fts, 10.0, 4.0, 1.0) AS score FROM search_fts
            WHERE search_fts MATCH ? AND kind IN ('App\\Models\\Blog', 'App\\Models\\Event') ORDER BY score LIMIT ?) s
      LEFT JOIN blog_translations bt ON s.kind = 'App\\Models\\Blog' AND bt.article_id = s.id - ${BLOG_ROWID_BASE} AND bt.locale = ?
      LEFT JOIN event_translations et ON s.kind = 'App\\Models\\Event' AND et.event_id = s.id - ${EVENT_ROWID_BASE} AND et.locale = ?
      ORDER BY s.score`,
    params: [match, limit, locale, locale],
  }
}

export function categoryStatement(slug: string): Sql {
  return {
    sql: 'SELECT slug, name_es, name_en, description_es, description_en FROM categories WHERE slug = ?',
    params: [slug],
  }
}

/** For /img/p/{slug}.svg: the attributes the artwork is drawn from. */
export function artStatement(slug: string): Sql {
  return {
    sql: `SELECT p.product_type, p.tipo, p.name, p.name_card, p.brand, p.year, p.variety, p.country, p.cheese_type, p.volume_ml, p.units_per_box, p.weight_grams
      FROM products p WHERE p.slug = ?`,
    params: [slug],
  }
}

/** Every page with its own URL for sitemap.xml: products, published blog articles and published events. */
export function sitemapStatement(limit: number, offset: number): Sql {
  return {
    sql: `SELECT slug, product_type, created_at FROM (
        SELECT id AS ord, slug, product_type, created_at FROM products
        UNION ALL SELECT ${BLOG_ROWID_BASE} + id, slug, 'App\\Models\\Blog', published_at FROM blog_articles WHERE status = 'published'
        UNION ALL SELECT ${EVENT_ROWID_BASE} + id, slug, 'App\\Models\\Event', created_at FROM events WHERE status = 'published')
      ORDER BY ord LIMIT ? OFFSET ?`,
    params: [limit, offset],
  }
}

/** The grapes, the valleys and the producers of the catalogue, for the search box's understanding of a sentence. */
export function vocabularyStatements(): [grapes: Sql, regions: Sql, brands: Sql] {
  return [
    {
      sql: 'SELECT variety_slug AS slug, min(variety) AS name FROM products WHERE variety_slug IS NOT NULL GROUP BY variety_slug',
      params: [],
    },
    {
      sql: 'SELECT region_slug AS slug, min(region) AS name FROM products WHERE region_slug IS NOT NULL GROUP BY region_slug',
      params: [],
    },
    { sql: 'SELECT DISTINCT brand AS name FROM products WHERE brand IS NOT NULL', params: [] },
  ]
}

/**
 * Every editorial category with its product count, in one statement: the count is a correlated subquery on
 * product_categories' primary key (category_slug, product_id), so it is an index range per category and never a
 * scan of the products table.
 */
export const categoryIndexSql = `SELECT c.slug, c.name_es, c.name_en, c.description_es, c.description_en,
    (SELECT count(*) FROM product_categories pc WHERE pc.category_slug = c.slug) AS n
  FROM categories c ORDER BY c.sort_order, c.slug`

export function categoryIndexStatement(): Sql {
  return { sql: categoryIndexSql, params: [] }
}

/** The photographs of a product, an event or an article, in the staff's order. */
export function photosSql(entity: string, id: number, locale: Locale = 'es'): Sql {
  return {
    sql: `SELECT id, key, content_type, width, height, CASE WHEN ? = 'en' AND alt_en <> '' THEN alt_en ELSE alt END AS alt
      FROM photos WHERE entity_type = ? AND entity_id = ? ORDER BY sort_order, id`,
    params: [locale, entity, id],
  }
}
