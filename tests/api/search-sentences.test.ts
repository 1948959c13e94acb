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
  brand: string | null
  price: number
}
type Expect = {
  /** The chips the page shows, as facet=value (in any order); none when omitted. */
  chips?: string[]
  /** Every first result pairs with this dish (its wine kinds and, unless `variety` is given, its grapes). */
  pairs?: string
  /** Every first result is a gift box, or a wine from GIFT_MIN_PRICE (or within `maxPrice` when given). */
  gift?: true
  variety?: string
  tipo?: string
  pais?: string
  minPrice?: number
  maxPrice?: number
  /** The order the sentence asked for: the first results go cheapest (or dearest) first. */
  sort?: 'price_asc' | 'price_desc'
  /** A gourmet product comes first (a food word alone is the product, not a dish). */
  gourmet?: true
  /** Every first result is this producer's. */
  brand?: string
  /** These words were left out because, searched inside the rest, they found nothing. */
  ignored?: string
}

// Real sentences, with Chilean usage (lucas, asado, once, regalo, jefe, suegra, piscola, terremoto…).
const SENTENCES: [q: string, locale: 'es' | 'en', expected: Expect][] = [
  [
    'un tinto para el asado del domingo',
    'es',
    { chips: ['tipo=tinto', 'maridaje=asado'], tipo: 'tinto', pairs: 'asado' },
  ],
  ['espumante barato', 'es', { chips: ['tipo=espumante'], tipo: 'espumante', sort: 'price_asc' }],
  [
    'carmenere para asado',
    'es',
    { chips: ['variedad=carmenere', 'maridaje=asado'], pairs: 'asado', variety: 'carmenere' },
  ],
  ['regalo para mi papá', 'es', { chips: ['ocasion=regalo'], gift: true }],
  ['vino para el asado', 'es', { chips: ['maridaje=asado'], pairs: 'asado' }],
  [
    'tinto para asado bajo 15 mil',
    'es',
    { chips: ['tipo=tinto', 'maridaje=asado', 'precio_max=15000'], pairs: 'asado', tipo: 'tinto', maxPrice: 15000 },
  ],
  [
    'un blanco para mariscos',
    'es',
    { chips: ['tipo=blanco', 'maridaje=machas-a-la-parmesana'], pairs: 'machas-a-la-parmesana', tipo: 'blanco' },
  ],
  ['espumante para celebrar', 'es', { chips: ['tipo=espumante'], tipo: 'espumante' }],
  ['vino para sushi', 'es', { chips: ['maridaje=sushi'], pairs: 'sushi' }],
  ['algo para la pizza', 'es', { chips: ['maridaje=pizza-margarita'], pairs: 'pizza-margarita' }],
  ['vino para pastel de choclo', 'es', { chips: ['maridaje=pastel-de-choclo'], pairs: 'pastel-de-choclo' }],
  ['qué vino va con empanadas', 'es', { chips: ['maridaje=empanadas-de-pino'], pairs: 'empanadas-de-pino' }],
  ['vino para ceviche', 'es', { chips: ['maridaje=ceviche'], pairs: 'ceviche' }],
  ['vino para salmón', 'es', { chips: ['maridaje=salmon-a-la-plancha'], pairs: 'salmon-a-la-plancha' }],
  [
    'tinto para cordero',
    'es',
    { chips: ['tipo=tinto', 'maridaje=cordero-al-palo'], pairs: 'cordero-al-palo', tipo: 'tinto' },
  ],
  ['regalo de cumpleaños', 'es', { chips: ['ocasion=regalo'], gift: true }],
  ['regalo para mi jefe', 'es', { chips: ['ocasion=regalo'], gift: true }],
  ['caja de regalo', 'es', { chips: ['ocasion=regalo'], gift: true }],
  [
    'regalo para mamá bajo 30 mil',
    'es',
    { chips: ['ocasion=regalo', 'precio_max=30000'], gift: true, maxPrice: 30000 },
  ],
  ['vino para quesos', 'es', { chips: ['maridaje=quesos-maduros'], pairs: 'quesos-maduros' }],
  ['queso', 'es', { gourmet: true }],
  ['chocolate', 'es', { gourmet: true }],
  ['vino para chocolate', 'es', { chips: ['maridaje=chocolate-amargo'], pairs: 'chocolate-amargo' }],
  [
    'carmenere para el asado del domingo',
    'es',
    { chips: ['variedad=carmenere', 'maridaje=asado'], variety: 'carmenere', pairs: 'asado' },
  ],
  [
    'malbec argentino para la parrilla',
    'es',
    {
      chips: ['pais=argentina', 'variedad=malbec', 'maridaje=asado'],
      variety: 'malbec',
      pais: 'argentina',
      pairs: 'asado',
    },
  ],
  [
    'sauvignon blanc para ceviche',
    'es',
    { chips: ['variedad=sauvignon-blanc', 'maridaje=ceviche'], variety: 'sauvignon-blanc', pairs: 'ceviche' },
  ],
  ['vino dulce para el postre', 'es', { chips: ['tipo=dulce', 'maridaje=tiramisu'], tipo: 'dulce', pairs: 'tiramisu' }],
  [
    'pinot noir para salmón',
    'es',
    { chips: ['variedad=pinot-noir', 'maridaje=salmon-a-la-plancha'], variety: 'pinot-noir' },
  ],
  ['vino para hamburguesas', 'es', { chips: ['maridaje=hamburguesa'], pairs: 'hamburguesa' }],
  ['espumante para regalo', 'es', { chips: ['tipo=espumante', 'ocasion=regalo'], gift: true, tipo: 'espumante' }],
  ['vino chileno para regalar', 'es', { chips: ['pais=chile', 'ocasion=regalo'], gift: true, pais: 'chile' }],
  ['día del padre', 'es', { chips: ['ocasion=regalo'], gift: true }],
  ['un tinto de 10 lucas', 'es', { chips: ['tipo=tinto', 'precio_max=10000'], tipo: 'tinto', maxPrice: 10000 }],
  ['blanco bajo 8 lucas', 'es', { chips: ['tipo=blanco', 'precio_max=8000'], tipo: 'blanco', maxPrice: 8000 }],
  ['un blanco para la once', 'es', { chips: ['tipo=blanco'], tipo: 'blanco' }],
  ['regalo para la suegra', 'es', { chips: ['ocasion=regalo'], gift: true }],
  [
    'regalo para mi suegra bajo 20 lucas',
    'es',
    { chips: ['ocasion=regalo', 'precio_max=20000'], gift: true, maxPrice: 20000 },
  ],
  ['pisco para piscola', 'es', { chips: ['tipo=pisco'], tipo: 'pisco' }],
  ['pisco pa la piscola del viernes', 'es', { chips: ['tipo=pisco'], tipo: 'pisco' }],
  ['pipeño para terremoto', 'es', { chips: ['variedad=pais'], variety: 'pais' }],
  ['vino pal terremoto del dieciocho', 'es', { chips: ['variedad=pais'], variety: 'pais' }],
  ['whisky premium', 'es', { chips: ['tipo=whisky'], tipo: 'whisky', sort: 'price_desc' }],
  ['whisky barato', 'es', { chips: ['tipo=whisky'], tipo: 'whisky', sort: 'price_asc' }],
  ['gin económico', 'es', { chips: ['tipo=gin'], tipo: 'gin', sort: 'price_asc' }],
  ['un tinto no tan caro para el sábado', 'es', { chips: ['tipo=tinto'], tipo: 'tinto', sort: 'price_asc' }],
  ['champagne caro para año nuevo', 'es', { chips: ['tipo=espumante'], tipo: 'espumante', sort: 'price_desc' }],
  ['regalo para el jefe, algo premium', 'es', { chips: ['ocasion=regalo'], gift: true, sort: 'price_desc' }],
  [
    'cabernet del maipo bajo 20 lucas',
    'es',
    {
      chips: ['variedad=cabernet-sauvignon', 'region=valle-del-maipo', 'precio_max=20000'],
      variety: 'cabernet-sauvignon',
      maxPrice: 20000,
    },
  ],
  ['vino chileno barato', 'es', { chips: ['pais=chile'], pais: 'chile', sort: 'price_asc' }],
  [
    'carmenere alrededor de 15 lucas',
    'es',
    {
      chips: ['variedad=carmenere', 'precio_min=12000', 'precio_max=18000'],
      variety: 'carmenere',
      minPrice: 12000,
      maxPrice: 18000,
    },
  ],
  ['tinto para la cena del viernes en la noche', 'es', { chips: ['tipo=tinto'], tipo: 'tinto' }],
  ['blanco para el almuerzo de hoy', 'es', { chips: ['tipo=blanco'], tipo: 'blanco' }],
  ['rosado para la tarde', 'es', { chips: ['tipo=rosado'], tipo: 'rosado' }],
  [
    'tinto para empanadas del dieciocho',
    'es',
    { chips: ['tipo=tinto', 'maridaje=empanadas-de-pino'], tipo: 'tinto', pairs: 'empanadas-de-pino' },
  ],
  ['un vinito para el asadito del finde', 'es', { chips: ['maridaje=asado'], pairs: 'asado' }],
  [
    'pisco chileno bajo 15 lucas',
    'es',
    { chips: ['tipo=pisco', 'pais=chile', 'precio_max=15000'], tipo: 'pisco', pais: 'chile', maxPrice: 15000 },
  ],
  ['ron para el carrete', 'es', { chips: ['tipo=ron'], tipo: 'ron' }],
  ['regalo para mi polola', 'es', { chips: ['ocasion=regalo'], gift: true }],
  ['regalo de navidad', 'es', { chips: ['ocasion=regalo'], gift: true }],
  ['amigo secreto bajo 15 lucas', 'es', { chips: ['ocasion=regalo', 'precio_max=15000'], gift: true, maxPrice: 15000 }],
  [
    'whisky escocés para regalo',
    'es',
    { chips: ['tipo=whisky', 'pais=escocia', 'ocasion=regalo'], gift: true, tipo: 'whisky', pais: 'escocia' },
  ],
  ['syrah de colchagua', 'es', { chips: ['variedad=syrah', 'region=valle-de-colchagua'], variety: 'syrah' }],
  ['vino para la cazuela', 'es', { chips: ['maridaje=cazuela-de-vacuno'], pairs: 'cazuela-de-vacuno' }],
  [
    'espumante para el matrimonio',
    'es',
    { chips: ['tipo=espumante', 'ocasion=regalo'], tipo: 'espumante', gift: true },
  ],
  ['tinto para lasaña', 'es', { chips: ['tipo=tinto', 'maridaje=lasana'], tipo: 'tinto', pairs: 'lasana' }],
  ['vino barato para el asado', 'es', { chips: ['maridaje=asado'], pairs: 'asado', sort: 'price_asc' }],
  ['un vino barato para el domingo', 'es', { chips: ['categoria=w'], sort: 'price_asc' }],
  ['santo domingo alto', 'es', { brand: 'Viña Santo Domingo Alto' }],
  ['alto pirque carmenere', 'es', { chips: ['variedad=carmenere'], variety: 'carmenere', brand: 'Viña Alto Pirque' }],
  ['tinto alto', 'es', { chips: ['tipo=tinto'], tipo: 'tinto' }],
  ['wine for a barbecue', 'en', { chips: ['maridaje=asado'], pairs: 'asado' }],
  [
    'red wine for steak',
    'en',
    { chips: ['tipo=tinto', 'maridaje=bife-de-chorizo'], pairs: 'bife-de-chorizo', tipo: 'tinto' },
  ],
  ['gift for my dad', 'en', { chips: ['ocasion=regalo'], gift: true }],
  ['something for sushi', 'en', { chips: ['maridaje=sushi'], pairs: 'sushi' }],
  [
    'white wine for fish',
    'en',
    { chips: ['tipo=blanco', 'maridaje=congrio-frito'], pairs: 'congrio-frito', tipo: 'blanco' },
  ],
  [
    'carmenere for a bbq',
    'en',
    { chips: ['variedad=carmenere', 'maridaje=asado'], variety: 'carmenere', pairs: 'asado' },
  ],
  ['birthday present', 'en', { chips: ['ocasion=regalo'], gift: true }],
  ['wine to go with pizza', 'en', { chips: ['maridaje=pizza-margarita'], pairs: 'pizza-margarita' }],
  [
    'sparkling wine for oysters',
    'en',
    { chips: ['tipo=espumante', 'maridaje=ostras'], tipo: 'espumante', pairs: 'ostras' },
  ],
  [
    'chilean wine for lamb',
    'en',
    { chips: ['pais=chile', 'maridaje=cordero-al-palo'], pais: 'chile', pairs: 'cordero-al-palo' },
  ],
  ['wine for cheese', 'en', { chips: ['maridaje=quesos-maduros'], pairs: 'quesos-maduros' }],
  [
    'a gift for my boss under 30k',
    'en',
    { chips: ['ocasion=regalo', 'precio_max=30000'], gift: true, maxPrice: 30000 },
  ],
  ['dessert wine', 'en', { chips: ['tipo=dulce'], tipo: 'dulce' }],
  ['wine for mushroom risotto', 'en', { chips: ['maridaje=risotto-de-hongos'], pairs: 'risotto-de-hongos' }],
  [
    'malbec for burgers',
    'en',
    { chips: ['variedad=malbec', 'maridaje=hamburguesa'], variety: 'malbec', pairs: 'hamburguesa' },
  ],
  ["father's day gift", 'en', { chips: ['ocasion=regalo'], gift: true }],
  ['cheap sparkling wine', 'en', { chips: ['tipo=espumante'], tipo: 'espumante', sort: 'price_asc' }],
  ['red wine for sunday lunch', 'en', { chips: ['tipo=tinto'], tipo: 'tinto' }],
  ['expensive whisky', 'en', { chips: ['tipo=whisky'], tipo: 'whisky', sort: 'price_desc' }],
  ['a gift for my mother in law', 'en', { chips: ['ocasion=regalo'], gift: true }],
  [
    'red wine for the barbecue on saturday',
    'en',
    { chips: ['tipo=tinto', 'maridaje=asado'], tipo: 'tinto', pairs: 'asado' },
  ],
  [
    'affordable chilean red',
    'en',
    { chips: ['tipo=tinto', 'pais=chile'], tipo: 'tinto', pais: 'chile', sort: 'price_asc' },
  ],
  ['pisco for piscola', 'en', { chips: ['tipo=pisco'], tipo: 'pisco' }],
  ['white wine for tonight', 'en', { chips: ['tipo=blanco'], tipo: 'blanco' }],
  [
    'premium gin for a gift',
    'en',
    { chips: ['tipo=gin', 'ocasion=regalo'], tipo: 'gin', gift: true, sort: 'price_desc' },
  ],
  ['cheap wine for the weekend', 'en', { chips: ['categoria=w'], sort: 'price_asc' }],
  ['rosé for a friday evening', 'en', { chips: ['tipo=rosado'], tipo: 'rosado' }],
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
      `SELECT slug, product_type, tipo, country, variety_slug, brand, price FROM products WHERE slug IN (${slugs.map(() => '?').join(',')})`,
    )
    .bind(...slugs)
    .all<Row>()
  return slugs.map((s) => results.find((r) => r.slug === s)!)
}

const BOX = 'App\\Models\\Box'
const WINE = 'App\\Models\\Wine'

describe('the search understands what shoppers type', () => {
  it('keeps a table of at least 80 sentences, in both languages', () => {
    expect(SENTENCES.length).toBeGreaterThanOrEqual(80)
    expect(SENTENCES.filter(([, l]) => l === 'en').length).toBeGreaterThanOrEqual(25)
  })

  it.each(SENTENCES)('"%s" (%s)', async (q, locale, want) => {
    const page = await search(q, locale)
    expect(page.total, 'results').toBeGreaterThan(0)
    const chips = (page.understood?.facets ?? []).map((f) => `${f.facet}=${f.value}`)
    expect(chips.sort(), 'chips').toEqual([...(want.chips ?? [])].sort())
    expect(page.understood?.sort, 'order').toBe(want.sort)
    // A sensible first page: the first result can be bought, and each one is what was asked for.
    expect(page.data[0]!.stock, `${page.data[0]!.slug} first for "${q}" is in stock`).toBeGreaterThan(0)
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
      if (want.minPrice) expect(row.price, where).toBeGreaterThanOrEqual(want.minPrice)
      if (want.maxPrice) expect(row.price, where).toBeLessThanOrEqual(want.maxPrice)
      // A gift of a spirit ("whisky para regalo") is that spirit; otherwise a gift box or a wine.
      if (want.gift) {
        if (!want.tipo) expect([BOX, WINE], where).toContain(row.product_type)
        if (row.product_type !== BOX && !want.maxPrice) expect(row.price, where).toBeGreaterThanOrEqual(GIFT_MIN_PRICE)
      }
      if (want.chips?.includes('categoria=w')) expect(row.product_type, where).toBe(WINE)
    }
    if (want.sort) {
      const prices = page.data.filter((p) => p.stock > 0).map((p) => p.price)
      const sorted = [...prices].sort((a, b) => (want.sort === 'price_asc' ? a - b : b - a))
      expect(prices, `"${q}" ${want.sort}`).toEqual(sorted)
    }
    if (want.brand) expect(first[0]!.brand, `first for "${q}"`).toBe(want.brand)
    if (want.gourmet) expect(first[0]!.product_type).toBe('App\\Models\\GourmetProduct')
    if (want.gift && !want.tipo && !want.pais && !want.maxPrice && !want.sort)
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
    const ignored = await search('carmenere para el asado de la oficina', 'es')
    expect(ignored.understood?.ignored).toBe('oficina')
    // The filter panel counts the same list (the words left out there too).
    const res = await t.call('/api/search/filters?q=oficina&variedad=carmenere&maridaje=asado')
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
