import type { FacetKey, ListQuery } from '~/contract/catalog'
import { statement } from '../db/sql'
import { typeFromLetter } from '~/lib/product-type'
import { ftsQuery } from './fts'
import { CATALOG_STAMP_TRUST_MS } from '~/lib/limits'
import * as q from './queries'

// The catalogue in memory, per isolate (docs/decisions/023-catalogue-speed.md): the attributes every list filters,
// sorts and counts on, read in one batch and kept while the database's catalogue stamp (catalog_version, bumped by
// triggers on every write that changes a product but its stock, its categories or the search texts) stays the same.
// Filters, facet counts, price range, sort, pagination and related products run here, in the same order and with the
// same results as the SQL of queries.ts (tests/api/catalog-snapshot.test.ts compares both on the seed). Read live
// from D1: the cards of the page (a card's price and stock are always the database's), the text's search hits and,
// for the "available" filter, the sold-out products (stock changes with every sale and does not bump the stamp).

export interface Item extends q.SnapshotRow {
  categories: ReadonlySet<string>
}

export interface Snapshot {
  stamp: string
  items: readonly Item[]
  /** The rows of a product type and of a sort, made when first asked (a copy lives until the stamp changes). */
  views: Map<string, readonly Item[]>
}

type Field = 'tipo' | 'country' | 'region_slug' | 'variety_slug' | 'brand_slug' | 'cheese_type' | 'product_type'

/** Facet key → the attribute it filters and groups on, as queries.ts FACET_COLUMN says in SQL. */
const FACET_FIELD: Record<FacetKey, { field: Field; label?: 'region' | 'variety' | 'brand'; francia?: true }> = {
  tipo: { field: 'tipo' },
  tipo_gourmet: { field: 'tipo' },
  pais: { field: 'country' },
  region: { field: 'region_slug', label: 'region' },
  region_francia: { field: 'region_slug', label: 'region', francia: true },
  variedad: { field: 'variety_slug', label: 'variety' },
  marca: { field: 'brand_slug', label: 'brand' },
  tipo_queso: { field: 'cheese_type' },
  categoria: { field: 'product_type' },
}
const FACET_KEYS = Object.keys(FACET_FIELD) as FacetKey[]

/** SQLite's BINARY collation: UTF-8 byte order, which is code point order (JS `<` compares UTF-16 units). */
export function compareText(a: string, b: string): number {
  const n = Math.min(a.length, b.length)
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i)
    const y = b.charCodeAt(i)
    if (x === y) continue
    // Surrogates (code points above U+FFFF) sort after every other unit in UTF-8, not before U+E000–U+FFFF.
    const hx = x >= 0xd800 && x <= 0xdfff
    const hy = y >= 0xd800 && y <= 0xdfff
    if (hx !== hy) return hx ? 1 : -1
    return x - y
  }
  return a.length - b.length
}

export function buildSnapshot(
  stamp: string,
  products: readonly q.SnapshotRow[],
  categories: readonly q.SnapshotCategoryRow[],
): Snapshot {
  const slugs = new Map<number, Set<string>>()
  for (const c of categories) {
    const set = slugs.get(Number(c.product_id)) ?? new Set<string>()
    set.add(String(c.category_slug))
    slugs.set(Number(c.product_id), set)
  }
  const none: ReadonlySet<string> = new Set()
  const items = products.map((p): Item => ({
    ...p,
    id: Number(p.id),
    price: Number(p.price),
    reference_price: p.reference_price === null ? null : Number(p.reference_price),
    discount_percent: Number(p.discount_percent ?? 0),
    year: p.year === null ? null : Number(p.year),
    categories: slugs.get(Number(p.id)) ?? none,
  }))
  return { stamp, items, views: new Map() }
}

/**
 * What a query needs read live beside the copy: the ids its text matches with their rank (null without text), and
 * the products sold out (null when the query does not filter on stock).
 */
export interface Live {
  hits: ReadonlyMap<number, number> | null
  soldOut: ReadonlySet<number> | null
}
export const NO_LIVE: Live = { hits: null, soldOut: null }

type Test = (item: Item) => boolean

/**
 * queries.ts whereClause as tests: those every row must pass (scope, text, vintage, stock) and those a facet count
 * or the price range leaves out (`key`: the facet, or 'price'). null when the query matches nothing.
 */
function conditions(
  scope: q.Scope,
  query: ListQuery,
  live: Live,
): { always: Test[]; optional: { key: FacetKey | 'price'; test: Test }[] } | null {
  const always: Test[] = []
  const optional: { key: FacetKey | 'price'; test: Test }[] = []
  switch (scope.kind) {
    case 'type': {
      const type = scope.productType
      always.push((i) => i.product_type === type)
      break
    }
    case 'offers':
      always.push((i) => i.reference_price !== null && i.reference_price > i.price)
      break
    case 'category': {
      const slug = scope.slug
      always.push((i) => i.categories.has(slug))
      break
    }
    case 'search':
      break
  }
  if (query.q !== undefined && query.q.trim() !== '') {
    // A search text with nothing searchable matches nothing.
    const hits = live.hits
    if (!hits) return null
    always.push((i) => hits.has(i.id))
  } else if (scope.kind === 'search' && !q.hasNarrowing(query)) {
    return null
  }
  for (const key of FACET_KEYS) {
    const values = query[key]
    if (!values || values.length === 0) continue
    const { field, francia } = FACET_FIELD[key]
    const wanted = new Set(key === 'categoria' ? values.map((l) => typeFromLetter(l as 'w')) : values)
    optional.push({ key, test: (i) => i[field] !== null && wanted.has(i[field]) })
    if (francia) optional.push({ key, test: (i) => i.country === 'francia' })
  }
  const { precio_min: min, precio_max: max } = query
  if (min !== undefined) optional.push({ key: 'price', test: (i) => i.price >= min })
  if (max !== undefined) optional.push({ key: 'price', test: (i) => i.price <= max })
  if (query.cosecha !== undefined) {
    const year = query.cosecha
    always.push((i) => i.year === year)
  }
  if (query.disponible === '1') {
    const soldOut = live.soldOut
    if (!soldOut) throw new Error('the available filter needs the sold-out products read live')
    always.push((i) => !soldOut.has(i.id))
  }
  return { always, optional }
}

/** The predicate of queries.ts whereClause: the scope, the active filters, optionally all but one facet or the price. */
export function matcher(scope: q.Scope, query: ListQuery, live: Live, omit?: FacetKey | 'price'): Test | null {
  const found = conditions(scope, query, live)
  if (!found) return null
  const tests = [...found.always, ...found.optional.filter((o) => o.key !== omit).map((o) => o.test)]
  return (item) => {
    for (const test of tests) if (!test(item)) return false
    return true
  }
}

/** The rows a scope can hold, in the order asked (a product type's own rows, every row otherwise). */
function base(snapshot: Snapshot, scope: q.Scope, order?: SortKey): readonly Item[] {
  const part = scope.kind === 'type' ? scope.productType : ''
  const id = `${part}|${order ?? ''}`
  let rows = snapshot.views.get(id)
  if (!rows) {
    rows = part
      ? (snapshot.views.get(`${part}|`) ?? snapshot.items.filter((i) => i.product_type === part))
      : snapshot.items
    if (order) rows = [...rows].sort(ORDERS[order])
    snapshot.views.set(id, rows)
  }
  return rows
}

export function select(snapshot: Snapshot, scope: q.Scope, query: ListQuery, live: Live, omit?: FacetKey | 'price') {
  const test = matcher(scope, query, live, omit)
  return test ? base(snapshot, scope).filter(test) : []
}

type SortKey = 'newest' | 'price_asc' | 'price_desc' | 'name' | 'discount'

/** queries.ts ORDER as comparators, id the last tie-break. */
const ORDERS: Record<SortKey, (a: Item, b: Item) => number> = {
  newest: (a, b) => compareText(b.created_at, a.created_at) || b.id - a.id,
  price_asc: (a, b) => a.price - b.price || a.id - b.id,
  price_desc: (a, b) => b.price - a.price || b.id - a.id,
  name: (a, b) => compareText(a.name, b.name) || a.id - b.id,
  discount: (a, b) => b.discount_percent - a.discount_percent || a.price - b.price || a.id - b.id,
}

/** One page of a list: the ids in order and the total. Rows are kept sorted per sort, so a page is one filter pass. */
export function listPage(snapshot: Snapshot, scope: q.Scope, query: ListQuery, live: Live) {
  const test = matcher(scope, query, live)
  if (!test) return { ids: [], total: 0 }
  const offset = (query.page - 1) * query.per_page
  const hits = live.hits
  if (hits && query.sort === 'relevance') {
    const rows = base(snapshot, scope).filter(test)
    rows.sort((a, b) => hits.get(a.id)! - hits.get(b.id)! || a.id - b.id)
    return { ids: rows.slice(offset, offset + query.per_page).map((i) => i.id), total: rows.length }
  }
  const order: SortKey = query.sort in ORDERS ? (query.sort as SortKey) : 'newest'
  const ids: number[] = []
  let total = 0
  for (const item of base(snapshot, scope, order)) {
    if (!test(item)) continue
    if (total >= offset && ids.length < query.per_page) ids.push(item.id)
    total++
  }
  return { ids, total }
}

/**
 * queries.ts relatedStatement on the copy: products of the same type, not this one, not sold out, ranked by what they
 * share (same grape counts twice), then by closeness in price, then by id. One pass keeping the best `limit`.
 */
export function related(
  snapshot: Snapshot,
  product: q.RelatedTo,
  soldOut: ReadonlySet<number>,
  limit: number,
): number[] {
  const best: { id: number; score: number; distance: number }[] = []
  const worse = (a: (typeof best)[number], b: (typeof best)[number]) =>
    a.score < b.score ||
    (a.score === b.score && (a.distance > b.distance || (a.distance === b.distance && a.id > b.id)))
  for (const item of base(snapshot, { kind: 'type', productType: product.product_type })) {
    if (item.id === product.id || soldOut.has(item.id)) continue
    const entry = {
      id: item.id,
      score:
        Number(item.tipo === product.tipo) +
        Number(item.variety_slug === product.variety_slug) * 2 +
        Number(item.region_slug === product.region_slug) +
        Number(item.brand_slug === product.brand_slug),
      distance: Math.abs(item.price - product.price),
    }
    if (best.length === limit && !worse(best[limit - 1]!, entry)) continue
    let at = best.length
    while (at > 0 && worse(best[at - 1]!, entry)) at--
    best.splice(at, 0, entry)
    if (best.length > limit) best.pop()
  }
  return best.map((e) => e.id)
}

export interface FacetCount {
  value: string
  label: string | null
  n: number
}

/**
 * Facet counts (queries.ts facetStatement: each facet under every other active filter), the price range (every
 * filter but the price) and the total, in one pass: a row that fails no filter counts everywhere, a row that fails
 * only one facet's (or only the price) counts for that facet (or the range) alone.
 */
export function summary(snapshot: Snapshot, scope: q.Scope, query: ListQuery, live: Live, keys: readonly FacetKey[]) {
  const counts = new Map<FacetKey, Map<string, FacetCount>>(keys.map((k) => [k, new Map()]))
  let total = 0
  let min: number | null = null
  let max: number | null = null
  const found = conditions(scope, query, live)
  const count = (key: FacetKey, item: Item) => {
    const facet = counts.get(key)
    if (!facet) return
    const { field, label, francia } = FACET_FIELD[key]
    const value = item[field]
    if (value === null || (francia && item.country !== 'francia')) return
    let entry = facet.get(value)
    if (!entry) facet.set(value, (entry = { value, label: null, n: 0 }))
    entry.n++
    // max(label): the greatest text, NULLs left out.
    const text = label ? item[label] : null
    if (text !== null && (entry.label === null || compareText(text, entry.label) > 0)) entry.label = text
  }
  const range = (item: Item) => {
    if (min === null || item.price < min) min = item.price
    if (max === null || item.price > max) max = item.price
  }
  if (found) {
    const { always, optional } = found
    rows: for (const item of base(snapshot, scope)) {
      for (const test of always) if (!test(item)) continue rows
      let failed: FacetKey | 'price' | undefined
      for (const { key, test } of optional) {
        if (test(item)) continue
        if (failed !== undefined && failed !== key) continue rows
        failed = key
      }
      if (failed === undefined) {
        total++
        range(item)
        for (const key of keys) count(key, item)
      } else if (failed === 'price') range(item)
      else count(failed, item)
    }
  }
  const facets = new Map(
    keys.map((key) => [
      key,
      [...counts.get(key)!.values()].sort((a, b) => b.n - a.n || compareText(a.value, b.value)).slice(0, 200),
    ]),
  )
  return { facets, price: { min: min as number | null, max: max as number | null }, total }
}

/** Counts per value of one facet under every other active filter (queries.ts facetStatement). */
export function facetCounts(snapshot: Snapshot, scope: q.Scope, query: ListQuery, live: Live, key: FacetKey) {
  return summary(snapshot, scope, query, live, [key]).facets.get(key)!
}

/** min and max price under every active filter but the price itself (queries.ts priceRangeStatement). */
export function priceRange(snapshot: Snapshot, scope: q.Scope, query: ListQuery, live: Live) {
  return summary(snapshot, scope, query, live, []).price
}

// ---- Keeping the copy fresh ------------------------------------------------------------------------------------

let current: Snapshot | undefined
let loading: Promise<Snapshot> | undefined

/** The stamp statement, to run in the same batch as the statements whose results depend on the copy. */
export const stampStatement = (db: D1Database) => statement(db, q.catalogVersionStatement())

/** The stamp a batch read; remembered as the isolate's latest (see trustedStamp). */
export function stampOf(result: D1Result | undefined): string {
  const stamp = String((result?.results[0] as { stamp?: unknown } | undefined)?.stamp ?? '')
  seen = { stamp, at: Date.now() }
  return stamp
}

// The stamp this isolate read last and when, and how long it is trusted without reading it again. A write in this
// isolate that bumps the stamp (the back-office's active flag) forgets it at once; a write elsewhere shows when the
// trust runs out.
let seen: { stamp: string; at: number } | undefined
let trustMs = 0

/** How long a stamp read from D1 is trusted, from the environment (CATALOG_STAMP_TRUST_MS) or the default. */
export function stampTrustMs(env: Pick<ShopEnv, 'CATALOG_STAMP_TRUST_MS'>): number {
  const raw = env.CATALOG_STAMP_TRUST_MS
  const n = Number(raw)
  return raw !== undefined && raw !== '' && Number.isFinite(n) && n >= 0 ? n : CATALOG_STAMP_TRUST_MS
}

export function setStampTrust(ms: number) {
  trustMs = ms
}

/** The stamp read less than the trust window ago, or undefined (read it from D1). */
export function trustedStamp(now = Date.now()): string | undefined {
  return seen && now - seen.at < trustMs ? seen.stamp : undefined
}

/** After a write that bumps the stamp: the next request reads it from D1. */
export function distrustStamp() {
  seen = undefined
}

/** How long this isolate trusts what it read (the stamp; and the live answers of ./recent-answers.ts). */
export function trustWindowMs(): number {
  return trustMs
}

/** The copy this isolate holds, whatever its stamp (undefined before the first load). */
export function held(): Snapshot | undefined {
  return current
}

async function load(db: D1Database): Promise<Snapshot> {
  const [version, products, categories] = await db.batch([
    stampStatement(db),
    statement(db, q.snapshotProductsStatement()),
    statement(db, q.snapshotCategoriesStatement()),
  ])
  const next = buildSnapshot(
    stampOf(version),
    products!.results as q.SnapshotRow[],
    categories!.results as q.SnapshotCategoryRow[],
  )
  current = next
  loadedAt = Date.now()
  return next
}

// A sale price opens and closes with the clock, not with a write, so no stamp tells the copy its prices moved: a copy
// is kept a minute at most (docs/backoffice.md "Prices and offers").
const SNAPSHOT_MAX_AGE_MS = 60_000
let loadedAt = 0

/**
 * A copy at `stamp` (read in the caller's batch): the one held if it matches, else the catalogue read again in one
 * batch (its stamp comes from the same batch, so the copy and its stamp always agree). Concurrent callers share a
 * read; one that finds a shared read at another stamp reads again itself, since its own read starts after it saw
 * `stamp` and so is at least as new.
 */
export async function snapshotAt(db: D1Database, stamp: string): Promise<Snapshot> {
  if (current?.stamp === stamp && Date.now() - loadedAt < SNAPSHOT_MAX_AGE_MS) return current
  if (loading) {
    const shared = await loading
    if (shared.stamp === stamp) return shared
  }
  const own = load(db)
  loading = own
  try {
    return await own
  } finally {
    if (loading === own) loading = undefined
  }
}

/** The text of a query as an FTS MATCH expression, or null (no text, or nothing searchable in it). */
export const matchOf = (query: ListQuery) => ftsQuery(query.q)
