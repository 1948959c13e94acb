import { beforeAll, describe, expect, it } from 'vitest'
import type { ListQuery, ProductDetail, ProductFilters, ProductList, Suggestion } from '~/contract/catalog'
import {
  STOCK_SQL,
  countStatement,
  facetStatement,
  listStatement,
  relatedStatement,
  scopeFor,
  type Scope,
  type Sql,
} from '~/api/catalog/queries'
import { priceNowSql } from '~/api/catalog/price-now'
import { resolveSort } from '~/api/catalog/service'
import { createTestApi, withNow, type TestApi } from './harness'

// catalogue API — filter combinations, facet counts, pagination edges, 422s, accent-insensitive
// search, and no full-table scan on the filtered list queries.

let t: TestApi
beforeAll(async () => {
  t = await createTestApi()
})

async function json<T>(path: string, locale = 'es'): Promise<{ status: number; body: T }> {
  const res = await t.call(path, { locale })
  return { status: res.status, body: (await res.json()) as T }
}
const list = (path: string) => json<ProductList>(path)
/** A list's cards in the order a sort promises: the ones in stock first, each group in that order. */
const inSortOrder = <T>(cards: { stock: number }[], key: (c: never) => T, compare: (a: T, b: T) => number) => {
  const values = (group: { stock: number }[]) => group.map((c) => key(c as never))
  const inStock = values(cards.filter((c) => c.stock > 0))
  const soldOut = values(cards.filter((c) => c.stock <= 0))
  return [...[...inStock].sort(compare), ...[...soldOut].sort(compare)]
}
const one = async <T>(sql: string, ...params: unknown[]) =>
  (await t.db
    .prepare(sql)
    .bind(...params)
    .first()) as T

describe('lists', () => {
  it('GET /wines returns the page envelope with cards', async () => {
    const { status, body } = await list('/api/wines')
    expect(status).toBe(200)
    expect(body.total).toBeGreaterThanOrEqual(300)
    expect(body.current_page).toBe(1)
    expect(body.per_page).toBe(24)
    expect(body.data).toHaveLength(24)
    expect(body.from).toBe(1)
    expect(body.to).toBe(24)
    const card = body.data[0]!
    expect(card.product_type).toBe('App\\Models\\Wine')
    expect(card.letter).toBe('w')
    expect(card.frontend_image).toMatch(/^\/img\/p\/.+\.svg$/)
    expect(typeof card.label).toBe('boolean')
  })

  it('every list resource answers with its own product type', async () => {
    const cases: [string, string][] = [
      ['/api/alcohols', 'App\\Models\\Alcohol'],
      ['/api/boxes', 'App\\Models\\Box'],
      ['/api/gourmets', 'App\\Models\\GourmetProduct'],
    ]
    for (const [path, type] of cases) {
      const { body } = await list(`${path}?per_page=60`)
      expect(body.data.length).toBeGreaterThan(0)
      expect(body.data.every((p) => p.product_type === type)).toBe(true)
    }
    expect((await list('/api/alcohols')).body.total).toBe(60)
    expect((await list('/api/boxes')).body.total).toBe(40)
    expect((await list('/api/gourmets')).body.total).toBe(80)
  })

  it('combines facet filters with AND across keys and OR within a key', async () => {
    const { body } = await list('/api/wines?tipo=tinto&pais=chile&variedad=carmenere&per_page=60')
    const expected = await one<{ n: number }>(
      "SELECT count(*) n FROM products WHERE product_type = 'App\\Models\\Wine' AND tipo = 'tinto' AND country = 'chile' AND variety_slug = 'carmenere'",
    )
    expect(body.total).toBe(expected.n)
    expect(body.total).toBeGreaterThan(5)
    expect(body.data.every((p) => p.variety === 'Carménère' && p.country === 'chile' && p.tipo === 'tinto')).toBe(true)

    const either = await list('/api/wines?tipo=blanco,rosado&per_page=60')
    const repeated = await list('/api/wines?tipo=blanco&tipo=rosado&per_page=60')
    expect(either.body.total).toBe(repeated.body.total)
    expect(new Set(either.body.data.map((p) => p.tipo))).toEqual(new Set(['blanco', 'rosado']))
  })

  it('filters French wines by region_francia and by price range, sorted by price', async () => {
    const { body } = await list(
      '/api/wines?region_francia=burdeos&precio_min=20000&precio_max=60000&sort=price_asc&per_page=60',
    )
    expect(body.total).toBeGreaterThan(0)
    expect(body.data.every((p) => p.region === 'Burdeos' && p.price >= 20000 && p.price <= 60000)).toBe(true)
    const prices = body.data.map((p) => p.price)
    expect(prices).toEqual(
      inSortOrder(
        body.data,
        (p: { price: number }) => p.price,
        (a, b) => a - b,
      ),
    )
  })

  it('sorts by price desc, name and discount (the sold-out after the rest)', async () => {
    const byPrice = (await list('/api/wines?sort=price_desc')).body.data
    const price = (p: { price: number }) => p.price
    expect(byPrice.map(price)).toEqual(inSortOrder(byPrice, price, (a, b) => b - a))
    const byName = (await list('/api/alcohols?sort=name&per_page=60')).body.data
    const name = (p: { name: string }) => p.name
    expect(byName.map(name)).toEqual(inSortOrder(byName, name, (a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    const byDiscount = (await list('/api/wines?sort=discount')).body.data
    const discount = (p: { discount: number }) => p.discount
    expect(byDiscount[0]!.discount).toBeGreaterThan(0)
    expect(byDiscount.map(discount)).toEqual(inSortOrder(byDiscount, discount, (a, b) => b - a))
  })

  it('offers list only discounted items of every type, filterable by categoria letter', async () => {
    const { body } = await list('/api/offers?per_page=60')
    expect(body.total).toBeGreaterThan(20)
    expect(body.data.every((p) => p.reference_price !== null && p.reference_price > p.price && p.discount > 0)).toBe(
      true,
    )
    const gourmet = await list('/api/offers?categoria=g&per_page=60')
    expect(gourmet.body.data.every((p) => p.letter === 'g')).toBe(true)
  })

  it('gourmet cards carry their formats; format-only products have no sku', async () => {
    const { body } = await list('/api/gourmets?tipo_gourmet=quesos&pais=francia&per_page=60')
    expect(body.total).toBeGreaterThan(10)
    const withFormats = body.data.filter((p) => p.formats.length > 0)
    expect(withFormats.length).toBeGreaterThan(0)
    for (const p of withFormats) {
      expect(p.sku).toBeNull()
      expect(p.stock).toBe(p.formats.reduce((s, f) => s + f.stock, 0))
    }
    expect(body.data.some((p) => p.formats.some((f) => f.is_unit_sales === 1))).toBe(true)
    const cheese = await list('/api/gourmets?tipo_queso=azul')
    expect(cheese.body.data.every((p) => p.tipo === 'quesos')).toBe(true)
  })

  it('category lists answer 404 for unknown categories', async () => {
    const { status, body } = await list('/api/product-category/espumantes-y-champagne?per_page=60')
    expect(status).toBe(200)
    expect(body.data.every((p) => p.tipo === 'espumante')).toBe(true)
    expect((await t.call('/api/product-category/no-existe')).status).toBe(404)
  })

  it('disponible=1 leaves out products without stock', async () => {
    const all = await list('/api/wines')
    const available = await list('/api/wines?disponible=1')
    expect(available.body.total).toBeLessThan(all.body.total)
  })

  it('ignores tracking parameters', async () => {
    const { status } = await list('/api/wines?utm_source=newsletter&gclid=abc&fbclid=x')
    expect(status).toBe(200)
  })
})

describe('pagination edges', () => {
  it('a page past the end is empty but keeps the total', async () => {
    const { status, body } = await list('/api/boxes?page=99')
    expect(status).toBe(200)
    expect(body.data).toEqual([])
    expect(body.total).toBe(40)
    expect(body.current_page).toBe(99)
    expect(body.from).toBe(0)
    expect(body.last_page).toBe(2)
  })

  it('the last page holds the remainder', async () => {
    const { body } = await list('/api/boxes?page=2&per_page=24')
    expect(body.data).toHaveLength(16)
    expect(body.from).toBe(25)
    expect(body.to).toBe(40)
  })

  it('per_page accepts 1 and 60, pages do not overlap', async () => {
    expect((await list('/api/wines?per_page=1')).body.data).toHaveLength(1)
    expect((await list('/api/wines?per_page=60')).body.data).toHaveLength(60)
    const p1 = (await list('/api/wines?per_page=10&page=1')).body.data.map((p) => p.id)
    const p2 = (await list('/api/wines?per_page=10&page=2')).body.data.map((p) => p.id)
    expect(p1.filter((id) => p2.includes(id))).toEqual([])
  })
})

describe('422 on bad parameters, naming the field', () => {
  const cases: [string, string][] = [
    ['/api/wines?per_page=0', 'per_page'],
    ['/api/wines?per_page=61', 'per_page'],
    ['/api/wines?page=0', 'page'],
    ['/api/wines?page=abc', 'page'],
    ['/api/wines?sort=random', 'sort'],
    ['/api/wines?tipo=Tinto%27%3B--', 'tipo'],
    ['/api/wines?colour=red', 'colour'],
    ['/api/wines?tipo_queso=azul', 'tipo_queso'],
    ['/api/wines?precio_min=50000&precio_max=1000', 'precio_max'],
    ['/api/wines?precio_min=-5', 'precio_min'],
    ['/api/offers?categoria=x', 'categoria'],
    [`/api/search?q=${'a'.repeat(101)}`, 'q'],
    ['/api/search/suggestions', 'search'],
    ['/api/search/suggestions?search=vino&per_page=500', 'per_page'],
    ['/api/wines/DROP%20TABLE', 'id'],
  ]
  for (const [path, field] of cases) {
    it(`${path} → 422 on ${field}`, async () => {
      const res = await t.call(path)
      expect(res.status).toBe(422)
      const body = (await res.json()) as { message: string; errors: Record<string, string[]> }
      expect(Object.keys(body.errors)).toContain(field)
    })
  }
})

describe('facets', () => {
  it('counts reflect the other active filters, not the facet itself', async () => {
    const { body } = await json<{ data: ProductFilters }>('/api/wines/filters?pais=francia&tipo=tinto')
    const facets = Object.fromEntries(body.data.facets.map((f) => [f.key, f.options]))
    // tipo counts ignore tipo=tinto but keep pais=francia
    const tipoBlanco = facets.tipo!.find((o) => o.value === 'blanco')!
    const frBlanco = await one<{ n: number }>(
      "SELECT count(*) n FROM products WHERE product_type = 'App\\Models\\Wine' AND country = 'francia' AND tipo = 'blanco'",
    )
    expect(tipoBlanco.count).toBe(frBlanco.n)
    expect(facets.tipo!.find((o) => o.value === 'tinto')!.selected).toBe(true)
    // pais counts keep tipo=tinto and ignore pais
    const chileTinto = await one<{ n: number }>(
      "SELECT count(*) n FROM products WHERE product_type = 'App\\Models\\Wine' AND country = 'chile' AND tipo = 'tinto'",
    )
    expect(facets.pais!.find((o) => o.value === 'chile')!.count).toBe(chileTinto.n)
    expect(facets.pais!.find((o) => o.value === 'chile')!.label).toBe('Chile')
    // variedad counts under both filters add up to the total
    const sum = facets.variedad!.reduce((s, o) => s + o.count, 0)
    expect(sum).toBe(body.data.total)
    expect(
      facets.region_francia!.every((o) =>
        [
          'Burdeos',
          'Borgoña',
          'Champaña',
          'Valle del Ródano',
          'Valle del Loira',
          'Alsacia',
          'Provenza',
          'Languedoc',
        ].includes(o.label),
      ),
    ).toBe(true)
    expect(body.data.price.min).toBeGreaterThan(0)
    expect(body.data.price.max).toBeGreaterThanOrEqual(body.data.price.min)
  })

  it('labels facets in English for Accept-Language en', async () => {
    const { body } = await json<{ data: ProductFilters }>('/api/wines/filters', 'en')
    const tipo = body.data.facets.find((f) => f.key === 'tipo')!
    expect(tipo.options.map((o) => o.label)).toContain('Red')
  })

  it('gourmet filters offer tipo_queso', async () => {
    const { body } = await json<{ data: ProductFilters }>('/api/gourmets/filters?tipo_gourmet=quesos')
    const cheese = body.data.facets.find((f) => f.key === 'tipo_queso')!
    expect(cheese.options.map((o) => o.value)).toEqual(
      expect.arrayContaining(['azul', 'pasta-blanda', 'corteza-lavada']),
    )
    expect(cheese.options.find((o) => o.value === 'azul')!.label).toBe('Azules')
  })
})

describe('product detail', () => {
  it('GET /wines/{slug} returns every attribute the shop stores, in the locale', async () => {
    const slug = (
      await one<{ slug: string }>(
        "SELECT slug FROM products WHERE product_type = 'App\\Models\\Wine' AND variety = 'Carménère' LIMIT 1",
      )
    ).slug
    const es = await json<{ data: ProductDetail }>(`/api/wines/${slug}`)
    expect(es.status).toBe(200)
    const p = es.body.data
    for (const key of [
      'body',
      'acidity',
      'sweetness',
      'freshness',
      'guarda',
      'vineyard',
      'harvest',
      'aromatic_family',
      'tasting_notes',
      'pairing',
      'sommelier_comment',
      'description',
    ] as const) {
      expect(p[key], key).not.toBeNull()
    }
    expect(p.strains.length).toBeGreaterThan(0)
    expect(p.related.length).toBeGreaterThan(0)
    expect(p.related.some((r) => r.slug === p.slug)).toBe(false)
    const en = await json<{ data: ProductDetail }>(`/api/wines/${slug}`, 'en')
    expect(en.body.data.name).toBe(p.name)
    expect(en.body.data.tasting_notes).not.toBe(p.tasting_notes)
    expect(en.body.data.tipo_label).toBe('Red')
  })

  it('a box lists its contents; wrong type or unknown slug is 404', async () => {
    const box = (await list('/api/boxes')).body.data[0]!
    const { body } = await json<{ data: ProductDetail }>(`/api/boxes/${box.slug}`)
    expect(body.data.contents.length).toBeGreaterThan(0)
    expect((await t.call(`/api/wines/${box.slug}`)).status).toBe(404)
    expect((await t.call('/api/wines/no-such-wine')).status).toBe(404)
    expect((await t.call(`/api/products/${box.slug}`)).status).toBe(200)
  })

  it('a page that cannot be a box skips the contents statement; a box and an untyped read keep it', async () => {
    const box = (await list('/api/boxes')).body.data[0]!
    const wine = (await list('/api/wines')).body.data[0]!
    const statements = async (path: string) => Number((await t.call(path)).headers.get('x-d1-queries'))
    const boxPage = await statements(`/api/boxes/${box.slug}`)
    expect(await statements(`/api/wines/${wine.slug}`)).toBe(boxPage - 1)
    expect(await statements(`/api/products/${box.slug}`)).toBe(boxPage)
    expect((await json<{ data: ProductDetail }>(`/api/wines/${wine.slug}`)).body.data.contents).toEqual([])
    expect(
      (await json<{ data: ProductDetail }>(`/api/products/${box.slug}`)).body.data.contents.length,
    ).toBeGreaterThan(0)
  })
})

describe('a product page reads its categories and photos with the product', () => {
  it('a wine page is two statements, and its categories show in order, in the locale, at once', async () => {
    const row = await one<{ slug: string; id: number }>(
      `SELECT p.slug, p.id FROM product_categories pc JOIN products p ON p.id = pc.product_id
       WHERE p.product_type = 'App\\Models\\Wine' AND p.active = 1 ORDER BY p.id LIMIT 1`,
    )
    const path = `/api/wines/${row!.slug}`
    const res = await t.call(path)
    expect(res.headers.get('x-d1-queries')).toBe('2')
    const expected = async () =>
      (
        await t.db
          .prepare(
            `SELECT c.slug, c.name_es, c.name_en FROM product_categories pc JOIN categories c ON c.slug = pc.category_slug
             WHERE pc.product_id = ? ORDER BY c.sort_order`,
          )
          .bind(row!.id)
          .all<{ slug: string; name_es: string; name_en: string }>()
      ).results
    const before = await expected()
    expect(before.length).toBeGreaterThan(0)
    expect(((await res.json()) as { data: ProductDetail }).data.categories).toEqual(
      before.map((c) => ({ slug: c.slug, name: c.name_es })),
    )
    const en = (await json<{ data: ProductDetail }>(path, 'en')).body.data.categories
    expect(en).toEqual(before.map((c) => ({ slug: c.slug, name: c.name_en })))

    // A category the staff add shows on the very next page view.
    const other = await one<{ slug: string }>(
      'SELECT slug FROM categories WHERE slug NOT IN (SELECT category_slug FROM product_categories WHERE product_id = ?) LIMIT 1',
      row!.id,
    )
    await t.db
      .prepare('INSERT INTO product_categories (product_id, category_slug) VALUES (?, ?)')
      .bind(row!.id, other!.slug)
      .run()
    try {
      const after = (await json<{ data: ProductDetail }>(path)).body.data.categories.map((c) => c.slug)
      expect(after).toEqual((await expected()).map((c) => c.slug))
      expect(after).toContain(other!.slug)
    } finally {
      await t.db
        .prepare('DELETE FROM product_categories WHERE product_id = ? AND category_slug = ?')
        .bind(row!.id, other!.slug)
        .run()
    }
  })

  it('a product without photos or categories answers empty lists', async () => {
    const row = await one<{ slug: string }>(
      `SELECT p.slug FROM products p WHERE p.product_type = 'App\\Models\\Wine' AND p.active = 1
         AND NOT EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id)
         AND NOT EXISTS (SELECT 1 FROM photos ph WHERE ph.entity_type = 'product' AND ph.entity_id = p.id)
       ORDER BY p.id LIMIT 1`,
    )
    const p = (await json<{ data: ProductDetail }>(`/api/wines/${row!.slug}`)).body.data
    expect([p.categories, p.photos]).toEqual([[], []])
  })
})

describe('related products', () => {
  // The rank as the product page defines it, computed over the whole family: what the statement's shortcut (close
  // neighbours first) must always agree with.
  const wholeFamily = async (slug: string) => {
    const s = withNow({
      sql: `SELECT p.id FROM products me JOIN products p ON p.product_type = me.product_type
           WHERE me.slug = ? AND me.active = 1 AND p.active = 1 AND p.id != me.id AND (${STOCK_SQL}) > 0
           ORDER BY (p.tipo = me.tipo) + (p.variety_slug IS me.variety_slug) * 2 + (p.region_slug IS me.region_slug)
             + (p.brand_slug IS me.brand_slug) DESC, abs(${priceNowSql()} - ${priceNowSql('me')}) ASC, p.id ASC
           LIMIT 8`,
      params: [slug],
    })
    return (
      await t.db
        .prepare(s.sql)
        .bind(...s.params)
        .all<{ id: number }>()
    ).results.map((r) => r.id)
  }
  const shown = async (path: string) => (await json<{ data: ProductDetail }>(path)).body.data.related.map((r) => r.id)

  it('are the best eight of the whole family, whichever way the statement finds them', async () => {
    const families = ['wines', 'alcohols', 'boxes', 'gourmets'] as const
    for (const family of families) {
      const cards = (await list(`/api/${family}?per_page=6&sort=name`)).body.data
      for (const card of cards) {
        const expected = await wholeFamily(card.slug)
        expect(expected.length, card.slug).toBeGreaterThan(0)
        expect(await shown(`/api/${family}/${card.slug}`), card.slug).toEqual(expected)
      }
    }
  })

  it('a wine with few close neighbours is ranked against the whole family', async () => {
    const wine = (await list('/api/wines?sort=price_desc&per_page=1')).body.data[0]!
    const before = await one<{ variety_slug: string; region_slug: string; brand_slug: string }>(
      'SELECT variety_slug, region_slug, brand_slug FROM products WHERE id = ?',
      wine.id,
    )
    // Alone in its grape, region and brand: nothing shares two of them, so the shortcut cannot decide.
    await t.db
      .prepare("UPDATE products SET variety_slug = 'solo', region_slug = 'solo', brand_slug = 'solo' WHERE id = ?")
      .bind(wine.id)
      .run()
    try {
      const expected = await wholeFamily(wine.slug)
      expect(expected).toHaveLength(8)
      expect(await shown(`/api/wines/${wine.slug}`)).toEqual(expected)
    } finally {
      await t.db
        .prepare('UPDATE products SET variety_slug = ?, region_slug = ?, brand_slug = ? WHERE id = ?')
        .bind(before!.variety_slug, before!.region_slug, before!.brand_slug, wine.id)
        .run()
    }
  })

  it('a related product sold out a moment ago is not offered on the next page view', async () => {
    const wine = (await list('/api/wines?sort=name&per_page=1')).body.data[0]!
    const path = `/api/wines/${wine.slug}`
    const first = (await shown(path))[0]!
    const stock = await one<{ stock: number }>('SELECT stock FROM products WHERE id = ?', first)
    await t.db.prepare('UPDATE products SET stock = 0 WHERE id = ?').bind(first).run()
    try {
      expect(await shown(path)).not.toContain(first)
      expect(await shown(path)).toEqual(await wholeFamily(wine.slug))
    } finally {
      await t.db.prepare('UPDATE products SET stock = ? WHERE id = ?').bind(stock!.stock, first).run()
    }
  })

  it('find their close neighbours through indexes, never a scan of products', async () => {
    const wine = (await list('/api/wines?per_page=1')).body.data[0]!
    const s = withNow(relatedStatement(wine.slug, 'App\\Models\\Wine', 'es'))
    const plan = (
      await t.db
        .prepare(`EXPLAIN QUERY PLAN ${s.sql}`)
        .bind(...s.params)
        .all<{ detail: string }>()
    ).results.map((r) => r.detail)
    for (const index of ['products_type_variety_idx', 'products_type_region_idx', 'products_type_brand_idx'])
      expect(
        plan.some((d) => d.includes(index)),
        index,
      ).toBe(true)
    expect(plan.filter((d) => /^SCAN (p|products)\b(?!.*USING)/.test(d))).toEqual([])
  })
})

describe('search', () => {
  it('carmenere finds Carménère wines (accent- and case-insensitive)', async () => {
    const { body } = await list('/api/search?q=CARMENERE&per_page=10')
    expect(body.total).toBeGreaterThan(10)
    expect(body.data[0]!.name).toMatch(/Carménère/)
  })

  it('champana finds Champaña (ñ folds to n) and pinguino-style words match', async () => {
    const { body } = await list('/api/search?q=champana')
    expect(body.total).toBeGreaterThan(0)
    expect(body.data.some((p) => p.region === 'Champaña')).toBe(true)
  })

  it('names rank above descriptions', async () => {
    // "Syrah" appears in names and in blends' descriptions: the first hits carry it in the name. (On /search the
    // word is understood as the grape and filters instead; the wine list keeps plain text ranking.)
    const { body } = await list('/api/wines?q=syrah&sort=relevance&per_page=5')
    expect(body.data.every((p) => /Syrah/.test(p.name))).toBe(true)
  })

  it('suggestions: prefix match, per_page 6 by default, 5 on request, with subtitles', async () => {
    const { body } = await json<{ data: Suggestion[] }>('/api/search/suggestions?search=carm')
    expect(body.data).toHaveLength(6)
    expect(body.data.every((s) => /carm/i.test(s.name.normalize('NFD').replace(/[\u0300-\u036f]/g, '')))).toBe(true)
    expect(body.data.map((s) => s.subtitle)).toContain('Vino')
    expect(body.data[0]!.price).toBeGreaterThan(0)
    const five = await json<{ data: Suggestion[] }>('/api/search/suggestions?search=pisco&per_page=5')
    expect(five.body.data).toHaveLength(5)
    expect(five.body.data[0]!.subtitle).toBe('Alcohol')
    const gourmet = await json<{ data: Suggestion[] }>('/api/search/suggestions?search=roquef')
    expect(gourmet.body.data[0]!.subtitle).toBe('Producto Gourmet')
  })

  it('FTS operators and quotes never make the search fail', async () => {
    for (const q of ['"', 'pinot OR', 'NEAR(', '*', '-malbec', "o'higgins"]) {
      const res = await t.call(`/api/search?q=${encodeURIComponent(q)}`)
      expect(res.status, q).toBe(200)
    }
  })

  it('search text narrows a list (q on /wines)', async () => {
    const { body } = await list('/api/wines?q=apalta&pais=chile')
    expect(body.total).toBeGreaterThan(0)
    expect(body.data.every((p) => p.country === 'chile')).toBe(true)
  })
})

describe('EXPLAIN QUERY PLAN: filtered lists use indexes, never a full scan of products', () => {
  const plan = async (built: Sql) => {
    // The instant is a parameter the API's D1 wrapper binds; here the statement goes to the bare binding.
    const s = withNow(built)
    const { results } = await t.db
      .prepare(`EXPLAIN QUERY PLAN ${s.sql}`)
      .bind(...s.params)
      .all<{ detail: string }>()
    return results.map((r) => r.detail)
  }
  const fullScan = (details: string[]) => details.filter((d) => /^SCAN (p|products)\b(?!.*USING)/.test(d))
  const base = { page: 1, per_page: 24 } as const
  const cases: [string, Scope, object][] = [
    ['wines, no filter', scopeFor('wines'), {}],
    ['wines, tipo + pais + price sort', scopeFor('wines'), { tipo: ['tinto'], pais: ['chile'], sort: 'price_asc' }],
    ['wines, variedad', scopeFor('wines'), { variedad: ['carmenere'] }],
    [
      'wines, marca + price range',
      scopeFor('wines'),
      { marca: ['vina-alto-pirque'], precio_min: 1000, precio_max: 20000 },
    ],
    ['gourmets, tipo_queso', scopeFor('gourmets'), { tipo_queso: ['azul'] }],
    ['offers, discount sort', scopeFor('offers'), { sort: 'discount' }],
    ['category', { kind: 'category', slug: 'navidad' }, {}],
    ['search text', scopeFor('search'), { q: 'carmenere', sort: 'relevance' }],
  ]
  for (const [name, scope, extra] of cases) {
    it(name, async () => {
      const query = resolveSort('wines', { ...base, ...extra } as never)
      const listPlan = await plan(listStatement(scope, query, 'es'))
      const countPlan = await plan(countStatement(scope, query))
      expect(fullScan(listPlan), listPlan.join('\n')).toEqual([])
      expect(fullScan(countPlan), countPlan.join('\n')).toEqual([])
      expect(
        listPlan.some((d) =>
          /USING (COVERING )?INDEX|USING INTEGER PRIMARY KEY|VIRTUAL TABLE|USING PRIMARY KEY/.test(d),
        ),
      ).toBe(true)
    })
  }
  it('facet counts too', async () => {
    const facetPlan = await plan(
      facetStatement(scopeFor('wines'), { ...base, sort: 'newest', pais: ['francia'] }, 'tipo'),
    )
    expect(fullScan(facetPlan), facetPlan.join('\n')).toEqual([])
  })
  it("a family's counts, facets and price range read the list index alone, never the product rows", async () => {
    const query: ListQuery = { ...base, sort: 'newest', tipo: ['tinto'], precio_max: 30000, disponible: '1' }
    const wines = scopeFor('wines')
    for (const s of [countStatement(wines, query), facetStatement(wines, query, 'variedad')]) {
      const details = await plan(s)
      const products = details.filter((d) => /\b(p|products)\b/.test(d) && /^(SCAN|SEARCH)/.test(d))
      expect(products, details.join('\n')).toEqual([expect.stringContaining('USING COVERING INDEX products_list_idx')])
    }
  })
})

describe('a facet call reads its price range and its total in one pass', () => {
  const filters = async (query: string) =>
    (await json<{ data: ProductFilters }>(`/api/wines/filters?${query}`)).body.data

  it('the total is the list total under the price bounds; the range ignores the bounds', async () => {
    const all = await filters('tipo=tinto')
    const bounded = await filters('tipo=tinto&precio_min=10000&precio_max=20000')
    const listed = (await list('/api/wines?tipo=tinto&precio_min=10000&precio_max=20000&per_page=1')).body
    expect(bounded.total).toBe(listed.total)
    expect(bounded.total).toBeLessThan(all.total)
    expect(bounded.price).toEqual(all.price)
    expect(all.price.min).toBeLessThan(10000)
    // every facet's counts are read under the price bounds too
    expect(bounded.facets.find((f) => f.key === 'variedad')!.options.reduce((s, o) => s + o.count, 0)).toBe(
      bounded.total,
    )
  })

  it('a sale that opened a moment ago counts at its sale price in lists, totals and the range', async () => {
    const write = (sql: string, ...params: unknown[]) =>
      t.db
        .prepare(sql)
        .bind(...params)
        .run()
    const { body } = await list('/api/wines?marca=vina-alto-pirque&sort=price_desc&per_page=1')
    const dear = body.data[0]!
    const salePrice = 990
    const bounded = 'marca=vina-alto-pirque&precio_max=1000'
    expect((await filters(bounded)).total).toBe(0)
    // The window opened a second ago by the API's clock (the one it reads prices with) and closes in an hour.
    const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString()
    await write(
      'UPDATE products SET sale_price = ?, sale_starts_at = ?, sale_ends_at = ? WHERE id = ?',
      salePrice,
      fromNow(-1_000),
      fromNow(3_600_000),
      dear.id,
    )
    try {
      const open = await filters(bounded)
      expect(open.total).toBe(1)
      expect(open.facets.find((f) => f.key === 'marca')!.options).toEqual([
        expect.objectContaining({ value: 'vina-alto-pirque', count: 1 }),
      ])
      expect((await filters('marca=vina-alto-pirque')).price.min).toBe(salePrice)
      const cheapest = (await list('/api/wines?marca=vina-alto-pirque&sort=price_asc&per_page=1')).body.data[0]!
      expect([cheapest.id, cheapest.price]).toEqual([dear.id, salePrice])
      expect((await list(`/api/wines?${bounded}`)).body.total).toBe(1)
      // The same sale with its window closed a second ago: the regular price again, everywhere.
      await write('UPDATE products SET sale_ends_at = ? WHERE id = ?', fromNow(-1_000), dear.id)
      expect((await filters(bounded)).total).toBe(0)
      expect((await filters('marca=vina-alto-pirque')).price.min).toBeGreaterThan(salePrice)
      expect((await list(`/api/wines?${bounded}`)).body.total).toBe(0)
    } finally {
      await write(
        'UPDATE products SET sale_price = NULL, sale_starts_at = NULL, sale_ends_at = NULL WHERE id = ?',
        dear.id,
      )
    }
  })

  it('a stock change shows at once in the available list, its total and the facet counts', async () => {
    const query = 'marca=vina-alto-pirque&disponible=1'
    const before = await filters(query)
    const card = (await list(`/api/wines?${query}&per_page=1`)).body.data[0]!
    const stock = card.stock
    await t.db.prepare('UPDATE products SET stock = 0 WHERE id = ?').bind(card.id).run()
    try {
      const after = await filters(query)
      expect(after.total).toBe(before.total - 1)
      expect(after.facets.find((f) => f.key === 'marca')!.options[0]!.count).toBe(before.total - 1)
      expect((await list(`/api/wines?${query}&per_page=1`)).body.total).toBe(before.total - 1)
    } finally {
      await t.db.prepare('UPDATE products SET stock = ? WHERE id = ?').bind(stock, card.id).run()
    }
  })
})

describe('freshness: every answer is read from D1 when it is asked for', () => {
  // Straight into D1, as a sale, a staff edit or a hand-run UPDATE would: nothing has to be told.
  const write = (sql: string, ...params: unknown[]) =>
    t.db
      .prepare(sql)
      .bind(...params)
      .run()

  it('price, stock and the active flag show on the very next list, facet call and product page', async () => {
    const { body } = await list('/api/wines?marca=vina-alto-pirque&sort=price_asc&per_page=60')
    const card = body.data[0]!
    const page = async () => (await json<{ data: ProductDetail }>(`/api/wines/${card.slug}`)).body.data
    const filters = async () =>
      (await json<{ data: ProductFilters }>('/api/wines/filters?marca=vina-alto-pirque&disponible=1')).body.data
    const before = await filters()
    expect((await page()).stock).toBe(card.stock)

    await write('UPDATE products SET price = ?, stock = 0 WHERE id = ?', card.price + 777, card.id)
    const after = await page()
    expect([after.price, after.stock]).toEqual([card.price + 777, 0])
    const again = (await list('/api/wines?marca=vina-alto-pirque&sort=price_asc&per_page=60')).body
    expect(again.data.find((c) => c.id === card.id)).toMatchObject({ price: card.price + 777, stock: 0 })
    expect((await filters()).total).toBe(before.total - (card.stock > 0 ? 1 : 0))

    await write('UPDATE products SET active = 0 WHERE id = ?', card.id)
    expect((await json(`/api/wines/${card.slug}`)).status).toBe(404)
    expect((await list('/api/wines?marca=vina-alto-pirque&per_page=60')).body.total).toBe(body.total - 1)

    await write('UPDATE products SET active = 1, price = ?, stock = ? WHERE id = ?', card.price, card.stock, card.id)
    expect((await list('/api/wines?marca=vina-alto-pirque&per_page=60')).body.total).toBe(body.total)
  })
})

describe('the kind of product as a facet value', () => {
  it('reads in the request’s language: "Wine" on English pages, "Vino" on Spanish ones', async () => {
    const kinds = async (locale: string) => {
      const { body } = await json<{ data: ProductFilters }>('/api/offers/filters', locale)
      return body.data.facets.find((f) => f.key === 'categoria')!.options.map((o) => o.label)
    }
    const en = await kinds('en')
    expect(en).toContain('Wine')
    expect(en).not.toContain('Vino')
    expect(await kinds('es')).toContain('Vino')
  })
})
