import { beforeAll, describe, expect, it } from 'vitest'
import type { ProductList, SearchUnderstanding } from '~/contract/catalog'
import { createTestApi, type TestApi } from './harness'

// The results page understands a sentence: facets read from `q` filter the list, the rest stays full text.
type SearchPage = ProductList & { understood?: SearchUnderstanding }

let t: TestApi
beforeAll(async () => {
  t = await createTestApi()
})

async function search(q: string, locale: 'es' | 'en' = 'es', extra = '') {
  const res = await t.call(`/api/search?q=${encodeURIComponent(q)}&per_page=48${extra}`, { locale })
  expect(res.status).toBe(200)
  return (await res.json()) as SearchPage
}

async function productsOf(slugs: string[]) {
  const marks = slugs.map(() => '?').join(',')
  const { results } = await t.db
    .prepare(
      `SELECT slug, tipo, country, variety_slug, region_slug, price, year FROM products WHERE slug IN (${marks})`,
    )
    .bind(...slugs)
    .all<{
      slug: string
      tipo: string
      country: string
      variety_slug: string
      region_slug: string
      price: number
      year: number
    }>()
  return results
}

describe('GET /api/search with a sentence', () => {
  it('"vino tinto chileno" lists Chilean reds and says what it understood', async () => {
    const page = await search('vino tinto chileno')
    expect(page.total).toBeGreaterThan(10)
    const rows = await productsOf(page.data.map((p) => p.slug))
    expect(rows.every((r) => r.tipo === 'tinto' && r.country === 'chile')).toBe(true)
    expect(page.understood).toEqual({
      facets: [
        { facet: 'tipo', value: 'tinto', label: 'Tinto' },
        { facet: 'pais', value: 'chile', label: 'Chile' },
      ],
      words: '',
    })
  })

  it('"carmenere bajo 15 mil" keeps to Carménère at $15.000 or less', async () => {
    const page = await search('carmenere bajo 15 mil')
    expect(page.total).toBeGreaterThan(0)
    const rows = await productsOf(page.data.map((p) => p.slug))
    expect(rows.every((r) => r.variety_slug === 'carmenere' && r.price <= 15000)).toBe(true)
    expect(page.understood?.facets.map((f) => f.label)).toEqual(['Carménère', 'Hasta $15.000'])
  })

  it('understands English too', async () => {
    const page = await search('chilean red wine', 'en')
    const rows = await productsOf(page.data.map((p) => p.slug))
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((r) => r.tipo === 'tinto' && r.country === 'chile')).toBe(true)
    expect(page.understood?.facets.map((f) => f.label)).toEqual(['Red', 'Chile'])
  })

  it('searches the words it does not know as text, inside the understood facets', async () => {
    const page = await search('alto pirque carmenere')
    expect(page.understood?.words).toBe('alto pirque')
    const rows = await productsOf(page.data.map((p) => p.slug))
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((r) => r.variety_slug === 'carmenere')).toBe(true)
    expect(page.data.every((p) => /alto pirque/i.test(p.name))).toBe(true)
  })

  it('filters by vintage', async () => {
    const page = await search('carmenere 2020')
    const rows = await productsOf(page.data.map((p) => p.slug))
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((r) => r.year === 2020 && r.variety_slug === 'carmenere')).toBe(true)
  })

  it('lets an explicit filter win over the sentence', async () => {
    const page = await search('vino tinto chileno', 'es', '&tipo=blanco')
    const rows = await productsOf(page.data.map((p) => p.slug))
    expect(rows.every((r) => r.tipo === 'blanco' && r.country === 'chile')).toBe(true)
    expect(page.understood?.facets.map((f) => f.facet)).toEqual(['pais'])
  })

  it('answers a plain name as before, with nothing understood', async () => {
    const page = await search('panquehue')
    expect(page.understood).toBeUndefined()
    expect(page.total).toBeGreaterThan(0)
  })

  it('shows the understood facets as selected in the filter panel', async () => {
    const res = await t.call(`/api/search/filters?q=${encodeURIComponent('vino tinto chileno')}`)
    const { data } = (await res.json()) as {
      data: { facets: { key: string; options: { value: string; selected: boolean }[] }[] }
    }
    const selected = (key: string) =>
      data.facets
        .find((f) => f.key === key)
        ?.options.filter((o) => o.selected)
        .map((o) => o.value)
    expect(selected('tipo')).toEqual(['tinto'])
    expect(selected('pais')).toEqual(['chile'])
  })
})
