import { beforeAll, describe, expect, it } from 'vitest'
import type { FacetKey, ListQuery, ProductList, Sort, Suggestion } from '~/contract/catalog'
import { RESOURCE_FACETS } from '~/contract/catalog'
import { ftsQuery } from '~/api/catalog/fts'
import {
  countStatement,
  facetStatement,
  listStatement,
  priceRangeStatement,
  relatedStatement,
  scopeFor,
  STOCK_SQL,
  type Scope,
  type Sql,
} from '~/api/catalog/queries'
import { listProducts, listFilters, productDetail, suggestions, toCard } from '~/api/catalog/service'
import * as snapshot from '~/api/catalog/snapshot'
import { stockChanged } from '~/api/catalog/recent-answers'
import { countingD1 } from '~/api/db/client'
import { createTestApi, type TestApi } from './harness'

// The in-memory catalogue answers exactly what the SQL of queries.ts answers: same cards in the same order, same
// totals, same facet values, labels, counts and order, same price range, on the seeded catalogue for a few hundred
// filter combinations of every list; and it follows every write at once (the stamp triggers).

let t: TestApi
beforeAll(async () => {
  t = await createTestApi()
})

type Row = Record<string, unknown>
const rows = async (s: Sql) =>
  (
    await t.db
      .prepare(s.sql)
      .bind(...s.params.map((p) => (p === undefined ? null : p)))
      .all<Row>()
  ).results

async function sqlList(scope: Scope, query: ListQuery): Promise<{ cards: ReturnType<typeof toCard>[]; total: number }> {
  const cards = (await rows(listStatement(scope, query, 'es'))).map(toCard)
  const total = Number((await rows(countStatement(scope, query)))[0]?.total ?? 0)
  return { cards, total }
}

async function copy() {
  const stamp = String((await rows({ sql: 'SELECT stamp FROM catalog_version', params: [] }))[0]!.stamp)
  return snapshot.snapshotAt(t.db, stamp)
}

/** What the query needs live, read straight from D1 (the search hits, the sold-out products). */
async function liveOf(query: ListQuery): Promise<snapshot.Live> {
  const match = ftsQuery(query.q)
  const found = match
    ? await rows({
        sql: 'SELECT rowid AS id, bm25(search_fts, 10.0, 4.0, 1.0) AS score FROM search_fts WHERE search_fts MATCH ?',
        params: [match],
      })
    : null
  const soldOut =
    query.disponible === '1'
      ? await rows({ sql: `SELECT id FROM products p WHERE (${STOCK_SQL}) = 0`, params: [] })
      : null
  return {
    hits: found && new Map(found.map((r) => [Number(r.id), Number(r.score)])),
    soldOut: soldOut && new Set(soldOut.map((r) => Number(r.id))),
  }
}

/** The test database, counting the statements run on it and the round trips they took (a batch is one). */
function countedDb() {
  const counter = { queries: 0 }
  let batches = 0
  let batched = 0
  const counted = countingD1(t.db, counter)
  const db = new Proxy(counted, {
    get(target, prop, receiver) {
      if (prop !== 'batch') return Reflect.get(target, prop, receiver)
      return (statements: D1PreparedStatement[]) => {
        batches += 1
        batched += statements.length
        return target.batch(statements)
      }
    },
  })
  return { db, cost: () => ({ queries: counter.queries, roundTrips: batches + counter.queries - batched }) }
}

/** Runs `body` with the stamp trusted for a minute (production's window, made long), then at 0 again as the suite runs. */
async function inLongWindow(body: () => Promise<void>) {
  snapshot.setStampTrust(60_000)
  try {
    await body()
  } finally {
    snapshot.setStampTrust(0)
  }
}

const SORTS: Sort[] = ['newest', 'price_asc', 'price_desc', 'name', 'discount']
const FIELD: Record<FacetKey, string> = {
  tipo: 'tipo',
  tipo_gourmet: 'tipo',
  pais: 'country',
  region: 'region_slug',
  region_francia: 'region_slug',
  variedad: 'variety_slug',
  marca: 'brand_slug',
  tipo_queso: 'cheese_type',
  categoria: 'product_type',
}
const LETTER: Record<string, string> = {
  'App\\Models\\Wine': 'w',
  'App\\Models\\Alcohol': 'a',
  'App\\Models\\Box': 'b',
  'App\\Models\\GourmetProduct': 'g',
}

/** The most common values of a facet in a product type (or the whole catalogue). */
async function topValues(key: FacetKey, productType: string | null, n = 3): Promise<string[]> {
  const column = FIELD[key]
  const found = await rows({
    sql: `SELECT ${column} AS v, count(*) AS n FROM products WHERE ${column} IS NOT NULL
      ${productType ? 'AND product_type = ?' : ''} ${key === 'region_francia' ? "AND country = 'francia'" : ''}
      GROUP BY ${column} ORDER BY n DESC, v LIMIT ?`,
    params: productType ? [productType, n] : [n],
  })
  return found.map((r) => (key === 'categoria' ? LETTER[String(r.v)]! : String(r.v)))
}

/** A few hundred queries: each sort, each facet alone and in pairs, price bounds, vintage, stock, pages, text. */
async function queriesFor(resource: keyof typeof RESOURCE_FACETS, productType: string | null): Promise<ListQuery[]> {
  const keys = RESOURCE_FACETS[resource] as readonly FacetKey[]
  const base: ListQuery = { page: 1, per_page: 24, sort: 'newest' }
  const out: ListQuery[] = SORTS.map((sort) => ({ ...base, sort }))
  const values = Object.fromEntries(await Promise.all(keys.map(async (k) => [k, await topValues(k, productType)])))
  keys.forEach((key, i) => {
    const v = values[key] as string[]
    if (!v.length) return
    out.push({ ...base, [key]: [v[0]], sort: SORTS[i % SORTS.length]! })
    out.push({ ...base, [key]: v.slice(0, 2), sort: SORTS[(i + 1) % SORTS.length]!, page: 2, per_page: 12 })
    for (const other of keys.slice(i + 1)) {
      const w = values[other] as string[]
      if (w.length) out.push({ ...base, [key]: [v[0]], [other]: [w[0]], sort: SORTS[(i + 2) % SORTS.length]! })
    }
  })
  out.push({ ...base, precio_min: 8000, precio_max: 40000, sort: 'price_asc' })
  out.push({ ...base, precio_max: 12000, disponible: '1', sort: 'discount' })
  out.push({ ...base, cosecha: 2020, sort: 'name' })
  out.push({ ...base, disponible: '1', sort: 'price_desc', per_page: 60, page: 3 })
  out.push({ ...base, page: 40 })
  for (const text of ['colchagua', 'syrah', 'carm', 'reserva maipo', 'zzzqqq', '!!!'])
    for (const sort of ['newest', 'relevance', 'price_asc'] as Sort[]) out.push({ ...base, q: text, sort })
  return out
}

const CASES: [string, keyof typeof RESOURCE_FACETS, () => Scope, string | null][] = [
  ['wines', 'wines', () => scopeFor('wines'), 'App\\Models\\Wine'],
  ['alcohols', 'alcohols', () => scopeFor('alcohols'), 'App\\Models\\Alcohol'],
  ['boxes', 'boxes', () => scopeFor('boxes'), 'App\\Models\\Box'],
  ['gourmets', 'gourmets', () => scopeFor('gourmets'), 'App\\Models\\GourmetProduct'],
  ['offers', 'offers', () => scopeFor('offers'), null],
  ['search', 'search', () => scopeFor('search'), null],
]

describe('the in-memory catalogue answers what the SQL answers', () => {
  for (const [name, resource, scopeOf, productType] of CASES) {
    it(`${name}: lists (cards, order, total), facets, price range`, async () => {
      const scope = scopeOf()
      const queries = await queriesFor(resource, productType)
      expect(queries.length).toBeGreaterThan(20)
      let nonEmpty = 0
      for (const query of queries) {
        const expected = await sqlList(scope, query)
        const actual = await listProducts(t.db, scope, query, 'es')
        expect({ query, total: actual.total, cards: actual.data }).toEqual({
          query,
          total: expected.total,
          cards: expected.cards,
        })
        if (expected.cards.length) nonEmpty++
        const held = await copy()
        const live = await liveOf(query)
        for (const key of RESOURCE_FACETS[resource] as readonly FacetKey[]) {
          const sql = (await rows(facetStatement(scope, query, key))).map((r) => ({
            value: String(r.value),
            label: (r.label as string | null) ?? null,
            n: Number(r.n),
          }))
          expect({ query, key, counts: snapshot.facetCounts(held, scope, query, live, key) }).toEqual({
            query,
            key,
            counts: sql,
          })
        }
        const range = (await rows(priceRangeStatement(scope, query)))[0]!
        expect({ query, range: snapshot.priceRange(held, scope, query, live) }).toEqual({
          query,
          range: { min: (range.min as number | null) ?? null, max: (range.max as number | null) ?? null },
        })
        const filters = await listFilters(t.db, resource, scope, query, 'es')
        expect(filters.total).toBe(expected.total)
      }
      expect(nonEmpty).toBeGreaterThan(queries.length / 4)
    }, 180_000)
  }

  it('category lists, for every editorial category', async () => {
    const slugs = (await rows({ sql: 'SELECT slug FROM categories ORDER BY slug', params: [] })).map((r) =>
      String(r.slug),
    )
    expect(slugs.length).toBeGreaterThan(0)
    for (const slug of slugs) {
      const scope: Scope = { kind: 'category', slug }
      for (const query of [
        { page: 1, per_page: 24, sort: 'newest' },
        { page: 1, per_page: 60, sort: 'price_asc', categoria: ['w'] },
        { page: 2, per_page: 12, sort: 'name', pais: ['chile'] },
      ] as ListQuery[]) {
        const expected = await sqlList(scope, query)
        const actual = await listProducts(t.db, scope, query, 'en')
        expect(actual.total).toBe(expected.total)
        expect(actual.data.map((c) => c.id)).toEqual(expected.cards.map((c) => c.id))
      }
    }
  })
})

describe('related products ranked on the copy', () => {
  it('are the SQL ranking, for every product of the seed, with sold-out products left out', async () => {
    // Sell out a few products that rank high for many others, so the sold-out rule is exercised.
    await t.db
      .prepare(
        'UPDATE products SET stock = 0 WHERE id IN (SELECT id FROM products WHERE sku IS NOT NULL AND product_type = ? ORDER BY id LIMIT 3)',
      )
      .bind('App\\Models\\Wine')
      .run()
    const products = await rows({
      sql: 'SELECT id, slug, product_type, tipo, variety_slug, region_slug, brand_slug, price FROM products WHERE active = 1 ORDER BY id',
      params: [],
    })
    expect(products.length).toBeGreaterThan(50)
    const soldOut = new Set(
      (await rows({ sql: `SELECT id FROM products p WHERE (${STOCK_SQL}) = 0`, params: [] })).map((r) => Number(r.id)),
    )
    expect(soldOut.size).toBeGreaterThanOrEqual(3)
    const held = await copy()
    const ranked = products.map((p) => ({
      slug: String(p.slug),
      product: {
        id: Number(p.id),
        product_type: String(p.product_type),
        tipo: String(p.tipo),
        variety_slug: p.variety_slug as string | null,
        region_slug: p.region_slug as string | null,
        brand_slug: p.brand_slug as string | null,
        price: Number(p.price),
      },
    }))
    for (const { slug, product } of ranked) {
      const expected = (await rows(relatedStatement(product, 'es'))).map((r) => Number(r.id))
      expect(snapshot.related(held, product, soldOut, 8), slug).toEqual(expected)
    }
    // Through the service: the product page shows those, in that order, all in stock.
    const wine = ranked.find((r) => r.product.product_type.endsWith('Wine'))!
    const detail = await productDetail(t.db, wine.slug, null, 'es')
    const expected = (await rows(relatedStatement(wine.product, 'es'))).map((r) => Number(r.id))
    expect(expected.length).toBe(8)
    expect(detail!.related.map((c) => c.id)).toEqual(expected)
    expect(detail!.related.every((c) => c.stock > 0)).toBe(true)
  }, 120_000)
})

describe('the copy follows every write at once', () => {
  const wines = scopeFor('wines')
  const query: ListQuery = { page: 1, per_page: 60, sort: 'price_asc', tipo: ['tinto'], disponible: '1' }

  it('stock, price and the active flag changed by a plain UPDATE show on the next request (stock without a new stamp)', async () => {
    const before = await listProducts(t.db, wines, query, 'es')
    const first = before.data[0]!
    await t.db.prepare('UPDATE products SET stock = 0 WHERE id = ?').bind(first.id).run()
    const soldOut = await listProducts(t.db, wines, query, 'es')
    expect(soldOut.total).toBe(before.total - 1)
    expect(soldOut.data.map((c) => c.id)).not.toContain(first.id)

    const last = soldOut.data.at(-1)!
    await t.db.prepare('UPDATE products SET price = 1 WHERE id = ?').bind(last.id).run()
    const cheaper = await listProducts(t.db, wines, query, 'es')
    expect(cheaper.data[0]).toMatchObject({ id: last.id, price: 1 })

    await t.db.prepare('UPDATE products SET active = 0 WHERE id = ?').bind(last.id).run()
    const filters = await listFilters(t.db, 'wines', wines, query, 'es')
    expect(filters.total).toBe(before.total - 2)
    expect(filters.price.min).toBeGreaterThan(1)
    expect((await listProducts(t.db, wines, query, 'es')).data.map((c) => c.id)).not.toContain(last.id)
  })

  it('a list that reads stock and search hits live costs one round trip once they are known, and follows them', async () => {
    const live: ListQuery = { page: 1, per_page: 24, sort: 'newest', q: 'reserva', tipo: ['tinto'], disponible: '1' }
    const first = await listProducts(t.db, wines, live, 'es')
    expect(first.data.length).toBeGreaterThan(1)
    // Known: the stamp, the hits, the sold-out products and the cards in one batch.
    const warm = countedDb()
    expect(await listProducts(warm.db, wines, live, 'es')).toEqual(first)
    expect(warm.cost()).toEqual({ queries: 4, roundTrips: 1 })
    // Sold out since: the guess no longer holds, and the answer is still the live one (a second round trip).
    const gone = first.data[0]!.id
    await t.db.prepare('UPDATE products SET stock = 0 WHERE id = ?').bind(gone).run()
    const changed = countedDb()
    const after = await listProducts(changed.db, wines, live, 'es')
    expect(after.data.map((c) => c.id)).not.toContain(gone)
    expect(after.total).toBe(first.total - 1)
    expect({ cards: after.data, total: after.total }).toEqual(await sqlList(wines, live))
    expect(changed.cost()).toEqual({ queries: 5, roundTrips: 2 })
    await t.db.prepare('UPDATE products SET stock = 6 WHERE id = ?').bind(gone).run()
    expect((await listProducts(t.db, wines, live, 'es')).data[0]!.id).toBe(gone)
  })

  it('facet answers are kept per stamp only when nothing in them is live', async () => {
    const plain: ListQuery = { page: 1, per_page: 24, sort: 'newest', tipo: ['tinto'] }
    const first = await listFilters(t.db, 'wines', wines, plain, 'es')
    // Page, size and sort do not change facets: the same answer, not counted again.
    expect(await listFilters(t.db, 'wines', wines, { ...plain, page: 3, sort: 'name' }, 'es')).toBe(first)
    // "Available" reads the sold-out products live each time.
    const available = { ...plain, disponible: '1' as const }
    expect(await listFilters(t.db, 'wines', wines, available, 'es')).not.toBe(
      await listFilters(t.db, 'wines', wines, available, 'es'),
    )
    // A catalogue write bumps the stamp, and the next answer is counted again.
    const id = (await listProducts(t.db, wines, plain, 'es')).data[0]!.id
    await t.db.prepare('UPDATE products SET active = 0 WHERE id = ?').bind(id).run()
    const after = await listFilters(t.db, 'wines', wines, plain, 'es')
    expect(after.total).toBe(first.total - 1)
    await t.db.prepare('UPDATE products SET active = 1 WHERE id = ?').bind(id).run()
    expect((await listFilters(t.db, 'wines', wines, plain, 'es')).total).toBe(first.total)
  })

  it('suggestions show a changed price on the next request', async () => {
    const ask = async () =>
      ((await (await t.call('/api/search/suggestions?search=carm&per_page=5')).json()) as { data: Suggestion[] }).data
    const before = await ask()
    expect(before.length).toBeGreaterThan(0)
    const slug = before.find((s) => s.price !== null)!.slug
    await t.db.prepare('UPDATE products SET price = 4321 WHERE slug = ?').bind(slug).run()
    expect((await ask()).find((s) => s.slug === slug)?.price).toBe(4321)
  })

  it('a list answered over HTTP matches the SQL after a write too', async () => {
    await t.db
      .prepare('UPDATE product_formats SET stock = 0 WHERE product_id = (SELECT min(product_id) FROM product_formats)')
      .run()
    const gourmets = scopeFor('gourmets')
    const q2: ListQuery = { page: 1, per_page: 60, sort: 'name', disponible: '1' }
    const expected = await sqlList(gourmets, q2)
    const res = await t.call('/api/gourmets?per_page=60&sort=name&disponible=1')
    const body = (await res.json()) as ProductList
    expect(body.total).toBe(expected.total)
    expect(body.data).toEqual(expected.cards)
  })
})

describe('the stamp trusted for a moment per isolate', () => {
  const wines = scopeFor('wines')
  const query: ListQuery = { page: 1, per_page: 24, sort: 'newest' }

  it('reads the stamp from the environment, 1 s by default, 0 to read it every time', () => {
    expect(snapshot.stampTrustMs({})).toBe(1000)
    expect(snapshot.stampTrustMs({ CATALOG_STAMP_TRUST_MS: '' })).toBe(1000)
    expect(snapshot.stampTrustMs({ CATALOG_STAMP_TRUST_MS: 'x' })).toBe(1000)
    expect(snapshot.stampTrustMs({ CATALOG_STAMP_TRUST_MS: '0' })).toBe(0)
    expect(snapshot.stampTrustMs({ CATALOG_STAMP_TRUST_MS: '250' })).toBe(250)
  })

  it('a facet call and a known suggestion within the window cost no D1 statement; an outside write shows once it ends', async () => {
    await inLongWindow(async () => {
      const before = await listFilters(t.db, 'wines', wines, query, 'es')
      await suggestions(t.db, 'carm', 5, 1, 'es')
      const counter = { queries: 0 }
      const warm = countingD1(t.db, counter)
      expect((await listFilters(warm, 'wines', wines, query, 'es')).total).toBe(before.total)
      const known = await suggestions(warm, 'carm', 5, 1, 'es')
      expect(known.length).toBeGreaterThan(0)
      expect(counter.queries).toBe(0)

      // A write made elsewhere (straight into D1) bumps the stamp: inside the window this isolate does not see it...
      const id = (await listProducts(t.db, wines, query, 'es')).data[0]!.id
      await t.db.prepare('UPDATE products SET active = 0 WHERE id = ?').bind(id).run()
      expect((await listFilters(t.db, 'wines', wines, query, 'es')).total).toBe(before.total)
      // ...and once the window ends (or a write of this isolate forgets the stamp) the next call reads it.
      snapshot.distrustStamp()
      expect((await listFilters(t.db, 'wines', wines, query, 'es')).total).toBe(before.total - 1)
      // A list always reads its cards and the stamp with them, so it never shows a product that left.
      await t.db.prepare('UPDATE products SET active = 1 WHERE id = ?').bind(id).run()
      expect((await listProducts(t.db, wines, query, 'es')).data[0]!.id).toBe(id)
    })
  })
})

describe('a list asked for again inside the trust window', () => {
  const wines = scopeFor('wines')

  it('reads nothing; another query, a stock write of this isolate or the window ending read again', async () => {
    const query: ListQuery = { page: 1, per_page: 12, sort: 'price_asc', disponible: '1' }
    await inLongWindow(async () => {
      const first = await listProducts(t.db, wines, query, 'es')
      const warm = countedDb()
      expect(
        await listProducts(warm.db, wines, { sort: 'price_asc', disponible: '1', per_page: 12, page: 1 }, 'es'),
      ).toEqual(first)
      expect(warm.cost()).toEqual({ queries: 0, roundTrips: 0 })
      // The other language, another page: their own reads.
      await listProducts(warm.db, wines, query, 'en')
      await listProducts(warm.db, wines, { ...query, page: 2 }, 'es')
      expect(warm.cost().roundTrips).toBeGreaterThan(0)

      // The cheapest wine in stock sells out elsewhere (straight into D1): inside the window the list stays...
      const cheapest = first.data[0]!.id
      await t.db.prepare('UPDATE products SET stock = 0 WHERE id = ?').bind(cheapest).run()
      expect((await listProducts(t.db, wines, query, 'es')).data[0]!.id).toBe(cheapest)
      // ...a sale in this isolate ends it at once.
      stockChanged()
      expect((await listProducts(t.db, wines, query, 'es')).data.map((c) => c.id)).not.toContain(cheapest)
      await t.db.prepare('UPDATE products SET stock = 5 WHERE id = ?').bind(cheapest).run()
      snapshot.setStampTrust(0)
      expect((await listProducts(t.db, wines, query, 'es')).data[0]!.id).toBe(cheapest)
    })
  })
})

describe('facets that read stock live, asked for again inside the trust window', () => {
  const wines = scopeFor('wines')

  it('read nothing; a stock write of this isolate reads again', async () => {
    const query: ListQuery = { page: 1, per_page: 24, sort: 'newest', disponible: '1' }
    await inLongWindow(async () => {
      const first = await listFilters(t.db, 'wines', wines, query, 'es')
      const warm = countedDb()
      // Another page or sort of the same list: the same facets.
      expect(await listFilters(warm.db, 'wines', wines, { ...query, page: 3, sort: 'name' }, 'es')).toEqual(first)
      expect(warm.cost()).toEqual({ queries: 0, roundTrips: 0 })

      const [row] = await rows({
        sql: `SELECT id FROM products WHERE product_type = 'App\\Models\\Wine' AND active = 1 AND stock > 0 ORDER BY id LIMIT 1`,
        params: [],
      })
      const id = Number(row!.id)
      const stock = Number((await rows({ sql: 'SELECT stock FROM products WHERE id = ?', params: [id] }))[0]!.stock)
      await t.db.prepare('UPDATE products SET stock = 0 WHERE id = ?').bind(id).run()
      expect((await listFilters(t.db, 'wines', wines, query, 'es')).total).toBe(first.total)
      stockChanged()
      expect((await listFilters(t.db, 'wines', wines, query, 'es')).total).toBe(first.total - 1)
      await t.db.prepare('UPDATE products SET stock = ? WHERE id = ?').bind(stock, id).run()
    })
  })
})

describe('a product page kept while the stamp stays', () => {
  async function wineWithStock() {
    const [row] = await rows({
      sql: `SELECT id, slug FROM products WHERE product_type = 'App\\Models\\Wine' AND active = 1 AND stock > 3 ORDER BY id DESC LIMIT 1`,
      params: [],
    })
    return { id: Number(row!.id), slug: String(row!.slug) }
  }

  /** What the SQL ranking of related products needs of a product, read straight from D1. */
  async function relatedToOf(id: number): Promise<Parameters<typeof relatedStatement>[0]> {
    const [row] = await rows({
      sql: 'SELECT id, product_type, tipo, variety_slug, region_slug, brand_slug, price FROM products WHERE id = ?',
      params: [id],
    })
    return row as unknown as Parameters<typeof relatedStatement>[0]
  }

  it('costs one round trip of two statements once known, and shows price, stock and formats live', async () => {
    const wine = await wineWithStock()
    const first = await productDetail(t.db, wine.slug, null, 'es')
    expect(first!.related).toHaveLength(8)

    const warm = countedDb()
    expect(await productDetail(warm.db, wine.slug, null, 'es')).toEqual(first)
    expect(warm.cost()).toEqual({ queries: 2, roundTrips: 1 })

    // Stock changes without a new stamp, and still shows at once: on the product and on its related cards.
    const relatedId = first!.related[0]!.id
    await t.db.prepare('UPDATE products SET stock = 2 WHERE id = ?').bind(wine.id).run()
    await t.db.prepare('UPDATE products SET stock = 0 WHERE id = ?').bind(relatedId).run()
    const after = await productDetail(t.db, wine.slug, null, 'es')
    expect(after!.stock).toBe(2)
    expect(after!.related.map((c) => c.id)).not.toContain(relatedId)
    expect(after!.related).toHaveLength(8)
    const expected = (await rows(relatedStatement(await relatedToOf(wine.id), 'es'))).map((r) => Number(r.id))
    expect(after!.related.map((c) => c.id)).toEqual(expected)
    await t.db.prepare('UPDATE products SET stock = 5 WHERE id = ?').bind(relatedId).run()
    expect((await productDetail(t.db, wine.slug, null, 'es'))!.related.map((c) => c.id)).toContain(relatedId)
  })

  it('inside the trust window, a view asked for again reads nothing; a stock write of this isolate ends that', async () => {
    const wine = await wineWithStock()
    await inLongWindow(async () => {
      const first = await productDetail(t.db, wine.slug, null, 'es')
      const warm = countedDb()
      expect(await productDetail(warm.db, wine.slug, null, 'es')).toEqual(first)
      expect(warm.cost()).toEqual({ queries: 0, roundTrips: 0 })

      // A sale made in another isolate (straight into D1) shows once the window ends...
      await t.db.prepare('UPDATE products SET stock = 1 WHERE id = ?').bind(wine.id).run()
      expect((await productDetail(t.db, wine.slug, null, 'es'))!.stock).toBe(first!.stock)
      // ...one made here, at once: its epoch is not the one the cards were read in.
      stockChanged()
      expect((await productDetail(t.db, wine.slug, null, 'es'))!.stock).toBe(1)
      // A read that started before a write and ended after it is not trusted either.
      const overlapping = productDetail(t.db, wine.slug, null, 'es')
      stockChanged()
      await overlapping
      await t.db.prepare('UPDATE products SET stock = 4 WHERE id = ?').bind(wine.id).run()
      expect((await productDetail(t.db, wine.slug, null, 'es'))!.stock).toBe(4)
    })
  })

  it('follows every write to what it keeps: attributes, translations, photos, box contents, the active flag', async () => {
    const wine = await wineWithStock()
    await productDetail(t.db, wine.slug, null, 'es')
    await t.db.prepare('UPDATE products SET alcohol = 15.5 WHERE id = ?').bind(wine.id).run()
    expect((await productDetail(t.db, wine.slug, null, 'es'))!.alcohol).toBe(15.5)

    await t.db
      .prepare(`UPDATE product_translations SET tasting_notes = 'Notas nuevas' WHERE product_id = ? AND locale = 'es'`)
      .bind(wine.id)
      .run()
    expect((await productDetail(t.db, wine.slug, null, 'es'))!.tasting_notes).toBe('Notas nuevas')

    await t.db
      .prepare(
        `INSERT INTO photos (entity_type, entity_id, key, content_type, width, height, bytes, alt, created_by)
         VALUES ('product', ?, 'kept-page-test.png', 'image/png', 800, 1000, 1234, 'Etiqueta', (SELECT min(id) FROM users))`,
      )
      .bind(wine.id)
      .run()
    expect((await productDetail(t.db, wine.slug, null, 'es'))!.photos.map((p) => p.alt)).toContain('Etiqueta')

    const [box] = await rows({
      sql: `SELECT b.box_id AS id, p.slug, count(*) AS n FROM box_items b JOIN products p ON p.id = b.box_id GROUP BY b.box_id LIMIT 1`,
      params: [],
    })
    const boxSlug = String(box!.slug)
    const before = await productDetail(t.db, boxSlug, null, 'es')
    expect(before!.contents).toHaveLength(Number(box!.n))
    await t.db
      .prepare('DELETE FROM box_items WHERE box_id = ? AND product_id = ?')
      .bind(Number(box!.id), before!.contents[0]!.id)
      .run()
    expect((await productDetail(t.db, boxSlug, null, 'es'))!.contents).toHaveLength(Number(box!.n) - 1)

    await t.db.prepare('UPDATE products SET active = 0 WHERE id = ?').bind(wine.id).run()
    expect(await productDetail(t.db, wine.slug, null, 'es')).toBeNull()
    await t.db.prepare('UPDATE products SET active = 1 WHERE id = ?').bind(wine.id).run()
    expect(await productDetail(t.db, wine.slug, null, 'es')).not.toBeNull()
  })

  it('a stock change leaves the stamp alone (the purchase relies on it); a detail change moves it', async () => {
    const wine = await wineWithStock()
    const stamp = async () => String((await rows({ sql: 'SELECT stamp FROM catalog_version', params: [] }))[0]!.stamp)
    const before = await stamp()
    const result = await t.db
      .prepare('UPDATE products SET stock = stock - 1 WHERE id = ? AND stock > 0')
      .bind(wine.id)
      .run()
    expect(result.meta.changes).toBe(1)
    expect(await stamp()).toBe(before)
    await t.db.prepare('UPDATE products SET body = 3 WHERE id = ?').bind(wine.id).run()
    expect(await stamp()).not.toBe(before)
  })

  it('when most of the best ranked are sold out, ranks again without them: still the SQL ranking', async () => {
    const wine = await wineWithStock()
    // The page is known first, so the sell-out is met on the one-round-trip path.
    expect((await productDetail(t.db, wine.slug, null, 'es'))!.related).toHaveLength(8)
    const product = await relatedToOf(wine.id)
    const held = await copy()
    // Sell out the 20 best ranked (sold out or not): fewer than eight of the 24 candidates are left in stock.
    const best = snapshot.related(held, product, new Set(), 20)
    await t.db
      .prepare('UPDATE products SET stock = 0 WHERE id IN (SELECT value FROM json_each(?))')
      .bind(JSON.stringify(best))
      .run()
    const expected = (await rows(relatedStatement(product, 'es'))).map((r) => Number(r.id))
    expect(expected).toHaveLength(8)
    const detail = await productDetail(t.db, wine.slug, null, 'es')
    expect(detail!.related.map((c) => c.id)).toEqual(expected)
    expect(detail!.related.some((c) => best.includes(c.id))).toBe(false)
  })
})
