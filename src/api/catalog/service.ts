import { toPhotoViews, type PhotoRow } from './photos'
import { statement } from '../db/sql'
import type {
  Category,
  Facet,
  FacetKey,
  ListQuery,
  ProductCard,
  ProductDetail,
  ProductFilters,
  ProductFormat,
  ProductList,
  Resource,
  Suggestion,
  ProductArtInput,
} from '~/contract/catalog'
import { RESOURCE_FACETS } from '~/contract/catalog'
import { CHEESE_LABELS, COUNTRY_LABELS, TIPO_LABELS, label } from '~/lib/catalog-labels'
import type { Locale } from '~/lib/locale'
import { PRODUCT_TYPE, productLetter, productSubtitle } from '~/lib/product-type'
import { ftsQuery } from './fts'
import { kindLabel } from './messages'
import * as q from './queries'
import { pageOf } from '../paging'
import { parseJson } from '~/lib/json'

// Rules of the catalogue: which statements run for each call, and the one place rows become contract shapes
// (components never see a D1 row). Every answer is read from D1 when it is asked for, in one batch (one round trip):
// nothing is kept between requests, so a change to a product, its price or its stock shows on the next request,
// whoever made it (docs/decisions/026-one-catalogue-engine.md).

type Row = Record<string, unknown>

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v))

export function toCard(row: Row): ProductCard {
  const formats = parseJson<ProductFormat[]>(row.formats_json, []).map((f) => ({
    ...f,
    label: Boolean(f.label),
    is_unit_sales: (f.is_unit_sales ? 1 : 0) as 0 | 1,
  }))
  return {
    id: Number(row.id),
    sku: (row.sku as string | null) ?? null,
    slug: String(row.slug),
    product_type: String(row.product_type),
    letter: productLetter(String(row.product_type)),
    name: String(row.name),
    name_card: (row.name_card as string | null) ?? null,
    description_card: (row.description_card as string | null) ?? null,
    brand: (row.brand as string | null) ?? null,
    year: num(row.year),
    price: Number(row.price),
    reference_price: num(row.reference_price),
    discount: Number(row.discount_percent ?? 0),
    stock: Number(row.stock ?? 0),
    label: Boolean(row.label),
    label_text: (row.label_text as string | null) ?? null,
    frontend_image: (row.frontend_image as string | null) ?? null,
    frontend_cover_image: (row.frontend_cover_image as string | null) ?? null,
    tipo: String(row.tipo),
    country: (row.country as string | null) ?? null,
    region: (row.region as string | null) ?? null,
    variety: (row.variety as string | null) ?? null,
    volume_ml: num(row.volume_ml),
    formats,
  }
}

export function resolveSort(resource: Resource, query: ListQuery): ListQuery {
  const hasText = Boolean(ftsQuery(query.q))
  const sort = query.sort ?? (resource === 'search' && hasText ? 'relevance' : 'newest')
  return { ...query, sort: sort === 'relevance' && !hasText ? 'newest' : sort }
}

/** The statements of one page of a list: its cards, then its total. */
function listStatements(db: D1Database, scope: q.Scope, query: ListQuery, locale: Locale): D1PreparedStatement[] {
  return [statement(db, q.listStatement(scope, query, locale)), statement(db, q.countStatement(scope, query))]
}

function listOf(rows: D1Result | undefined, count: D1Result | undefined, query: ListQuery): ProductList {
  const total = Number((count?.results[0] as Row | undefined)?.total ?? 0)
  return pageOf(((rows?.results ?? []) as Row[]).map(toCard), total, query)
}

/** One page of a list and its total: one round trip. */
export async function listProducts(
  db: D1Database,
  scope: q.Scope,
  query: ListQuery,
  locale: Locale,
): Promise<ProductList> {
  const [rows, count] = await db.batch(listStatements(db, scope, query, locale))
  return listOf(rows, count, query)
}

/** An editorial category and one page of its list, in one round trip; null when the category does not exist. */
export async function categoryList(
  db: D1Database,
  slug: string,
  query: ListQuery,
  locale: Locale,
): Promise<(ProductList & { category: Category }) | null> {
  const [found, rows, count] = await db.batch([
    statement(db, q.categoryStatement(slug)),
    ...listStatements(db, { kind: 'category', slug }, query, locale),
  ])
  const category = categoryOf(found?.results[0] as Row | undefined, locale)
  return category ? { ...listOf(rows, count, query), category } : null
}

/** The results page: one page of products and, on the first page, the blog articles and events the text matches. */
export async function searchList(db: D1Database, query: ListQuery, locale: Locale) {
  const match = ftsQuery(query.q)
  const withContent = query.page === 1 && match !== null
  const [rows, count, content] = await db.batch([
    ...listStatements(db, q.scopeFor('search'), query, locale),
    ...(withContent ? [statement(db, q.contentHitsStatement(match, CONTENT_HITS, locale))] : []),
  ])
  return { list: listOf(rows, count, query), content: ((content?.results ?? []) as Row[]).map(toContentHit) }
}

const CONTENT_HITS = 6

function facetLabel(key: FacetKey, value: string, rowLabel: unknown, locale: Locale): string {
  if (typeof rowLabel === 'string' && rowLabel) return rowLabel
  switch (key) {
    case 'pais':
      return label(COUNTRY_LABELS, value, locale)
    case 'tipo_queso':
      return label(CHEESE_LABELS, value, locale)
    case 'categoria':
      return kindLabel(value, locale)
    default:
      return label(TIPO_LABELS, value, locale)
  }
}

/**
 * Facet values with counts under the other active filters (one statement each), then the price range and the total
 * (one statement, one pass): all in one round trip.
 */
export async function listFilters(
  db: D1Database,
  resource: Resource,
  scope: q.Scope,
  query: ListQuery,
  locale: Locale,
): Promise<ProductFilters> {
  const keys = RESOURCE_FACETS[resource] as readonly FacetKey[]
  const results = await db.batch(filterStatements(db, keys, scope, query))
  return filtersOf(keys, results, query, locale)
}

/** An editorial category's facets (null when the category does not exist), in one round trip. */
export async function categoryFilters(
  db: D1Database,
  slug: string,
  query: ListQuery,
  locale: Locale,
): Promise<ProductFilters | null> {
  const keys = RESOURCE_FACETS.category as readonly FacetKey[]
  const [found, ...results] = await db.batch([
    statement(db, q.categoryStatement(slug)),
    ...filterStatements(db, keys, { kind: 'category', slug }, query),
  ])
  return found?.results.length ? filtersOf(keys, results, query, locale) : null
}

function filterStatements(db: D1Database, keys: readonly FacetKey[], scope: q.Scope, query: ListQuery) {
  return [
    ...keys.map((key) => statement(db, q.facetStatement(scope, query, key))),
    statement(db, q.priceRangeStatement(scope, query)),
  ]
}

function filtersOf(keys: readonly FacetKey[], results: D1Result[], query: ListQuery, locale: Locale): ProductFilters {
  const facets: Facet[] = keys.map((key, i) => {
    const selected = new Set(query[key] ?? [])
    return {
      key,
      options: (results[i]!.results as Row[]).map((r) => {
        const raw = String(r.value)
        const value = key === 'categoria' ? productLetter(raw) : raw
        return {
          value,
          label: facetLabel(key, raw, r.label, locale),
          count: Number(r.n),
          selected: selected.has(value),
        }
      }),
    }
  })
  const range = results[keys.length]!.results[0] as Row | undefined
  const total = Number(range?.total ?? 0)
  return { facets, price: { min: Number(range?.min ?? 0), max: Number(range?.max ?? 0) }, total }
}

/** Related products shown on a product page (in stock, best ranked first). */
const RELATED_SHOWN = 8

/**
 * A product page: the product (with its editorial categories and photos), the related products and what a box holds,
 * in one round trip (each statement finds the product by the same id or slug). Price, stock and formats are the
 * database's at this request. A family's page that cannot be a box (a wine, a spirit, a gourmet product) does not ask
 * for a box's contents: two statements on most product pages, three on a box's (docs/decisions/020-ssr-speed.md).
 */
export async function productDetail(
  db: D1Database,
  idOrSlug: string,
  productType: string | null,
  locale: Locale,
  /** Offer resized photos (Cloudflare's image transformations are on). */
  imageTransforms = false,
): Promise<ProductDetail | null> {
  const mayBeBox = productType === null || productType === PRODUCT_TYPE.box
  const [detail, related, contents] = await db.batch([
    statement(db, q.detailStatement(idOrSlug, productType, locale)),
    statement(db, q.relatedStatement(idOrSlug, productType, locale, RELATED_SHOWN)),
    ...(mayBeBox ? [statement(db, q.boxContentsStatement(idOrSlug, productType, locale))] : []),
  ])
  const row = (detail?.results[0] as Row | undefined) ?? null
  if (!row) return null
  const card = toCard(row)
  return {
    ...card,
    photos: toPhotoViews(parseJson<PhotoRow[]>(row.photos_json, []), imageTransforms),
    description: (row.description as string | null) ?? null,
    tasting_notes: (row.tasting_notes as string | null) ?? null,
    aromatic_notes: (row.aromatic_notes as string | null) ?? null,
    pairing: (row.pairing as string | null) ?? null,
    sommelier_comment: (row.sommelier_comment as string | null) ?? null,
    body: num(row.body),
    acidity: num(row.acidity),
    sweetness: num(row.sweetness),
    freshness: num(row.freshness),
    guarda: num(row.guarda_years),
    vineyard: (row.vineyard as string | null) ?? null,
    strains: parseJson(row.strains, []),
    harvest: card.year,
    scores: parseJson(row.scores, []),
    aromatic_family: (row.aromatic_family as string | null) ?? null,
    denomination: (row.denomination as string | null) ?? null,
    alcohol: num(row.alcohol),
    sale_unit: row.sale_unit === 'box' ? 'box' : 'unit',
    units_per_box: num(row.units_per_box),
    cheese_type: (row.cheese_type as string | null) ?? null,
    milk: (row.milk as string | null) ?? null,
    weight_grams: num(row.weight_grams),
    country_label: card.country ? label(COUNTRY_LABELS, card.country, locale) : null,
    tipo_label: label(TIPO_LABELS, card.tipo, locale),
    categories: parseJson<{ slug: string; name: string }[]>(row.categories_json, []),
    contents: ((contents?.results ?? []) as Row[]).map(toCard),
    related: (related!.results as Row[]).map(toCard),
  }
}

export async function suggestions(
  db: D1Database,
  text: string,
  perPage: number,
  page: number,
  locale: Locale,
): Promise<Suggestion[]> {
  const match = ftsQuery(text)
  if (!match) return []
  const { results } = await statement(db, q.suggestionStatement(match, perPage, page, locale)).all<Row>()
  return results.map((r) => ({
    name: String(r.name),
    slug: String(r.slug),
    product_type: String(r.kind),
    subtitle: productSubtitle(String(r.kind)),
    frontend_image: (r.frontend_image as string | null) ?? null,
    frontend_cover_image: (r.frontend_cover_image as string | null) ?? null,
    price: num(r.price),
    reference_price: num(r.reference_price),
  }))
}

function toContentHit(r: Row) {
  return {
    name: String(r.name),
    slug: String(r.slug),
    product_type: String(r.kind),
    subtitle: productSubtitle(String(r.kind)),
  }
}

function categoryOf(row: Row | undefined, locale: Locale): Category | null {
  if (!row) return null
  return {
    slug: String(row.slug),
    name: String(locale === 'en' ? row.name_en : row.name_es),
    description: ((locale === 'en' ? row.description_en : row.description_es) as string | null) ?? null,
  }
}

export async function productArt(db: D1Database, slug: string) {
  return (await statement(db, q.artStatement(slug)).first()) as ProductArtInput | null
}

export async function sitemapEntries(db: D1Database, limit: number, offset: number) {
  const { results } = await statement(db, q.sitemapStatement(limit, offset)).all<Row>()
  return results.map((r) => ({
    slug: String(r.slug),
    product_type: String(r.product_type),
    letter: productLetter(String(r.product_type)),
    updated_at: String(r.created_at),
  }))
}
