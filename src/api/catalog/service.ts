import { photosStatement, toPhotoViews, type PhotoRow } from './photos'
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
import { productLetter, productSubtitle } from '~/lib/product-type'
import { ftsQuery } from './fts'
import * as q from './queries'
import * as snapshot from './snapshot'
import { pageOf } from '../paging'
import { RecentAnswers } from './recent-answers'
import { StampMemo } from './stamp-memo'
import { parseJson } from '~/lib/json'

// Rules of the catalogue: which statements run for each call, and the one place rows become contract
// shapes (STYLE.md 7: components never see a D1 row).

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

/** search_fts hits of a text (id → rank). */
function textHits(result: D1Result | undefined): Map<number, number> {
  return new Map((result?.results as Row[]).map((r) => [Number(r.id), Number(r.score)]))
}

/** Card rows by product id. */
function rowsById(rows: Row[]): Map<number, Row> {
  return new Map(rows.map((r) => [Number(r.id), r]))
}

/** The cards of `ids`, in that order (an id with no row is left out). */
function cardsInOrder(rows: ReadonlyMap<number, Row>, ids: readonly number[]): ProductCard[] {
  return ids.flatMap((id) => {
    const row = rows.get(id)
    return row ? [toCard(row)] : []
  })
}

/**
 * One page of a list. Filters, sort, count and pagination run on the in-memory catalogue (./snapshot.ts); D1 reads
 * the catalogue stamp, what the query needs live (a text's search hits, the sold-out products) and the page's cards in
 * one batch: the cards of the ids the copy held gave with the live answers this isolate read last for the same needs.
 * When the stamp or a live answer differs from that guess, the page is worked out again from what was just read and
 * its cards read after it (a second round trip, once per change). The first call with live needs has nothing to
 * guess from and reads the live answers first. The same list asked for again inside the stamp's trust window, with
 * no stock write of this isolate since, is the last answer (recentLists).
 */
export async function listProducts(
  db: D1Database,
  scope: q.Scope,
  query: ListQuery,
  locale: Locale,
): Promise<ProductList> {
  const key = queryKey([locale, scope], query)
  const read = RecentAnswers.start()
  const kept = recentLists.get(key, read.at)
  if (kept) return kept
  const { stamp, list } = await readList(db, scope, query, locale)
  recentLists.set(key, read, stamp, list)
  return list
}

// The lists this isolate answered last: the same list asked again inside the stamp's trust window is that answer
// (a burst of shoppers on the same filters reads D1 once per isolate per window).
const recentLists = new RecentAnswers<ProductList>(200)

/** A key for a query whatever the order of its fields, after what else the answer depends on. */
function queryKey(context: unknown[], query: Partial<ListQuery>): string {
  const sorted = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1))
  return JSON.stringify([...context, sorted])
}

async function readList(
  db: D1Database,
  scope: q.Scope,
  query: ListQuery,
  locale: Locale,
): Promise<{ stamp: string; list: ProductList }> {
  const needs = liveNeeds(query)
  const held = snapshot.held()
  const guessed = held ? guessLive(needs, held.stamp) : undefined
  if (held && guessed) {
    const guess = snapshot.listPage(held, scope, query, guessed)
    const [version, ...rest] = await db.batch([
      snapshot.stampStatement(db),
      ...liveStatements(db, needs),
      statement(db, q.cardsByIdStatement(guess.ids, locale)),
    ])
    const stamp = snapshot.stampOf(version)
    const read = liveOf(needs, rest)
    keepLive(needs, stamp, read)
    if (stamp === held.stamp && sameLive(read, guessed)) {
      const cards = cardsInOrder(rowsById(rest.at(-1)!.results as Row[]), guess.ids)
      return { stamp, list: pageOf(cards, guess.total, query) }
    }
    return { stamp, list: await listFromCopy(db, await snapshot.snapshotAt(db, stamp), scope, query, locale, read) }
  }
  const { stamp, liveData } = await readLive(db, needs)
  return { stamp, list: await listFromCopy(db, await snapshot.snapshotAt(db, stamp), scope, query, locale, liveData) }
}

async function listFromCopy(
  db: D1Database,
  copy: snapshot.Snapshot,
  scope: q.Scope,
  query: ListQuery,
  locale: Locale,
  live: snapshot.Live,
): Promise<ProductList> {
  const { ids, total } = snapshot.listPage(copy, scope, query, live)
  const cards = await statement(db, q.cardsByIdStatement(ids, locale)).all<Row>()
  return pageOf(cardsInOrder(rowsById(cards.results), ids), total, query)
}

/** What a query needs read live, beside the copy: the text's search hits, which products are sold out. */
function liveNeeds(query: ListQuery) {
  return { match: snapshot.matchOf(query), stock: query.disponible === '1' }
}
type LiveNeeds = ReturnType<typeof liveNeeds>

/** The statements that read what `needs` asks for live: the text's hits, then the sold-out products. */
function liveStatements(db: D1Database, needs: LiveNeeds): D1PreparedStatement[] {
  return [
    ...(needs.match ? [statement(db, q.ftsHitsStatement(needs.match))] : []),
    ...(needs.stock ? [statement(db, q.soldOutStatement())] : []),
  ]
}

/** The live answers in `results`, in the order liveStatements asks for them. */
function liveOf(needs: LiveNeeds, results: D1Result[]): snapshot.Live {
  const hits = needs.match ? textHits(results[0]) : null
  const soldOut = needs.stock
    ? new Set((results[needs.match ? 1 : 0]!.results as Row[]).map((r) => Number(r.id)))
    : null
  return { hits, soldOut }
}

/**
 * The stamp (unless a trusted one is held) and what the query needs live, in one batch; none when nothing is needed.
 * The answers are kept for the next list's guess.
 */
async function readLive(db: D1Database, needs: LiveNeeds) {
  const trusted = snapshot.trustedStamp()
  const statements = [...(trusted === undefined ? [snapshot.stampStatement(db)] : []), ...liveStatements(db, needs)]
  const results = statements.length > 0 ? await db.batch(statements) : []
  const [stamp, rest] = trusted === undefined ? [snapshot.stampOf(results[0]), results.slice(1)] : [trusted, results]
  const liveData = liveOf(needs, rest)
  keepLive(needs, stamp, liveData)
  return { stamp, liveData }
}

function sameLive(a: snapshot.Live, b: snapshot.Live): boolean {
  const sameHits = (x: ReadonlyMap<number, number> | null, y: ReadonlyMap<number, number> | null) => {
    if (x === y) return true
    if (!x || !y || x.size !== y.size) return false
    for (const [id, score] of x) if (y.get(id) !== score) return false
    return true
  }
  const sameIds = (x: ReadonlySet<number> | null, y: ReadonlySet<number> | null) => {
    if (x === y) return true
    if (!x || !y || x.size !== y.size) return false
    for (const id of x) if (!y.has(id)) return false
    return true
  }
  return sameHits(a.hits, b.hits) && sameIds(a.soldOut, b.soldOut)
}

// The live answers this isolate read last, to guess a live list's page with (listProducts): the sold-out products,
// and the search hits of the last texts under the stamp they were read with. Only a guess, always read again and
// compared: a list is never answered from them alone.
let lastSoldOut: ReadonlySet<number> | null = null
const lastHits = new StampMemo<ReadonlyMap<number, number>>(100)

/** The live data to guess a page of the copy at `stamp` with, or undefined when part of it was never read. */
function guessLive(needs: LiveNeeds, stamp: string): snapshot.Live | undefined {
  const hits = needs.match ? lastHits.get(stamp, needs.match) : null
  if (hits === undefined || (needs.stock && !lastSoldOut)) return undefined
  return { hits, soldOut: needs.stock ? lastSoldOut : null }
}

function keepLive(needs: LiveNeeds, stamp: string, live: snapshot.Live) {
  if (needs.stock) lastSoldOut = live.soldOut
  if (needs.match && live.hits) lastHits.set(stamp, needs.match, live.hits)
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

// Facet answers of calls that need nothing live, per query, remembered while the catalogue stamp stays (a filter
// panel asks the same few combinations over and over; counting them walks every product of the list). Bounded: the
// oldest go first.
const facetMemo = new StampMemo<ProductFilters>(500)

/** Facet values with counts under the other active filters, the price range and the total: counted on the in-memory
 * catalogue, D1 reads only its stamp (and the text's search hits). */
export async function listFilters(
  db: D1Database,
  resource: Resource,
  scope: q.Scope,
  query: ListQuery,
  locale: Locale,
): Promise<ProductFilters> {
  const keys = RESOURCE_FACETS[resource] as readonly FacetKey[]
  const needs = liveNeeds(query)
  // The page, its size and the sort do not change facets.
  const key = queryKey([resource, scope, locale], { ...query, page: undefined, per_page: undefined, sort: undefined })
  const isLive = Boolean(needs.match || needs.stock)
  const read = RecentAnswers.start()
  const recent = isLive ? recentFacets.get(key, read.at) : undefined
  if (recent) return recent
  const { stamp, liveData: live } = await readLive(db, needs)
  // Without text or "available" the answer follows from the copy alone, so it is the same for every call under
  // this stamp; with them it is kept for the trust window only.
  const memoKey = isLive ? null : key
  const known = memoKey !== null ? facetMemo.get(stamp, memoKey) : undefined
  if (known) return known
  const copy = await snapshot.snapshotAt(db, stamp)
  const counted = snapshot.summary(copy, scope, query, live, keys)
  const facets: Facet[] = keys.map((key) => {
    const selected = new Set(query[key] ?? [])
    return {
      key,
      options: counted.facets.get(key)!.map((r) => {
        const value = key === 'categoria' ? productLetter(r.value) : r.value
        return {
          value,
          label: facetLabel(key, r.value, r.label, locale),
          count: r.n,
          selected: selected.has(value),
        }
      }),
    }
  })
  const answer = { facets, price: { min: counted.price.min ?? 0, max: counted.price.max ?? 0 }, total: counted.total }
  if (memoKey !== null) facetMemo.set(stamp, memoKey, answer)
  else recentFacets.set(key, read, stamp, answer)
  return answer
}

// Facet answers that read stock or a text's hits live: kept for the trust window, like lists.
const recentFacets = new RecentAnswers<ProductFilters>(200)

/** Related products on a product page. */
const RELATED_SHOWN = 8
/**
 * Candidates ranked for them, sold out or not: the cards are read live and the first eight in stock are shown. Three
 * times as many as shown, so that a few sold-out products among the best ranked still leave eight; when more are
 * sold out than that, the ranking runs again without them (relatedInStock).
 */
const RELATED_CANDIDATES = RELATED_SHOWN * 3

// What a product page shows besides its cards (description, attributes, editorial categories, which products a box
// holds, photos and the related candidates), kept per isolate while the catalogue stamp stays: every write to any of
// it bumps the stamp (migrations 0021 and 0022). A page it knows then costs one round trip, the stamp and the cards
// (the product's, its box contents' and its related candidates': price, stock and formats, always the database's).
const pageMemo = new StampMemo<KnownPage>(500)

interface KnownPage {
  row: Row
  categories: Row[]
  contentIds: number[]
  candidateIds: number[]
  photos: PhotoRow[]
}

// The cards a product page read last (price, stock, formats of the product, its box contents and related
// candidates): inside the stamp's trust window, with no stock write of this isolate since, they are still the answer.
const recentCards = new RecentAnswers<ReadonlyMap<number, Row>>(500)

export async function productDetail(
  db: D1Database,
  idOrSlug: string,
  productType: string | null,
  locale: Locale,
  /** Offer resized photos (Cloudflare's image transformations are on). */
  imageTransforms = false,
): Promise<ProductDetail | null> {
  const key = `${locale}|${productType ?? ''}|${idOrSlug}`
  const known = pageMemo.peek(key)
  const read = RecentAnswers.start()
  if (known) {
    const id = Number(known.row.id)
    // Cards kept for the window were read under the stamp trusted now; the page must be kept under it too.
    const recent = recentCards.get(key, read.at)
    const own = recent?.get(id)
    const trusted = snapshot.trustedStamp(read.at)
    if (recent && own && trusted !== undefined && trusted === pageMemo.stamp) {
      return assemble(db, trusted, known, recent, own, locale, imageTransforms)
    }
    const [version, cards] = await db.batch([
      snapshot.stampStatement(db),
      statement(db, q.cardsByIdStatement([id, ...known.contentIds, ...known.candidateIds], locale)),
    ])
    const stamp = snapshot.stampOf(version)
    if (stamp === pageMemo.stamp) {
      const live = rowsById(cards!.results as Row[])
      const own = live.get(id)
      if (own) {
        recentCards.set(key, read, stamp, live)
        return assemble(db, stamp, known, live, own, locale, imageTransforms)
      }
    }
  }

  // Not known (or the stamp moved): the product and the stamp in one batch; related products are ranked on the
  // in-memory copy (ranking them in SQL walked every product of the type); the categories, a box's contents, the
  // related cards and the photos in a second.
  const [detail, version] = await db.batch([
    statement(db, q.detailStatement(idOrSlug, productType, locale)),
    snapshot.stampStatement(db),
  ])
  const row = (detail!.results[0] as Row | undefined) ?? null
  if (!row) return null
  const stamp = snapshot.stampOf(version)
  const copy = await snapshot.snapshotAt(db, stamp)
  const candidateIds = snapshot.related(copy, relatedTo(row), NONE_SOLD_OUT, RELATED_CANDIDATES)
  const id = Number(row.id)
  const [cats, contents, relatedCards, photos] = await db.batch([
    statement(db, q.productCategoriesStatement(id)),
    statement(db, q.boxContentsStatement(id, locale)),
    statement(db, q.cardsByIdStatement(candidateIds, locale)),
    photosStatement(db, 'product', id, locale),
  ])
  const contentRows = contents!.results as Row[]
  const page: KnownPage = {
    row,
    categories: cats!.results as Row[],
    contentIds: contentRows.map((r) => Number(r.id)),
    candidateIds,
    photos: photos!.results as PhotoRow[],
  }
  const live = rowsById([row, ...contentRows, ...(relatedCards!.results as Row[])])
  recentCards.set(key, read, stamp, live)
  pageMemo.set(stamp, key, page)
  return assemble(db, stamp, page, live, row, locale, imageTransforms)
}

const NONE_SOLD_OUT: ReadonlySet<number> = new Set()

function relatedTo(row: Row): q.RelatedTo {
  return {
    id: Number(row.id),
    product_type: String(row.product_type),
    tipo: String(row.tipo),
    variety_slug: (row.variety_slug as string | null) ?? null,
    region_slug: (row.region_slug as string | null) ?? null,
    brand_slug: (row.brand_slug as string | null) ?? null,
    price: Number(row.price),
  }
}

/**
 * The first eight related candidates in stock. When fewer than eight of them are (a catalogue mostly sold out), the
 * ranking runs again without the sold-out products and their cards are read: the same eight the SQL ranking gives.
 */
async function relatedInStock(
  db: D1Database,
  stamp: string,
  product: Row,
  candidateIds: readonly number[],
  live: ReadonlyMap<number, Row>,
  locale: Locale,
): Promise<ProductCard[]> {
  const inStock = (cards: ProductCard[]) => cards.filter((c) => c.stock > 0).slice(0, RELATED_SHOWN)
  const shown = inStock(cardsInOrder(live, candidateIds))
  if (shown.length === RELATED_SHOWN || candidateIds.length < RELATED_CANDIDATES) return shown
  const soldOutRows = await statement(db, q.soldOutStatement()).all<Row>()
  const soldOut = new Set(soldOutRows.results.map((r) => Number(r.id)))
  const copy = await snapshot.snapshotAt(db, stamp)
  const ids = snapshot.related(copy, relatedTo(product), soldOut, RELATED_SHOWN + 4)
  const cards = await statement(db, q.cardsByIdStatement(ids, locale)).all<Row>()
  // A product sold between the two reads is left out too.
  return inStock(cardsInOrder(rowsById(cards.results), ids))
}

/** A product page from what is kept of it and its live cards (`own`: the product's own card columns). */
async function assemble(
  db: D1Database,
  stamp: string,
  page: KnownPage,
  live: ReadonlyMap<number, Row>,
  own: Row,
  locale: Locale,
  imageTransforms: boolean,
): Promise<ProductDetail> {
  const row = page.row
  const card = toCard(own)
  const related = await relatedInStock(db, stamp, row, page.candidateIds, live, locale)
  return {
    ...card,
    photos: toPhotoViews(page.photos, imageTransforms),
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
    categories: page.categories.map((c) => ({
      slug: String(c.slug),
      name: String(locale === 'en' ? c.name_en : c.name_es),
    })),
    contents: cardsInOrder(live, page.contentIds),
    related,
  }
}

// Suggestions per text, page and locale, remembered while the catalogue stamp stays the same (a popup asks the same
// few prefixes over and over; ranking them is the costly part of the statement).
const suggestionMemo = new StampMemo<Suggestion[]>(500)

export async function suggestions(
  db: D1Database,
  text: string,
  perPage: number,
  page: number,
  locale: Locale,
): Promise<Suggestion[]> {
  const match = ftsQuery(text)
  if (!match) return []
  const key = JSON.stringify([match, perPage, page, locale])
  const kept = suggestionMemo.peek(key)
  // A stamp read a moment ago (trusted, see snapshot.trustedStamp) answers a known text with no D1 statement.
  if (kept && suggestionMemo.stamp !== undefined && snapshot.trustedStamp() === suggestionMemo.stamp) return kept
  const [version, found] = await db.batch([
    snapshot.stampStatement(db),
    // Known: the stamp alone says whether it still holds; else the ranking runs in the same round trip.
    ...(kept ? [] : [statement(db, q.suggestionStatement(match, perPage, page, locale))]),
  ])
  const stamp = snapshot.stampOf(version)
  if (kept && stamp === suggestionMemo.stamp) return kept
  const results = found
    ? (found.results as Row[])
    : (await statement(db, q.suggestionStatement(match, perPage, page, locale)).all<Row>()).results
  const data = results.map((r) => ({
    name: String(r.name),
    slug: String(r.slug),
    product_type: String(r.kind),
    subtitle: productSubtitle(String(r.kind)),
    frontend_image: (r.frontend_image as string | null) ?? null,
    frontend_cover_image: (r.frontend_cover_image as string | null) ?? null,
    price: num(r.price),
    reference_price: num(r.reference_price),
  }))
  suggestionMemo.see(stamp)
  // Read after the stamp: a write in between may be in it, so it is not kept under that stamp.
  if (found) suggestionMemo.set(stamp, key, data)
  return data
}

export async function contentHits(db: D1Database, text: string | undefined, locale: Locale, limit = 6) {
  const match = ftsQuery(text)
  if (!match) return []
  const { results } = await statement(db, q.contentHitsStatement(match, limit, locale)).all<Row>()
  return results.map((r) => ({
    name: String(r.name),
    slug: String(r.slug),
    product_type: String(r.kind),
    subtitle: productSubtitle(String(r.kind)),
  }))
}

export async function findCategory(db: D1Database, slug: string, locale: Locale): Promise<Category | null> {
  const row = (await statement(db, q.categoryStatement(slug)).first()) as Row | null
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
