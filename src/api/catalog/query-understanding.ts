// Turns what a shopper types ("carmenere bajo 15 mil", "sauvignon blanc casablanca 2023", "chilean red wine")
// into catalogue facets plus the words left over, which still go to full-text search. Pure: the grapes and
// regions come from the catalogue (the API builds the vocabulary from D1), the fixed words live here.
// docs/product.md, "How things behave" (search).

export interface GrapeTerm {
  slug: string
  name: string
}

export interface RegionTerm {
  slug: string
  name: string
}

/** A dish of the sommelier's pairing data, with the wine kinds and grapes it pairs with (best first). */
export interface DishTerm {
  slug: string
  name_es: string
  name_en: string
  tipos: readonly string[]
  varieties: readonly string[]
}

export interface QueryVocabulary {
  grapes: readonly GrapeTerm[]
  regions: readonly RegionTerm[]
  /** The sommelier's dishes: a dish named in a sentence asks for the wines that pair with it. */
  dishes?: readonly DishTerm[]
}

/** What the parser understood. Facet names are the list pages' URL names, so the filter panel can reuse them. */
export interface UnderstoodQuery {
  tipo?: string
  pais?: string
  variedad?: string
  region?: string
  precio_min?: number
  precio_max?: number
  cosecha?: number
  /** A dish slug of the sommelier's data: the wines that pair with it. */
  maridaje?: string
  /** A gift or an occasion ("regalo para mi papá"): gift boxes and wines from GIFT_MIN_PRICE. */
  ocasion?: 'regalo'
  /** Words that matched nothing: they are searched as text. */
  words: string[]
}

export type UnderstoodFacet = Exclude<keyof UnderstoodQuery, 'words'>

/**
 * A wine given as a present: from this price (a bottle for the table costs less). Gift boxes are what the shop sells
 * for giving; a gift sentence asks for both, unless it names a price itself.
 */
export const GIFT_MIN_PRICE = 15000

// Words of a gift or an occasion, and of the people a gift is for: they ask for gift boxes and wines from
// GIFT_MIN_PRICE. Phrases are matched whole, longest first.
const OCCASION_WORDS = [
  'regalo',
  'regalos',
  'regalar',
  'para regalar',
  'obsequio',
  'gift',
  'gifts',
  'present',
  'a present',
  'cumpleanos',
  'cumple',
  'birthday',
  'aniversario',
  'anniversary',
  'dia del padre',
  'dia de la madre',
  'fathers day',
  'father s day',
  'mothers day',
  'mother s day',
  'matrimonio',
  'boda',
  'wedding',
  'agradecimiento',
  'thank you',
  'papa',
  'padre',
  'suegro',
  'suegra',
  'mama',
  'madre',
  'abuelo',
  'abuela',
  'jefe',
  'jefa',
  'polola',
  'pololo',
  'dad',
  'father',
  'mom',
  'mum',
  'mother',
  'boss',
  'grandpa',
  'grandma',
  'father in law',
  'mother in law',
]

// What shoppers call a dish (beyond its name in the sommelier's data), by the dish's slug. A word that is also
// something on the shelf (cheese, chocolate, salmon, ham) is only a dish next to a pairing word ("para", "con",
// "for", "with", "maridaje") or a wine word; "queso brie" alone still finds the cheese.
const DISH_WORDS: Record<string, readonly string[]> = {
  asado: [
    'asado',
    'asados',
    'asadito',
    'parrilla',
    'parrillada',
    'carne asada',
    'carne',
    'carnes',
    'carnes rojas',
    'costillar',
    'choripan',
    'bbq',
    'barbecue',
    'barbeque',
    'grill',
    'grilled meat',
    'meat',
    'red meat',
  ],
  'bife-de-chorizo': ['bife', 'filete', 'lomo', 'entrecot', 'steak', 'steaks'],
  'cordero-al-palo': ['cordero', 'lamb'],
  hamburguesa: ['hamburguesa', 'hamburguesas', 'burger', 'burgers'],
  'pizza-margarita': ['pizza', 'pizzas'],
  lasana: ['lasana', 'lasagna', 'pasta', 'pastas', 'tallarines'],
  'risotto-de-hongos': ['risotto', 'hongos', 'mushrooms', 'mushroom'],
  'pollo-al-limon': ['pollo', 'chicken', 'ave', 'aves'],
  'congrio-frito': ['pescado', 'pescados', 'fish', 'congrio'],
  'machas-a-la-parmesana': ['mariscos', 'marisco', 'seafood', 'machas', 'shellfish'],
  ostras: ['ostras', 'ostiones', 'oysters'],
  'empanadas-de-pino': ['empanadas', 'empanada'],
  'tacos-al-pastor': ['tacos', 'taco', 'comida mexicana', 'mexican food'],
  'cazuela-de-vacuno': ['cazuela'],
  tiramisu: ['postre', 'postres', 'dessert', 'desserts'],
  'pad-thai': ['comida thai', 'thai food', 'comida tailandesa'],
}
const SHELF_DISH_WORDS: Record<string, readonly string[]> = {
  'quesos-maduros': ['queso', 'quesos', 'tabla de quesos', 'cheese', 'cheeses', 'cheese board', 'picoteo'],
  'quesos-azules': ['queso azul', 'quesos azules', 'roquefort', 'blue cheese'],
  'chocolate-amargo': ['chocolate', 'chocolates'],
  'salmon-a-la-plancha': ['salmon'],
}
/** Dishes whose own name is also on the shelf: understood as a dish only with a pairing or wine word. */
const SHELF_DISHES = new Set(Object.keys(SHELF_DISH_WORDS).concat('queso-de-cabra'))
/** Words that say the sentence is about pairing (or about wine), so a food word is a dish, not a product. */
const PAIRING_CUES = new Set(
  'para con for with maridaje maridar marida acompanar acompane pairing pair pairs vino vinos wine wines'.split(' '),
)

/** Lowercase, no accents, no punctuation except what prices need. */
export function normalizeQuery(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[¿?¡!"'`´()[\]{}:;/\\|*+=~^]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

// Product kinds: the `tipo` column. Plurals and English are written out so that a match is exact.
const TIPOS: Record<string, readonly string[]> = {
  tinto: ['tinto', 'tintos', 'tinta', 'red', 'reds', 'vino tinto', 'vinos tintos', 'red wine', 'red wines'],
  blanco: ['blanco', 'blancos', 'white', 'whites', 'vino blanco', 'vinos blancos', 'white wine', 'white wines'],
  rosado: ['rosado', 'rosados', 'rose', 'roses', 'rosé', 'vino rosado', 'rose wine'],
  espumante: [
    'espumante',
    'espumantes',
    'espumoso',
    'espumosos',
    'sparkling',
    'sparkling wine',
    'bubbles',
    'burbujas',
    'cava',
    'champagne',
    'champan',
    'prosecco',
  ],
  dulce: ['dulce', 'dulces', 'sweet', 'cosecha tardia', 'late harvest', 'dessert wine', 'de postre', 'vino de postre'],
  naranjo: ['naranjo', 'naranjos', 'orange wine', 'vino naranjo'],
  pisco: ['pisco', 'piscos'],
  whisky: ['whisky', 'whiskies', 'whiskey', 'whiskeys', 'scotch', 'bourbon'],
  gin: ['gin', 'gins', 'ginebra'],
  ron: ['ron', 'rones', 'rum'],
  vodka: ['vodka', 'vodkas'],
  tequila: ['tequila', 'tequilas'],
  mezcal: ['mezcal', 'mezcales'],
  cognac: ['cognac', 'cognacs', 'conac'],
  licor: ['licor', 'licores', 'liqueur', 'liqueurs'],
}

const PAISES: Record<string, readonly string[]> = {
  chile: ['chile', 'chileno', 'chilena', 'chilenos', 'chilenas', 'chilean'],
  francia: ['francia', 'frances', 'francesa', 'franceses', 'francesas', 'france', 'french'],
  argentina: ['argentina', 'argentino', 'argentinos', 'argentinas', 'argentinian', 'argentine'],
  espana: ['espana', 'espanol', 'espanola', 'espanoles', 'espanolas', 'spain', 'spanish'],
  italia: ['italia', 'italiano', 'italiana', 'italianos', 'italianas', 'italy', 'italian'],
  portugal: ['portugal', 'portugues', 'portuguesa', 'portugueses', 'portuguese'],
  'estados-unidos': [
    'estados unidos',
    'eeuu',
    'ee uu',
    'usa',
    'estadounidense',
    'estadounidenses',
    'american',
    'california',
    'californiano',
  ],
  australia: ['australia', 'australiano', 'australiana', 'australian'],
  'nueva-zelanda': ['nueva zelanda', 'neozelandes', 'neozelandesa', 'new zealand'],
  sudafrica: ['sudafrica', 'sudafricano', 'sudafricana', 'south africa', 'south african'],
  alemania: ['alemania', 'aleman', 'alemana', 'germany', 'german'],
  grecia: ['grecia', 'griego', 'griega', 'greece', 'greek'],
  peru: ['peru', 'peruano', 'peruana', 'peruvian'],
  mexico: ['mexico', 'mexicano', 'mexicana', 'mexican'],
  escocia: ['escocia', 'escoces', 'escocesa', 'scotland', 'scottish'],
  japon: ['japon', 'japones', 'japonesa', 'japan', 'japanese'],
}

// Short names shoppers use for a grape, when the catalogue name is longer or spelled another way.
const GRAPE_ALIASES: Record<string, readonly string[]> = {
  'cabernet-sauvignon': ['cabernet', 'cab sauvignon', 'cab'],
  carmenere: ['carmener', 'carmenère'],
  'sauvignon-blanc': ['sauvignon blanco'],
  'pinot-noir': ['pinot negro'],
  syrah: [],
  shiraz: [],
}

/** Words that carry no meaning for the catalogue: dropped instead of searched. */
const FILLER = new Set(
  (
    'de del la el los las un una unos unas y e o u en con para por que algo buen bueno buena rico rica ' +
    'vino vinos wine wines botella botellas cosecha ano anada vintage of the a an and with for from in ' +
    'quiero busco necesito recomienda recomendacion me mi mis su sus tu tus al lo le les ' +
    'good nice some bottle bottles i want looking my his her our your to go goes that this ' +
    'maridaje maridar marida acompanar acompane pairing pair pairs que vaya bien algo rico ' +
    'comer cena almuerzo dinner lunch something'
  ).split(' '),
)

// Price words. Ceiling: "bajo 15 mil", "menos de $20.000", "under 20k"; floor: "sobre 30 mil", "over 30000".
const CEILING = [
  'bajo',
  'menos de',
  'hasta',
  'maximo',
  'max',
  'no mas de',
  'por menos de',
  'under',
  'below',
  'less than',
  'up to',
  'max.',
  '<',
  'bajo los',
]
const FLOOR = ['sobre', 'mas de', 'desde', 'minimo', 'over', 'above', 'more than', 'from', '>', 'sobre los']
const THOUSANDS = new Set(['mil', 'k', 'lucas', 'luca', 'thousand'])
const CURRENCY = new Set(['pesos', 'peso', 'clp', '$'])

const MIN_VINTAGE = 1900
const MAX_PHRASE_WORDS = 4

type Assignment = { facet: 'tipo' | 'pais' | 'variedad' | 'region' | 'maridaje' | 'ocasion'; value: string }

function stripValley(name: string): string[] {
  const plain = normalizeQuery(name)
  const short = plain.replace(/^valle (del |de la |de )/, '')
  const english = plain.startsWith('valle ') ? [`${short} valley`] : []
  return short === plain ? [plain] : [plain, short, ...english]
}

function buildPhrases(vocabulary: QueryVocabulary): Map<string, Assignment> {
  const phrases = new Map<string, Assignment>()
  const add = (phrase: string, assignment: Assignment) => {
    const key = normalizeQuery(phrase)
    if (key && !phrases.has(key)) phrases.set(key, assignment)
  }
  for (const [value, words] of Object.entries(TIPOS)) for (const w of words) add(w, { facet: 'tipo', value })
  for (const grape of vocabulary.grapes) {
    add(grape.name, { facet: 'variedad', value: grape.slug })
    for (const alias of GRAPE_ALIASES[grape.slug] ?? []) add(alias, { facet: 'variedad', value: grape.slug })
  }
  // Regions after grapes and kinds: "Champaña" the region must not shadow "champagne" the sparkling wine below.
  for (const region of vocabulary.regions)
    for (const form of stripValley(region.name)) add(form, { facet: 'region', value: region.slug })
  for (const [value, words] of Object.entries(PAISES)) for (const w of words) add(w, { facet: 'pais', value })
  // Dishes last: a grape, a kind, a valley or a country always wins a shared word.
  const dishes = new Set((vocabulary.dishes ?? []).map((d) => d.slug))
  for (const dish of vocabulary.dishes ?? []) {
    add(dish.name_es, { facet: 'maridaje', value: dish.slug })
    // "Corn pie (pastel de choclo)": the English name and the Spanish one in brackets.
    for (const part of dish.name_en.split(/[()]/)) add(part, { facet: 'maridaje', value: dish.slug })
  }
  for (const table of [DISH_WORDS, SHELF_DISH_WORDS])
    for (const [slug, words] of Object.entries(table))
      if (dishes.has(slug)) for (const w of words) add(w, { facet: 'maridaje', value: slug })
  for (const w of OCCASION_WORDS) add(w, { facet: 'ocasion', value: 'regalo' })
  return phrases
}

/** Whether a food word of the shelf reads as a dish: the sentence speaks of pairing or of wine. */
function isShelfWord(phrase: string, slug: string): boolean {
  return SHELF_DISHES.has(slug) && !(DISH_WORDS[slug] ?? []).includes(phrase)
}

// The vocabulary changes only when the catalogue does: one phrase table per vocabulary object.
const phraseCache = new WeakMap<QueryVocabulary, Map<string, Assignment>>()

function phrasesFor(vocabulary: QueryVocabulary) {
  let phrases = phraseCache.get(vocabulary)
  if (!phrases) {
    phrases = buildPhrases(vocabulary)
    phraseCache.set(vocabulary, phrases)
  }
  return phrases
}

/** "15", "15.000", "15,000", "$15.000", "15mil", "15k" → the number and whether a thousands word was glued on. */
function readAmount(token: string): { amount: number; thousands: boolean } | undefined {
  const match = /^\$?(\d{1,3}(?:[.,]\d{3})+|\d+)(mil|k|lucas)?$/.exec(token)
  if (!match) return undefined
  const [, digits = '', suffix] = match
  return { amount: Number(digits.replace(/[.,]/g, '')), thousands: Boolean(suffix) }
}

/** Reads a price after a ceiling or floor word; returns the amount in pesos and how many tokens it used. */
function readPrice(tokens: string[], start: number): { pesos: number; used: number } | undefined {
  let i = start
  const at = (k: number) => tokens[k] ?? ''
  if (at(i) === '$') i++
  const amount = readAmount(at(i))
  if (!amount) return undefined
  i++
  let pesos = amount.amount
  let thousands = amount.thousands
  if (!thousands && THOUSANDS.has(at(i))) {
    thousands = true
    i++
  }
  if (CURRENCY.has(at(i))) i++
  // Nobody looks for a wine under $15: a bare small number after a price word means thousands.
  if (thousands || pesos < 1000) pesos *= 1000
  return { pesos, used: i - start }
}

function matchWords(tokens: string[], start: number, words: readonly string[]): number {
  for (const word of [...words].sort((a, b) => b.split(' ').length - a.split(' ').length)) {
    const parts = word.split(' ')
    if (parts.every((part, k) => tokens[start + k] === part)) return parts.length
  }
  return 0
}

export function understandQuery(text: string, vocabulary: QueryVocabulary, now = new Date()): UnderstoodQuery {
  const tokens = normalizeQuery(text)
    .replace(/\$(?=\d)/g, '$ ')
    .replace(/([<>])/g, ' $1 ')
    // A comma or a period is punctuation unless it sits inside a number ("15.000").
    .replace(/(?<!\d)[.,]|[.,](?!\d)/g, ' ')
    .split(' ')
    .filter(Boolean)
  const phrases = phrasesFor(vocabulary)
  const result: UnderstoodQuery = { words: [] }
  const pairingContext = tokens.some((t) => PAIRING_CUES.has(t))
  let dishTokens: string[] = []
  const maxVintage = now.getUTCFullYear() + 1

  for (let i = 0; i < tokens.length;) {
    // Price: "entre 10 y 20 mil" gives both ends.
    if (tokens[i] === 'entre' || tokens[i] === 'between') {
      const low = readPrice(tokens, i + 1)
      const joiner = low ? tokens[i + 1 + low.used] : undefined
      if (low && (joiner === 'y' || joiner === 'and' || joiner === 'a')) {
        const high = readPrice(tokens, i + 2 + low.used)
        if (high) {
          result.precio_min = Math.min(low.pesos, high.pesos)
          result.precio_max = Math.max(low.pesos, high.pesos)
          i += 2 + low.used + high.used
          continue
        }
      }
    }
    const ceiling = matchWords(tokens, i, CEILING)
    if (ceiling) {
      const price = readPrice(tokens, i + ceiling)
      if (price) {
        result.precio_max = price.pesos
        i += ceiling + price.used
        continue
      }
    }
    const floor = matchWords(tokens, i, FLOOR)
    if (floor) {
      const price = readPrice(tokens, i + floor)
      if (price) {
        result.precio_min = price.pesos
        i += floor + price.used
        continue
      }
    }
    const token = tokens[i] ?? ''
    // A vintage: a plausible year on its own.
    if (/^(19|20)\d\d$/.test(token)) {
      const year = Number(token)
      if (year >= MIN_VINTAGE && year <= maxVintage && result.cosecha === undefined) {
        result.cosecha = year
        i++
        continue
      }
    }
    // The longest known phrase starting here.
    let matched = 0
    for (let n = Math.min(MAX_PHRASE_WORDS, tokens.length - i); n >= 1 && !matched; n--) {
      const phrase = tokens.slice(i, i + n).join(' ')
      const assignment = phrases.get(phrase)
      if (!assignment) continue
      if (assignment.facet === 'maridaje' && !pairingContext && isShelfWord(phrase, assignment.value)) continue
      // A second phrase for a value already understood ("dulce cosecha tardía") is consumed, not searched.
      if ((result[assignment.facet] ?? assignment.value) === assignment.value) {
        if (assignment.facet === 'ocasion') result.ocasion = 'regalo'
        else result[assignment.facet] = assignment.value
        if (assignment.facet === 'maridaje') dishTokens = tokens.slice(i, i + n)
        matched = n
      } else if (assignment.facet === 'maridaje') {
        // A second dish ("asado y pizza"): the first one leads, the second is consumed.
        matched = n
      }
    }
    if (matched) {
      i += matched
      continue
    }
    if (!FILLER.has(token) && !CURRENCY.has(token)) result.words.push(token)
    i++
  }
  // A dish alone ("ostras", "asado") may be the name of an article or a tasting: it asks for wines only next to a
  // pairing word or something about the wine ("vino para ostras", "carmenere asado"); otherwise it is searched.
  if (result.maridaje && !pairingContext && !result.tipo && !result.variedad && !result.region && !result.pais) {
    delete result.maridaje
    result.words.push(...dishTokens)
  }
  return result
}

/** The facets the parser set, in the order chips show them. */
export function understoodFacets(query: UnderstoodQuery): { facet: UnderstoodFacet; value: string | number }[] {
  const order: UnderstoodFacet[] = [
    'ocasion',
    'maridaje',
    'tipo',
    'pais',
    'variedad',
    'region',
    'cosecha',
    'precio_min',
    'precio_max',
  ]
  return order.flatMap((facet) => (query[facet] === undefined ? [] : [{ facet, value: query[facet] }]))
}
