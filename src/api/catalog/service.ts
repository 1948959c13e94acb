import { photosStatement, toPhotoViews, type PhotoRow } from './photos'
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
import { productLetter, productSubtitle } from '~/lib/product-type'
import { ftsQuery } from './fts'
import * as q from './queries'
import { pageOf } from '../paging'
import { parseJson } from '~/lib/json'

// Rules of the catalogue: which statements run for each call, and the one place rows become contract
// shapes (STYLE.md 7: components never see a D1 row).

type Row = Record<string, unknown>

const prepare = (db: D1Database, s: q.Sql) => db.prepare(s.sql).bind(...s.params)

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

export async function listProducts(
  db: D1Database,
  scope: q.Scope,
  query: ListQuery,
  locale: Locale,
): Promise<ProductList> {
  const [rows, count] = await db.batch([
    prepare(db, q.listStatement(scope, query, locale)),
    prepare(db, q.countStatement(scope, query)),
  ])
  const total = Number((count!.results[0] as Row | undefined)?.total ?? 0)
  return pageOf((rows!.results as Row[]).map(toCard), total, query)
}

function facetLabel(key: FacetKey, value: string, rowLabel: unknown, locale: Locale): string {
  if (typeof rowLabel === 'string' && rowLabel) return rowLabel
  switch (key) {
    case 'pais':
      return label(COUNTRY_LABELS, value, locale)
    case 'tipo_queso':
      return label(CHEESE_LABELS, value, locale)
    case 'categoria':
      return productSubtitle(value)
    default:
      return label(TIPO_LABELS, value, locale)
  }
}

/** Facet values with counts under the other active filters, the price range and the total — one D1 round trip. */
export async function listFilters(
  db: D1Database,
  resource: Resource,
  scope: q.Scope,
  query: ListQuery,
  locale: Locale,
): Promise<ProductFilters> {
  const keys = RESOURCE_FACETS[resource] as readonly FacetKey[]
  const results = await db.batch([
    ...keys.map((key) => prepare(db, q.facetStatement(scope, query, key))),
    prepare(db, q.priceRangeStatement(scope, query)),
    prepare(db, q.countStatement(scope, query)),
  ])
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
  const total = Number((results[keys.length + 1]!.results[0] as Row | undefined)?.total ?? 0)
  return { facets, price: { min: Number(range?.min ?? 0), max: Number(range?.max ?? 0) }, total }
}

export async function productDetail(
  db: D1Database,
  idOrSlug: string,
  productType: string | null,
  locale: Locale,
  /** Offer resized photos (Cloudflare's image transformations are on). */
  imageTransforms = false,
): Promise<ProductDetail | null> {
  const row = (await prepare(db, q.detailStatement(idOrSlug, productType, locale)).first()) as Row | null
  if (!row) return null
  const card = toCard(row)
  const [cats, contents, related, photos] = await db.batch([
    prepare(db, q.productCategoriesStatement(card.id)),
    prepare(db, q.boxContentsStatement(card.id, locale)),
    prepare(
      db,
      q.relatedStatement(
        {
          ...card,
          variety_slug: row.variety_slug as string | null,
          region_slug: row.region_slug as string | null,
          brand_slug: row.brand_slug as string | null,
        },
        locale,
      ),
    ),
    photosStatement(db, 'product', card.id),
  ])
  return {
    ...card,
    photos: toPhotoViews(photos!.results as PhotoRow[], imageTransforms),
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
    categories: (cats!.results as Row[]).map((c) => ({
      slug: String(c.slug),
      name: String(locale === 'en' ? c.name_en : c.name_es),
    })),
    contents: (contents!.results as Row[]).map(toCard),
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
  const { results } = await prepare(db, q.suggestionStatement(match, perPage, page, locale)).all<Row>()
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

export async function contentHits(db: D1Database, text: string | undefined, locale: Locale, limit = 6) {
  const match = ftsQuery(text)
  if (!match) return []
  const { results } = await prepare(db, q.contentHitsStatement(match, limit, locale)).all<Row>()
  return results.map((r) => ({
    name: String(r.name),
    slug: String(r.slug),
    product_type: String(r.kind),
    subtitle: productSubtitle(String(r.kind)),
  }))
}

export async function findCategory(db: D1Database, slug: string, locale: Locale): Promise<Category | null> {
  const row = (await prepare(db, q.categoryStatement(slug)).first()) as Row | null
  if (!row) return null
  return {
    slug: String(row.slug),
    name: String(locale === 'en' ? row.name_en : row.name_es),
    description: ((locale === 'en' ? row.description_en : row.description_es) as string | null) ?? null,
  }
}

export async function productArt(db: D1Database, slug: string) {
  return (await prepare(db, q.artStatement(slug)).first()) as ProductArtInput | null
}

export async function sitemapEntries(db: D1Database, limit: number, offset: number) {
  const { results } = await prepare(db, q.sitemapStatement(limit, offset)).all<Row>()
  return results.map((r) => ({
    slug: String(r.slug),
    product_type: String(r.product_type),
    letter: productLetter(String(r.product_type)),
    updated_at: String(r.created_at),
  }))
}
