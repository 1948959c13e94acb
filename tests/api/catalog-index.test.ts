import { beforeAll, describe, expect, it } from 'vitest'
import { categoryIndexSql } from '~/api/catalog/queries'
import type { CategorySummary, ProductFilters, ProductList } from '~/contract/catalog'
import { createTestApi, type TestApi } from './harness'

//, /productos "Todas las categorías": docs/product.md, The API GET /product-category without a slug (the editorial
// categories with their counts) and the facet endpoints the index page reads its other counts from.

let t: TestApi
beforeAll(async () => {
  t = await createTestApi()
})

async function json<T>(path: string, locale = 'es') {
  const res = await t.call(path, { locale })
  return { status: res.status, headers: res.headers, body: (await res.json()) as T }
}

describe('GET /product-category', () => {
  it('lists every editorial category in its order with the number of products in it', async () => {
    const { status, headers, body } = await json<{ data: CategorySummary[] }>('/api/product-category')
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300')
    const { results: rows } = await t.db
      .prepare(
        `SELECT c.slug, c.name_es, (SELECT count(*) FROM product_categories pc WHERE pc.category_slug = c.slug) AS n
         FROM categories c ORDER BY c.sort_order, c.slug`,
      )
      .all<{ slug: string; name_es: string; n: number }>()
    expect(rows.length).toBeGreaterThanOrEqual(8)
    expect(body.data.map((c) => c.slug)).toEqual(rows.map((r) => r.slug))
    for (const [i, category] of body.data.entries()) {
      expect(category.name).toBe(rows[i]!.name_es)
      expect(category.count).toBe(rows[i]!.n)
    }
    expect(body.data.find((c) => c.slug === 'quesos-franceses')).toMatchObject({
      name: 'Quesos franceses',
      description: 'Quesos AOP de Francia.',
    })
    expect(body.data.some((c) => c.count > 0)).toBe(true)
  })

  it('a category count matches the total of that category list (docs/product.md, The API /product-category/{category})', async () => {
    const { body } = await json<{ data: CategorySummary[] }>('/api/product-category')
    for (const category of body.data.filter((c) => c.count > 0).slice(0, 3)) {
      const list = await json<ProductList>(`/api/product-category/${category.slug}?per_page=1`)
      expect(list.body.total).toBe(category.count)
    }
  })

  it('answers in the request locale', async () => {
    const { body } = await json<{ data: CategorySummary[] }>('/api/product-category', 'en')
    expect(body.data.find((c) => c.slug === 'quesos-franceses')).toMatchObject({
      name: 'French cheeses',
      description: 'AOP cheeses from France.',
    })
  })

  it('refuses unknown parameters with a 422 naming them; tracking parameters are ignored', async () => {
    const bad = await json<{ message: string; errors: Record<string, string[]> }>('/api/product-category?orden=x')
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors)).toEqual(['orden'])
    const tracked = await t.call('/api/product-category?utm_source=newsletter&gclid=abc')
    expect(tracked.status).toBe(200)
  })

  it('counts through the product_categories primary key, without scanning products', async () => {
    const { results } = await t.db.prepare(`EXPLAIN QUERY PLAN ${categoryIndexSql}`).all<{ detail: string }>()
    const details = results.map((r) => r.detail)
    expect(details.some((d) => /SEARCH pc USING (COVERING INDEX|PRIMARY KEY)/.test(d))).toBe(true)
    expect(details.filter((d) => /^SCAN (p|products|pc)\b/.test(d))).toEqual([])
  })

  it('costs one D1 query', async () => {
    const res = await t.call('/api/product-category')
    expect(res.headers.get('x-d1-queries')).toBe('1')
  })
})

describe('the facet counts the /productos tiles link to', () => {
  const filters = async (path: string) => (await json<{ data: ProductFilters }>(path)).body.data
  const total = async (path: string) => (await json<ProductList>(path)).body.total
  const option = (f: ProductFilters, key: string, value: string) =>
    f.facets.find((x) => x.key === key)?.options.find((o) => o.value === value)?.count

  it('a wine type tile count is the total of /wines?tipo=…', async () => {
    const wines = await filters('/api/wines/filters')
    expect(option(wines, 'tipo', 'tinto')).toBe(await total('/api/wines?tipo=tinto&per_page=1'))
    expect(option(wines, 'pais', 'chile')).toBe(await total('/api/wines?pais=chile&per_page=1'))
  })

  it('French cheeses: the count of the tile group is the French cheese list, split by tipo_queso', async () => {
    const cheeses = await filters('/api/gourmets/filters?tipo_gourmet=quesos&pais=francia')
    const byType = cheeses.facets.find((f) => f.key === 'tipo_queso')!.options
    expect(byType.length).toBeGreaterThan(1)
    expect(byType.reduce((n, o) => n + o.count, 0)).toBe(cheeses.total)
    const first = byType[0]!
    expect(await total(`/api/gourmets?tipo_gourmet=quesos&pais=francia&tipo_queso=${first.value}&per_page=1`)).toBe(
      first.count,
    )
    // The editorial category of the same name holds the same cheeses (seed: French cheeses are tagged).
    const { body } = await json<{ data: CategorySummary[] }>('/api/product-category')
    expect(body.data.find((c) => c.slug === 'quesos-franceses')!.count).toBe(cheeses.total)
  })

  it('offers split by product kind add up to the offers total', async () => {
    const offers = await filters('/api/offers/filters')
    const kinds = offers.facets.find((f) => f.key === 'categoria')!.options
    expect(kinds.map((o) => o.value).sort()).toEqual(['a', 'b', 'g', 'w'])
    expect(kinds.reduce((n, o) => n + o.count, 0)).toBe(offers.total)
  })
})
