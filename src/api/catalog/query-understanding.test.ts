import { describe, expect, it } from 'vitest'
import { normalizeQuery, understandQuery, understoodFacets, type QueryVocabulary } from './query-understanding'

// The grapes and regions of the seeded catalogue (the API builds the same lists from D1).
const vocabulary: QueryVocabulary = {
  grapes: [
    ['syrah', 'Syrah'],
    ['sauvignon-blanc', 'Sauvignon Blanc'],
    ['chardonnay', 'Chardonnay'],
    ['pinot-noir', 'Pinot Noir'],
    ['cabernet-sauvignon', 'Cabernet Sauvignon'],
    ['carmenere', 'Carménère'],
    ['riesling', 'Riesling'],
    ['merlot', 'Merlot'],
    ['cabernet-franc', 'Cabernet Franc'],
    ['malbec', 'Malbec'],
    ['pais', 'País'],
    ['carignan', 'Carignan'],
    ['cinsault', 'Cinsault'],
    ['tempranillo', 'Tempranillo'],
    ['albarino', 'Albariño'],
    ['gewurztraminer', 'Gewürztraminer'],
    ['chenin-blanc', 'Chenin Blanc'],
    ['moscatel', 'Moscatel'],
    ['shiraz', 'Shiraz'],
    ['nebbiolo', 'Nebbiolo'],
  ].map(([slug = '', name = '']) => ({ slug, name })),
  regions: [
    ['valle-del-maipo', 'Valle del Maipo'],
    ['valle-de-casablanca', 'Valle de Casablanca'],
    ['valle-de-colchagua', 'Valle de Colchagua'],
    ['valle-de-leyda', 'Valle de Leyda'],
    ['valle-del-itata', 'Valle del Itata'],
    ['valle-del-limari', 'Valle del Limarí'],
    ['valle-del-maule', 'Valle del Maule'],
    ['valle-de-curico', 'Valle de Curicó'],
    ['valle-del-elqui', 'Valle del Elqui'],
    ['burdeos', 'Burdeos'],
    ['borgona', 'Borgoña'],
    ['champana', 'Champaña'],
    ['mendoza', 'Mendoza'],
    ['rioja', 'Rioja'],
    ['ribera-del-duero', 'Ribera del Duero'],
    ['toscana', 'Toscana'],
    ['napa-valley', 'Napa Valley'],
    ['marlborough', 'Marlborough'],
    ['cognac', 'Cognac'],
    ['islay', 'Islay'],
  ].map(([slug = '', name = '']) => ({ slug, name })),
}

const NOW = new Date('2026-11-24T12:00:00Z')
const understand = (text: string) => understandQuery(text, vocabulary, NOW)

// Real queries, as typed into shop search boxes, and what each should mean.
const cases: [string, Record<string, unknown>][] = [
  ['vino tinto chileno', { tipo: 'tinto', pais: 'chile', words: [] }],
  ['carmenere bajo 15 mil', { variedad: 'carmenere', precio_max: 15000, words: [] }],
  ['espumante para regalo', { tipo: 'espumante', ocasion: 'regalo', words: [] }],
  [
    'sauvignon blanc casablanca 2023',
    { variedad: 'sauvignon-blanc', region: 'valle-de-casablanca', cosecha: 2023, words: [] },
  ],
  ['Carménère', { variedad: 'carmenere', words: [] }],
  ['CARMENERE', { variedad: 'carmenere', words: [] }],
  ['cabernet sauvignon del maipo', { variedad: 'cabernet-sauvignon', region: 'valle-del-maipo', words: [] }],
  ['cabernet', { variedad: 'cabernet-sauvignon', words: [] }],
  ['cabernet franc', { variedad: 'cabernet-franc', words: [] }],
  ['vinos blancos franceses', { tipo: 'blanco', pais: 'francia', words: [] }],
  ['malbec argentino bajo $20.000', { variedad: 'malbec', pais: 'argentina', precio_max: 20000, words: [] }],
  ['pinot noir de leyda', { variedad: 'pinot-noir', region: 'valle-de-leyda', words: [] }],
  ['rosado', { tipo: 'rosado', words: [] }],
  ['rosé', { tipo: 'rosado', words: [] }],
  ['chilean red wine', { tipo: 'tinto', pais: 'chile', words: [] }],
  ['red wine under 20k', { tipo: 'tinto', precio_max: 20000, words: [] }],
  ['sparkling wine from france', { tipo: 'espumante', pais: 'francia', words: [] }],
  ['white wine casablanca valley', { tipo: 'blanco', region: 'valle-de-casablanca', words: [] }],
  ['champagne', { tipo: 'espumante', words: [] }],
  ['tinto entre 10 y 20 mil', { tipo: 'tinto', precio_min: 10000, precio_max: 20000, words: [] }],
  ['espumante sobre 30 mil', { tipo: 'espumante', precio_min: 30000, words: [] }],
  ['vino dulce cosecha tardía', { tipo: 'dulce', words: [] }],
  ['late harvest', { tipo: 'dulce', words: [] }],
  ['syrah 2019', { variedad: 'syrah', cosecha: 2019, words: [] }],
  ['cosecha 2018 merlot', { variedad: 'merlot', cosecha: 2018, words: [] }],
  ['tempranillo rioja', { variedad: 'tempranillo', region: 'rioja', words: [] }],
  ['vino español ribera del duero', { pais: 'espana', region: 'ribera-del-duero', words: [] }],
  ['pisco peruano', { tipo: 'pisco', pais: 'peru', words: [] }],
  ['whisky escocés islay', { tipo: 'whisky', pais: 'escocia', region: 'islay', words: [] }],
  ['gin', { tipo: 'gin', words: [] }],
  ['tinto hasta 12.990 pesos', { tipo: 'tinto', precio_max: 12990, words: [] }],
  ['blanco menos de 8 lucas', { tipo: 'blanco', precio_max: 8000, words: [] }],
  ['chardonnay limari', { variedad: 'chardonnay', region: 'valle-del-limari', words: [] }],
  ['País del itata', { variedad: 'pais', region: 'valle-del-itata', words: [] }],
  ['montes alpha', { words: ['montes', 'alpha'] }],
  ['casillero del diablo carmenere', { variedad: 'carmenere', words: ['casillero', 'diablo'] }],
  ['don melchor 2020', { cosecha: 2020, words: ['don', 'melchor'] }],
  ['riesling alemán', { variedad: 'riesling', pais: 'alemania', words: [] }],
  ['napa valley cabernet', { variedad: 'cabernet-sauvignon', region: 'napa-valley', words: [] }],
  ['marlborough sauvignon blanc', { variedad: 'sauvignon-blanc', region: 'marlborough', words: [] }],
  ['toscana nebbiolo 2016', { variedad: 'nebbiolo', region: 'toscana', cosecha: 2016, words: [] }],
  ['burdeos tinto bajo 50 mil', { tipo: 'tinto', region: 'burdeos', precio_max: 50000, words: [] }],
  ['¿Un buen tinto para el asado?', { tipo: 'tinto', words: ['asado'] }],
  ['cognac', { tipo: 'cognac', words: [] }],
  ['vino naranjo del maule', { tipo: 'naranjo', region: 'valle-del-maule', words: [] }],
  ['orange wine', { tipo: 'naranjo', words: [] }],
  ['tinto, chileno', { tipo: 'tinto', pais: 'chile', words: [] }],
  ['vinos italianos', { pais: 'italia', words: [] }],
  ['wine under $15', { precio_max: 15000, words: [] }],
  ['carmenere < 10.000', { variedad: 'carmenere', precio_max: 10000, words: [] }],
  ['sauvignon blanco', { variedad: 'sauvignon-blanc', words: [] }],
  ['chenin blanc', { variedad: 'chenin-blanc', words: [] }],
  ['malbec mendoza 2021', { variedad: 'malbec', region: 'mendoza', cosecha: 2021, words: [] }],
  ['moscatel', { variedad: 'moscatel', words: [] }],
  ['albariño', { variedad: 'albarino', words: [] }],
]

describe('understandQuery', () => {
  it('covers at least forty real queries', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40)
  })

  it.each(cases)('%s', (text, expected) => {
    expect(understand(text)).toEqual(expected)
  })

  it('keeps a year that is not a plausible vintage as a word', () => {
    expect(understand('reserva 1850')).toEqual({ words: ['reserva', '1850'] })
    expect(understand('tinto 2035')).toEqual({ tipo: 'tinto', words: ['2035'] })
  })

  it('takes the first value of a facet and searches a second one as text', () => {
    expect(understand('tinto blanco')).toEqual({ tipo: 'tinto', words: ['blanco'] })
  })

  it('reads a price word without a number as a plain word', () => {
    expect(understand('bajo riesgo')).toEqual({ words: ['bajo', 'riesgo'] })
  })
})

describe('normalizeQuery', () => {
  it('drops accents, case and punctuation but keeps prices', () => {
    expect(normalizeQuery('¡Carménère  Reserva! $15.000')).toBe('carmenere reserva $15.000')
  })
})

describe('understoodFacets', () => {
  it('lists the facets in chip order', () => {
    expect(understoodFacets(understand('malbec argentino 2020 bajo 20 mil tinto'))).toEqual([
      { facet: 'tipo', value: 'tinto' },
      { facet: 'pais', value: 'argentina' },
      { facet: 'variedad', value: 'malbec' },
      { facet: 'cosecha', value: 2020 },
      { facet: 'precio_max', value: 20000 },
    ])
  })
})

describe('dishes and gifts', () => {
  const withDishes: QueryVocabulary = {
    ...vocabulary,
    dishes: [
      { slug: 'asado', name_es: 'Asado', name_en: 'Chilean barbecue', tipos: ['tinto'], varieties: ['carmenere'] },
      {
        slug: 'quesos-maduros',
        name_es: 'Tabla de quesos maduros',
        name_en: 'Aged cheese board',
        tipos: ['tinto'],
        varieties: ['tempranillo'],
      },
      {
        slug: 'pastel-de-choclo',
        name_es: 'Pastel de choclo',
        name_en: 'Corn pie (pastel de choclo)',
        tipos: ['tinto'],
        varieties: ['pais'],
      },
    ],
  }
  const read = (text: string) => understandQuery(text, withDishes, new Date('2026-11-27T12:00:00Z'))

  it('reads a dish by its name, its English name and what shoppers call it', () => {
    expect(read('carmenere para asado')).toEqual({ variedad: 'carmenere', maridaje: 'asado', words: [] })
    expect(read('wine for a barbecue')).toEqual({ maridaje: 'asado', words: [] })
    expect(read('wine for corn pie')).toEqual({ maridaje: 'pastel-de-choclo', words: [] })
    expect(read('asado carmenere')).toEqual({ variedad: 'carmenere', maridaje: 'asado', words: [] })
    // Alone, a dish may be an article or a tasting: searched as text.
    expect(read('asado')).toEqual({ words: ['asado'] })
    expect(read('vino para la parrilla')).toEqual({ maridaje: 'asado', words: [] })
  })

  it('reads a food that is also on the shelf as a dish only next to a pairing or wine word', () => {
    expect(read('queso')).toEqual({ words: ['queso'] })
    expect(read('vino para quesos')).toEqual({ maridaje: 'quesos-maduros', words: [] })
  })

  it('reads a gift, an occasion or the person it is for', () => {
    expect(read('regalo para mi papá')).toEqual({ ocasion: 'regalo', words: [] })
    expect(read("father's day gift")).toEqual({ ocasion: 'regalo', words: [] })
    expect(read('regalo para mamá bajo 30 mil')).toEqual({ ocasion: 'regalo', precio_max: 30000, words: [] })
  })
})

describe('what a sentence says around what it wants', () => {
  const withProducers: QueryVocabulary = {
    ...vocabulary,
    dishes: [{ slug: 'asado', name_es: 'Asado', name_en: 'Chilean barbecue', tipos: ['tinto'], varieties: [] }],
    brands: ['Viña Santo Domingo Alto', 'Viña Alto Pirque', 'Viña Molina Sur', 'Viña Los Andes Blancos'],
  }
  const read = (text: string) => understandQuery(text, withProducers, NOW)

  it('never keeps a day, a time or a date as a word', () => {
    expect(read('un tinto para el asado del domingo')).toEqual({ tipo: 'tinto', maridaje: 'asado', words: [] })
    expect(read('espumante para el sábado en la noche')).toEqual({ tipo: 'espumante', words: [] })
    expect(read('algo rico pa la once po')).toEqual({ words: [] })
    expect(read('blanco para hoy a las 8')).toEqual({ tipo: 'blanco', words: [] })
    expect(read('red wine for tonight at 8pm')).toEqual({ tipo: 'tinto', words: [] })
    expect(read('vino para el finde')).toEqual({ categoria: 'w', words: [] })
    expect(read('espumante para año nuevo')).toEqual({ tipo: 'espumante', words: [] })
    // "día del padre" is still a gift.
    expect(read('día del padre')).toEqual({ ocasion: 'regalo', words: [] })
  })

  it('reads cheap and dear as an order, not a filter', () => {
    expect(read('espumante barato')).toEqual({ tipo: 'espumante', orden: 'price_asc', words: [] })
    expect(read('un tinto no tan caro')).toEqual({ tipo: 'tinto', orden: 'price_asc', words: [] })
    expect(read('whisky premium')).toEqual({ tipo: 'whisky', orden: 'price_desc', words: [] })
    expect(read('cheap red wine')).toEqual({ tipo: 'tinto', orden: 'price_asc', words: [] })
    expect(read('un gin de lujo')).toEqual({ tipo: 'gin', orden: 'price_desc', words: [] })
    expect(read('vino a buen precio')).toEqual({ categoria: 'w', orden: 'price_asc', words: [] })
  })

  it('reads a price said the Chilean way, alone or spelled', () => {
    expect(read('un tinto de 10 lucas')).toEqual({ tipo: 'tinto', precio_max: 10000, words: [] })
    expect(read('algo de diez lucas')).toEqual({ precio_max: 10000, words: [] })
    expect(read('pisco bajo quince mil')).toEqual({ tipo: 'pisco', precio_max: 15000, words: [] })
    expect(read('once lucas')).toEqual({ precio_max: 11000, words: [] })
    expect(read('carmenere alrededor de 20 lucas')).toEqual({
      variedad: 'carmenere',
      precio_min: 16000,
      precio_max: 24000,
      words: [],
    })
    // A bare number with no mark of money stays a word ("whisky 12 años").
    expect(read('whisky 12 años')).toEqual({ tipo: 'whisky', words: ['12', 'anos'] })
  })

  it('reads the Chilean names of drinks', () => {
    expect(read('pisco para piscola')).toEqual({ tipo: 'pisco', words: [] })
    expect(read('pipeño para terremoto')).toEqual({ variedad: 'pais', words: [] })
    expect(read('un tintito')).toEqual({ tipo: 'tinto', words: [] })
  })

  it("searches a producer's word only when the sentence names the producer", () => {
    expect(read('tinto alto')).toEqual({ tipo: 'tinto', words: [] })
    expect(read('alto pirque carmenere')).toEqual({ variedad: 'carmenere', words: ['alto', 'pirque'] })
    expect(read('santo domingo alto')).toEqual({ words: ['santo', 'domingo', 'alto'] })
    expect(read('santo domingo tinto')).toEqual({ tipo: 'tinto', words: ['santo', 'domingo'] })
    expect(read('los andes blancos')).toEqual({ tipo: 'blanco', words: ['andes'] })
    expect(read('molina')).toEqual({ words: [] })
  })
})
