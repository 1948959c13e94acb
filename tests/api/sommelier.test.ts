import { beforeAll, describe, expect, it } from 'vitest'
import type { FoodList, GuideCount, GuideFilters, PageFilters, SommelierWines } from '~/contract/sommelier'
import * as q from '~/api/sommelier/queries'
import type { Sql } from '~/api/catalog/queries'
import { createTestApi, withNow, type TestApi } from './harness'

// docs/product.md, The shop and its people virtual sommelier (pairing by dish; guided flow on tipo, estilo, cepa, aroma) and docs/product.md, The API calls
// /sommelier/food, /page-filters, /filters, /count, /wines. Shapes: src/contract/sommelier.ts.

let t: TestApi
beforeAll(async () => {
  t = await createTestApi()
})

async function get<T>(path: string, locale = 'es'): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await t.call(path, { locale })
  return { status: res.status, body: (await res.json()) as T, headers: res.headers }
}
const one = async <T>(sql: string, ...params: unknown[]) =>
  (await t.db
    .prepare(sql)
    .bind(...params)
    .first()) as T

const WINE = 'App\\Models\\Wine'

describe('GET /sommelier/food', () => {
  it('pages the dishes (docs/product.md, The API page, limit) with names in the locale', async () => {
    const all = await one<{ n: number }>('SELECT count(*) n FROM dishes')
    expect(all.n).toBeGreaterThanOrEqual(30)
    const p1 = await get<FoodList>('/api/sommelier/food?page=1&limit=10')
    expect(p1.status).toBe(200)
    expect(p1.headers.get('cache-control')).toContain('public')
    expect(p1.body.total).toBe(all.n)
    expect(p1.body.data).toHaveLength(10)
    expect(p1.body.per_page).toBe(10)
    expect(p1.body.last_page).toBe(Math.ceil(all.n / 10))
    const p2 = await get<FoodList>('/api/sommelier/food?page=2&limit=10')
    const slugs1 = new Set(p1.body.data.map((d) => d.slug))
    expect(p2.body.data.some((d) => slugs1.has(d.slug))).toBe(false)
    const asado = p1.body.data.find((d) => d.slug === 'asado')!
    expect(asado.name).toBe('Asado')
    expect(asado.reason).toBe('Tinto con cuerpo para carnes asadas')
    expect(asado.profile).toMatchObject({ tipos: ['tinto'], body: [4, 5] })
    const en = await get<FoodList>('/api/sommelier/food?page=1&limit=10', 'en')
    expect(en.body.data.find((d) => d.slug === 'asado')!.reason).toBe('Full-bodied red for grilled meats')
    const past = await get<FoodList>(`/api/sommelier/food?page=${p1.body.last_page + 1}&limit=10`)
    expect(past.body.data).toEqual([])
  })

  it('filters by country and by continent', async () => {
    const chile = await get<FoodList>('/api/sommelier/food?country=chile&limit=60')
    const expected = await one<{ n: number }>("SELECT count(*) n FROM dishes WHERE country = 'chile'")
    expect(chile.body.total).toBe(expected.n)
    expect(chile.body.data.every((d) => d.country === 'chile' && d.country_label === 'Chile')).toBe(true)
    expect(chile.body.data.map((d) => d.slug)).toEqual(expect.arrayContaining(['pastel-de-choclo', 'curanto']))
    const asia = await get<FoodList>('/api/sommelier/food?continent=asia&limit=60')
    expect(asia.body.total).toBeGreaterThan(0)
    expect(asia.body.data.every((d) => d.continent === 'asia')).toBe(true)
    const none = await get<FoodList>('/api/sommelier/food?country=narnia')
    expect(none.body).toMatchObject({ total: 0, data: [] })
  })
})

describe('GET /sommelier/page-filters', () => {
  it('lists continents and their countries that have dishes, with counts', async () => {
    const { status, body } = await get<{ data: PageFilters }>('/api/sommelier/page-filters')
    expect(status).toBe(200)
    expect(body.data.continents.map((c) => c.value).sort()).toEqual(['america', 'asia', 'europa'])
    const total = body.data.continents.reduce((s, c) => s + c.count, 0)
    expect(total).toBe((await one<{ n: number }>('SELECT count(*) n FROM dishes')).n)
    expect(body.data.countries.reduce((s, c) => s + c.count, 0)).toBe(total)

    const europe = await get<{ data: PageFilters }>('/api/sommelier/page-filters?continent=europa&country=italia', 'en')
    expect(europe.body.data.continents.find((c) => c.selected)).toMatchObject({ value: 'europa', label: 'Europe' })
    const countries = europe.body.data.countries
    expect(countries.map((c) => c.value)).toEqual(expect.arrayContaining(['italia', 'francia', 'espana']))
    expect(countries.some((c) => c.value === 'chile')).toBe(false)
    expect(countries.find((c) => c.selected)).toMatchObject({ value: 'italia', label: 'Italy' })
    // Each country's count is its /food total.
    const italy = await get<FoodList>('/api/sommelier/food?country=italia')
    expect(countries.find((c) => c.value === 'italia')!.count).toBe(italy.body.total)
  })
})

describe('guided flow: /sommelier/filters, /count and /wines agree', () => {
  it('counts every option under the other answers, equal to /count and to /wines', async () => {
    const { status, body } = await get<{ data: GuideFilters }>('/api/sommelier/filters')
    expect(status).toBe(200)
    expect(body.data.facets.map((f) => f.key)).toEqual(['tipo', 'estilo', 'variedad', 'aroma'])
    const inStock = await one<{ n: number }>(
      'SELECT count(*) n FROM products WHERE product_type = ? AND stock > 0',
      WINE,
    )
    expect(body.data.total).toBe(inStock.n)
    const tipo = body.data.facets.find((f) => f.key === 'tipo')!
    expect(tipo.options[0]).toMatchObject({ value: 'tinto', label: 'Tinto' })
    expect(tipo.options.reduce((s, o) => s + o.count, 0)).toBe(inStock.n)

    for (const option of tipo.options.slice(0, 3)) {
      const count = await get<{ data: GuideCount }>(`/api/sommelier/count?tipo=${option.value}`)
      expect(count.body.data.total).toBe(option.count)
    }

    // Two answers: every estilo option's count equals /count and /wines' total with it chosen.
    const red = await get<{ data: GuideFilters }>('/api/sommelier/filters?tipo=tinto&estilo=con-cuerpo')
    const estilos = red.body.data.facets.find((f) => f.key === 'estilo')!
    expect(estilos.options.find((o) => o.selected)?.value).toBe('con-cuerpo')
    for (const option of estilos.options) {
      const count = await get<{ data: GuideCount }>(`/api/sommelier/count?tipo=tinto&estilo=${option.value}`)
      expect(count.body.data.total).toBe(option.count)
    }
    const variety = red.body.data.facets.find((f) => f.key === 'variedad')!.options[0]!
    const three = `tipo=tinto&estilo=con-cuerpo&variedad=${variety.value}`
    const count = await get<{ data: GuideCount }>(`/api/sommelier/count?${three}`)
    const wines = await get<SommelierWines>(`/api/sommelier/wines?${three}&limit=48`)
    expect(count.body.data.total).toBe(variety.count)
    expect(wines.body.total).toBe(variety.count)
    expect(wines.body.data.length).toBe(Math.min(48, variety.count))
    expect(wines.body.data.every((w) => w.tipo === 'tinto' && w.body! >= 4 && w.stock > 0)).toBe(true)
    expect(wines.body.dish).toBeNull()
  })

  it('answers in English and with every step answered', async () => {
    const { body } = await get<{ data: GuideFilters }>(
      '/api/sommelier/filters?tipo=blanco&estilo=seco&variedad=sauvignon-blanc&aroma=herbaceo',
      'en',
    )
    const aroma = body.data.facets.find((f) => f.key === 'aroma')!
    expect(aroma.options.find((o) => o.value === 'herbaceo')).toMatchObject({ label: 'Herbaceous', selected: true })
    const estilo = body.data.facets.find((f) => f.key === 'estilo')!
    expect(estilo.options.find((o) => o.value === 'seco')!.label).toBe('Dry')
    expect(body.data.total).toBeGreaterThan(0)
  })
})

describe('pairing by dish: GET /sommelier/wines?plato=', () => {
  it('ceviche gets fresh whites and sparkling wines, best matches first', async () => {
    const { status, body } = await get<SommelierWines>('/api/sommelier/wines?plato=ceviche')
    expect(status).toBe(200)
    expect(body.dish).toMatchObject({ slug: 'ceviche', reason: 'Blanco fresco y ácido para el limón del ceviche' })
    expect(body.total).toBeGreaterThan(5)
    expect(body.data.every((w) => ['blanco', 'espumante'].includes(w.tipo) && w.stock > 0)).toBe(true)
    expect(body.data.every((w) => w.body! <= 3)).toBe(true)
    const scores = body.data.map((w) => w.score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    expect(body.data[0]!.matches).toEqual(expect.arrayContaining(['tipo', 'cuerpo']))
  })

  it('asado gets full-bodied dry reds first', async () => {
    const { body } = await get<SommelierWines>('/api/sommelier/wines?plato=asado&limit=12')
    expect(body.data).toHaveLength(12)
    expect(body.data.every((w) => w.tipo === 'tinto' && w.body! >= 3)).toBe(true)
    expect(body.data.slice(0, 6).every((w) => w.body! >= 4 && w.sweetness === 1)).toBe(true)
    // Page 2 continues the ranking without repeats.
    const p2 = await get<SommelierWines>('/api/sommelier/wines?plato=asado&limit=12&page=2')
    const first = new Set(body.data.map((w) => w.id))
    expect(p2.body.data.some((w) => first.has(w.id))).toBe(false)
    expect(p2.body.data[0]!.score).toBeLessThanOrEqual(body.data[11]!.score)
  })

  it('quesos azules gets sweet wines; the dish combines with the guided answers', async () => {
    const blue = await get<SommelierWines>('/api/sommelier/wines?plato=quesos-azules')
    expect(blue.body.total).toBeGreaterThan(0)
    expect(blue.body.data.every((w) => w.tipo === 'dulce')).toBe(true)
    const both = await get<SommelierWines>('/api/sommelier/wines?plato=asado&variedad=carmenere')
    expect(both.body.total).toBeGreaterThan(0)
    expect(both.body.data.every((w) => w.variety === 'Carménère')).toBe(true)
    expect(both.body.data[0]!.matches).toContain('cepa')
  })

  it('every seeded dish has wines to recommend', async () => {
    const dishes = await get<FoodList>('/api/sommelier/food?limit=60')
    for (const dish of dishes.body.data) {
      const { body } = await get<SommelierWines>(`/api/sommelier/wines?plato=${dish.slug}&limit=1`)
      expect(body.total, dish.slug).toBeGreaterThanOrEqual(3)
    }
  })
})

describe('422 naming the field', () => {
  const cases: [string, string][] = [
    ['/api/sommelier/filters?tipo=cerveza', 'tipo'],
    ['/api/sommelier/count?estilo=pesado', 'estilo'],
    ['/api/sommelier/count?aroma=ahumado', 'aroma'],
    ['/api/sommelier/filters?variedad=No%20Slug', 'variedad'],
    ['/api/sommelier/filters?color=rojo', 'color'],
    ['/api/sommelier/wines?plato=no-existe', 'plato'],
    ['/api/sommelier/wines?limit=500', 'limit'],
    ['/api/sommelier/food?page=0', 'page'],
    ['/api/sommelier/food?limit=abc', 'limit'],
    ['/api/sommelier/page-filters?continent=oceania', 'continent'],
  ]
  it.each(cases)('%s → 422 on %s', async (path, field) => {
    const { status, body } = await get<{ message: string; errors: Record<string, string[]> }>(path)
    expect(status).toBe(422)
    expect(body.message).toBe('Verifica que la información ingresada sea correcta')
    expect(Object.keys(body.errors)).toContain(field)
  })

  it('ignores tracking parameters', async () => {
    const { status } = await get('/api/sommelier/count?tipo=tinto&utm_source=news')
    expect(status).toBe(200)
  })
})

describe('EXPLAIN QUERY PLAN: sommelier statements use indexes, never a full scan', () => {
  const plan = async (built: Sql) => {
    // The instant is a parameter the API's D1 wrapper binds; here the statement goes to the bare binding.
    const s = withNow(built)
    const { results } = await t.db
      .prepare(`EXPLAIN QUERY PLAN ${s.sql}`)
      .bind(...s.params)
      .all<{ detail: string }>()
    return results.map((r) => r.detail)
  }
  const fullScan = (details: string[]) => details.filter((d) => /^SCAN (p|d|products|dishes)\b(?!.*USING)/.test(d))
  const answers = { tipo: 'tinto', estilo: 'con-cuerpo', variedad: 'carmenere', aroma: 'especiado' } as const
  const cases: [string, Sql][] = [
    ['count, no answer', q.countStatement({})],
    ['count, every answer', q.countStatement(answers)],
    ['facet tipo', q.facetStatement({ estilo: 'seco' }, 'tipo')],
    ['facet estilo', q.facetStatement({ tipo: 'blanco' }, 'estilo')],
    ['facet variedad', q.facetStatement({ tipo: 'tinto' }, 'variedad')],
    ['facet aroma', q.facetStatement(answers, 'aroma')],
    ['candidates of a dish', q.candidatesStatement({}, ['blanco', 'espumante'])],
    ['cards', q.cardsStatement([1, 2, 3], 'es')],
    ['food by country', q.foodStatement({ page: 1, limit: 12, country: 'chile' })],
    ['food by continent', q.foodStatement({ page: 1, limit: 12, continent: 'europa' })],
    ['food, all', q.foodStatement({ page: 1, limit: 12 })],
    ['dish', q.dishStatement('asado')],
    ['countries of a continent', q.countriesStatement('asia')],
  ]
  it.each(cases)('%s', async (_name, statement) => {
    const details = await plan(statement)
    expect(fullScan(details), details.join('\n')).toEqual([])
  })

  it('wine statements start from product_type', async () => {
    const details = await plan(q.countStatement({ tipo: 'tinto' }))
    expect(details.join('\n')).toMatch(/USING (COVERING )?INDEX products_(sommelier|type_\w+)_idx/)
  })
})
