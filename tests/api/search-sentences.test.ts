import { beforeAll, describe, expect, it } from 'vitest'
import type { ProductList, SearchUnderstanding, UnderstoodFacetLabel } from '~/contract/catalog'
import { GIFT_MIN_PRICE } from '~/api/catalog/query-understanding'
import { createTestApi, type TestApi } from './harness'

// Sentences shoppers type into the search box, in Spanish and English, with what their first results must be.
// Dish words go through the sommelier's pairing data (the wine kinds and grapes it pairs with a dish), gift words
// ask for gift boxes and wines from GIFT_MIN_PRICE, and words the search does not know never empty what the rest of
// the sentence finds (they are reported as ignored).

type SearchPage = ProductList & { understood?: SearchUnderstanding; applied?: UnderstoodFacetLabel[] }
type Row = {
  slug: string
  product_type: string
  tipo: string | null
  country: string | null
  variety_slug: string | null
  price: number
}
type Expect = {
  /** Every first result pairs with this dish (its wine kinds and, unless `variety` is given, its grapes). */
  pairs?: string
  /** Every first result is a gift box, or a wine from GIFT_MIN_PRICE (or within `maxPrice` when given). */
  gift?: true
  variety?: string
  tipo?: string
  pais?: string
  maxPrice?: number
  /** A gourmet product comes first (a food word alone is the product, not a dish). */
  gourmet?: true
  /** These words were left out because, searched inside the rest, they found nothing. */
  ignored?: string
}

const SENTENCES: [q: string, locale: 'es' | 'en', expected: Expect][] = [
  ['carmenere para asado', 'es', { pairs: 'asado', variety: 'carmenere' }],
  ['regalo para mi papá', 'es', { gift: true }],
  ['vino para el asado', 'es', { pairs: 'asado' }],
  ['tinto para asado bajo 15 mil', 'es', { pairs: 'asado', tipo: 'tinto', maxPrice: 15000 }],
  ['un blanco para mariscos', 'es', { pairs: 'machas-a-la-parmesana', tipo: 'blanco' }],
  ['espumante para celebrar', 'es', { tipo: 'espumante', ignored: 'celebrar' }],
  ['vino para sushi', 'es', { pairs: 'sushi' }],
  ['algo para la pizza', 'es', { pairs: 'pizza-margarita' }],
  ['vino para pastel de choclo', 'es', { pairs: 'pastel-de-choclo' }],
  ['qué vino va con empanadas', 'es', { pairs: 'empanadas-de-pino' }],
  ['vino para ceviche', 'es', { pairs: 'ceviche' }],
  ['vino para salmón', 'es', { pairs: 'salmon-a-la-plancha' }],
  ['tinto para cordero', 'es', { pairs: 'cordero-al-palo', tipo: 'tinto' }],
  ['regalo de cumpleaños', 'es', { gift: true }],
  ['regalo para mi jefe', 'es', { gift: true }],
  ['caja de regalo', 'es', { gift: true }],
  ['regalo para mamá bajo 30 mil', 'es', { gift: true, maxPrice: 30000 }],
  ['vino para quesos', 'es', { pairs: 'quesos-maduros' }],
  ['queso', 'es', { gourmet: true }],
  ['chocolate', 'es', { gourmet: true }],
  ['vino para chocolate', 'es', { pairs: 'chocolate-amargo' }],
  ['carmenere para el asado del domingo', 'es', { variety: 'carmenere', pairs: 'asado', ignored: 'domingo' }],
  ['malbec argentino para la parrilla', 'es', { variety: 'malbec', pais: 'argentina', pairs: 'asado' }],
  ['sauvignon blanc para ceviche', 'es', { variety: 'sauvignon-blanc', pairs: 'ceviche' }],
  ['vino dulce para el postre', 'es', { tipo: 'dulce', pairs: 'tiramisu' }],
  ['pinot noir para salmón', 'es', { variety: 'pinot-noir' }],
  ['vino para hamburguesas', 'es', { pairs: 'hamburguesa' }],
  ['espumante para regalo', 'es', { gift: true, tipo: 'espumante' }],
  ['vino chileno para regalar', 'es', { gift: true, pais: 'chile' }],
  ['día del padre', 'es', { gift: true }],
  ['wine for a barbecue', 'en', { pairs: 'asado' }],
  ['red wine for steak', 'en', { pairs: 'bife-de-chorizo', tipo: 'tinto' }],
  ['gift for my dad', 'en', { gift: true }],
  ['something for sushi', 'en', { pairs: 'sushi' }],
  ['white wine for fish', 'en', { pairs: 'congrio-frito', tipo: 'blanco' }],
  ['carmenere for a bbq', 'en', { variety: 'carmenere', pairs: 'asado' }],
  ['birthday present', 'en', { gift: true }],
  ['wine to go with pizza', 'en', { pairs: 'pizza-margarita' }],
  ['sparkling wine for oysters', 'en', { tipo: 'espumante', pairs: 'ostras' }],
  ['chilean wine for lamb', 'en', { pais: 'chile', pairs: 'cordero-al-palo' }],
  ['wine for cheese', 'en', { pairs: 'quesos-maduros' }],
  ['a gift for my boss under 30k', 'en', { gift: true, maxPrice: 30000 }],
  ['dessert wine', 'en', { tipo: 'dulce' }],
  ['wine for mushroom risotto', 'en', { pairs: 'risotto-de-hongos' }],
  ['malbec for burgers', 'en', { variety: 'malbec', pairs: 'hamburguesa' }],
  ["father's day gift", 'en', { gift: true }],
]

let t: TestApi
let dishes: Map<string, { tipos: string[]; varieties: string[] }>
beforeAll(async () => {
  t = await createTestApi()
  const { results } = await t.db
    .prepare('SELECT slug, wine_tipos, varieties FROM dishes')
    .all<{ slug: string; wine_tipos: string; varieties: string }>()
  dishes = new Map(
    results.map((d) => [d.slug, { tipos: JSON.parse(d.wine_tipos), varieties: JSON.parse(d.varieties) }]),
  )
})

async function search(q: string, locale: 'es' | 'en') {
  const res = await t.call(`/api/search?q=${encodeURIComponent(q)}&per_page=5`, { locale })
  expect(res.status).toBe(200)
  return (await res.json()) as SearchPage
}

async function rows(slugs: string[]) {
  const { results } = await t.db
    .prepare(
      `SELECT slug, product_type, tipo, country, variety_slug, price FROM products WHERE slug IN (${slugs.map(() => '?').join(',')})`,
    )
    .bind(...slugs)
    .all<Row>()
  return slugs.map((s) => results.find((r) => r.slug === s)!)
}

const BOX = 'App\\Models\\Box'
const WINE = 'App\\Models\\Wine'

describe('the search understands what shoppers type', () => {
  it('keeps a table of at least 40 sentences, in both languages', () => {
    expect(SENTENCES.length).toBeGreaterThanOrEqual(40)
    expect(SENTENCES.filter(([, l]) => l === 'en').length).toBeGreaterThanOrEqual(15)
  })

  it.each(SENTENCES)('"%s" (%s)', async (q, locale, want) => {
    const page = await search(q, locale)
    expect(page.total, 'results').toBeGreaterThan(0)
    const first = await rows(page.data.map((p) => p.slug))
    for (const row of first) {
      const where = `${row.slug} for "${q}"`
      if (want.pairs) {
        const dish = dishes.get(want.pairs)!
        expect(dish.tipos, where).toContain(row.tipo)
        if (!want.variety) expect(dish.varieties, where).toContain(row.variety_slug)
      }
      if (want.variety) expect(row.variety_slug, where).toBe(want.variety)
      if (want.tipo) expect(row.tipo, where).toBe(want.tipo)
      if (want.pais) expect(row.country, where).toBe(want.pais)
      if (want.maxPrice) expect(row.price, where).toBeLessThanOrEqual(want.maxPrice)
      if (want.gift) {
        expect([BOX, WINE], where).toContain(row.product_type)
        if (row.product_type === WINE && !want.maxPrice) expect(row.price, where).toBeGreaterThanOrEqual(GIFT_MIN_PRICE)
      }
    }
    if (want.gourmet) expect(first[0]!.product_type).toBe('App\\Models\\GourmetProduct')
    if (want.gift && !want.tipo && !want.pais && !want.maxPrice)
      expect(
        first.some((r) => r.product_type === BOX),
        'a gift box first',
      ).toBe(true)
    if (want.ignored) expect(page.understood?.ignored).toBe(want.ignored)
    else expect(page.understood?.ignored).toBeUndefined()
  })
})

describe('what the page says it understood', () => {
  it('"carmenere para asado": the grape and the dish, in Spanish', async () => {
    const page = await search('carmenere para asado', 'es')
    expect(page.understood?.facets.map((f) => f.label)).toEqual(['Carménère', 'Para acompañar Asado'])
    expect(page.understood?.words).toBe('')
  })

  it('"regalo para mi papá": a gift, in English too', async () => {
    expect((await search('regalo para mi papá', 'es')).understood?.facets.map((f) => f.label)).toEqual(['Para regalar'])
    expect((await search('gift for my dad', 'en')).understood?.facets.map((f) => f.label)).toEqual(['To give'])
  })

  it('a dish or a gift in the URL (after the page moved them out of the sentence) still filters, with its label', async () => {
    const res = await t.call('/api/search?maridaje=asado&variedad=carmenere&per_page=5', { locale: 'en' })
    const page = (await res.json()) as SearchPage
    expect(page.applied?.map((f) => f.label)).toEqual(['To go with Chilean barbecue'])
    const first = await rows(page.data.map((p) => p.slug))
    expect(first.length).toBeGreaterThan(0)
    expect(first.every((r) => r.variety_slug === 'carmenere')).toBe(true)
    expect((await t.call('/api/search?ocasion=fiesta')).status).toBe(422)
  })

  it('words that would empty the results are ignored and named; words that find something are kept', async () => {
    const ignored = await search('carmenere para el asado del domingo', 'es')
    expect(ignored.understood?.ignored).toBe('domingo')
    // The filter panel counts the same list (the words left out there too).
    const res = await t.call('/api/search/filters?q=domingo&variedad=carmenere&maridaje=asado')
    const { data } = (await res.json()) as {
      data: { facets: { key: string; options: { value: string; label: string; selected: boolean }[] }[] }
    }
    const grape = data.facets.find((f) => f.key === 'variedad')?.options.find((o) => o.value === 'carmenere')
    expect(grape).toMatchObject({ label: 'Carménère', selected: true })
    const kept = await search('alto pirque carmenere', 'es')
    expect(kept.understood?.words).toBe('alto pirque')
    expect(kept.understood?.ignored).toBeUndefined()
  })

  it('a plain name with nothing understood that finds nothing stays empty', async () => {
    const page = await search('xqzv', 'es')
    expect(page.total).toBe(0)
    expect(page.understood).toBeUndefined()
  })
})
