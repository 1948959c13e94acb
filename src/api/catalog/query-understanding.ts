// Turns what a shopper types ("carmenere bajo 15 mil", "sauvignon blanc casablanca 2023", "chilean red wine")
// into catalogue facets plus the words left over, which still go to full-text search. Pure: the grapes and
// regions come from the catalogue (the API builds the vocabulary from D1), the fixed words live here.
// docs/decisions/010-search-understands-sentences.md.

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
  /** The producers' names ("Viña Santo Domingo Alto"): a word of one is searched only when the sentence names it whole. */
  brands?: readonly string[]
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
  /** Wines: a sentence that names wine and nothing narrower ("un vino barato para el domingo"). */
  categoria?: 'w'
  /** "barato", "premium": the cheapest or the dearest first (an order, not a filter: nothing is left out). */
  orden?: PriceOrder
  /** Words that matched nothing: they are searched as text. */
  words: string[]
}

export type PriceOrder = 'price_asc' | 'price_desc'

export type UnderstoodFacet = Exclude<keyof UnderstoodQuery, 'words' | 'orden'>

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
  'cunado',
  'cunada',
  'esposo',
  'esposa',
  'marido',
  'husband',
  'wife',
  'girlfriend',
  'boyfriend',
  'amigo secreto',
  'secret santa',
  'navidad',
  'christmas',
  'xmas',
  'san valentin',
  'valentine s day',
  'valentines day',
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
  // "Jote" and "navegado" are drinks made with a red, "clery" with a white.
  tinto: [
    'tinto',
    'tintos',
    'tinta',
    'tintito',
    'red',
    'reds',
    'vino tinto',
    'vinos tintos',
    'red wine',
    'red wines',
    'jote',
    'navegado',
  ],
  blanco: [
    'blanco',
    'blancos',
    'blanquito',
    'white',
    'whites',
    'vino blanco',
    'vinos blancos',
    'white wine',
    'white wines',
    'clery',
  ],
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
    'champana',
    'prosecco',
    'burbujeante',
  ],
  dulce: ['dulce', 'dulces', 'sweet', 'cosecha tardia', 'late harvest', 'dessert wine', 'de postre', 'vino de postre'],
  naranjo: ['naranjo', 'naranjos', 'orange wine', 'vino naranjo'],
  // A "piscola" is pisco and cola: the pisco is what the shop sells.
  pisco: ['pisco', 'piscos', 'piscola', 'piscolas', 'pisco sour'],
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
  // Pipeño is young País, and a "terremoto" is pipeño with pineapple ice cream.
  pais: ['pipeno', 'pipenos', 'terremoto', 'terremotos'],
}

/** Wine itself: dropped as a word, but a sentence with nothing narrower lists the wines. */
const WINE_WORDS = new Set(['vino', 'vinos', 'vinito', 'vinitos', 'wine', 'wines'])

/** Words that carry no meaning for the catalogue: dropped instead of searched. */
const FILLER = new Set(
  (
    'de del la el los las un una unos unas y e o u en con para por que algo buen bueno buena rico rica ' +
    'vino vinos wine wines botella botellas cosecha ano anada vintage of the a an and with for from in ' +
    'quiero busco necesito recomienda recomendacion me mi mis su sus tu tus al lo le les ' +
    'good nice some bottle bottles i want looking my his her our your to go goes that this ' +
    'maridaje maridar marida acompanar acompane pairing pair pairs que vaya bien algo rico ' +
    'comer cena almuerzo dinner lunch something ' +
    // What a sentence says around what it wants, in Chile too ("weno, algo rico pa la once po"): never searched.
    'pa pal po weno wena buenazo buenisimo bacan harto hartos algun alguno alguna algunos tienen tiene tengo hay ' +
    'venden ojala porfa favor please recomiendan recomiendame recomendar sugerencia sugieren ideal perfecto ' +
    'especial mejor mejores best unos unas ese esa esos esas este esta estos estas vinito vinitos copete copetes ' +
    'trago tragos drink drinks tomar beber celebrar celebracion celebrate celebration fiesta fiestas party ' +
    'carrete junta juntarse amigos amigas friends familia family compartir share comprar buy need recommend ' +
    'suggest what which cual cuales es son sea va van muy very really se nos te yo we us you it is are be on at ' +
    'rato ocasion occasion evento event'
  ).split(' '),
)

// Days, times and dates say when the bottle is opened, never what it is: they are dropped, not searched
// ("el asado del domingo"). Phrases are matched whole, longest first.
const TIME_WORDS = [
  'lunes',
  'martes',
  'miercoles',
  'jueves',
  'viernes',
  'sabado',
  'domingo',
  'finde',
  'fin de semana',
  'fines de semana',
  'hoy',
  'manana',
  'pasado manana',
  'ayer',
  'noche',
  'noches',
  'tarde',
  'tardes',
  'mediodia',
  'dia',
  'dias',
  'semana',
  'mes',
  'desayuno',
  'brunch',
  'aperitivo',
  'once',
  'onces',
  'ano nuevo',
  'fiestas patrias',
  'dieciocho',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'weekend',
  'today',
  'tonight',
  'tomorrow',
  'night',
  'evening',
  'afternoon',
  'new year',
  'new years',
  'new year s eve',
  ...'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(' '),
  ...'january february march april june july august september october november december'.split(' '),
]
/** "a las 8", "8pm", "20hrs": an hour. */
const HOUR = /^\d{1,2}(?:am|pm|h|hr|hrs)$/

// Price words that ask for an order rather than a bound: the cheapest first, or the dearest first. Nothing is left
// out, so "espumante barato" still lists every sparkling wine, the cheapest first.
const CHEAP_WORDS = [
  'barato',
  'barata',
  'baratos',
  'baratas',
  'baratito',
  'baratita',
  'economico',
  'economica',
  'economicos',
  'economicas',
  'accesible',
  'accesibles',
  'buen precio',
  'bajo precio',
  'precio bajo',
  'mas barato',
  'lo mas barato',
  'no tan caro',
  'no tan cara',
  'no muy caro',
  'no muy cara',
  'cheap',
  'cheaper',
  'cheapest',
  'inexpensive',
  'affordable',
  'budget',
  'low cost',
  'not too expensive',
  'not expensive',
]
const DEAR_WORDS = [
  'caro',
  'cara',
  'caros',
  'caras',
  'premium',
  'lujo',
  'de lujo',
  'lujoso',
  'exclusivo',
  'exclusiva',
  'exclusivos',
  'alta gama',
  'de alta gama',
  'top',
  'expensive',
  'luxury',
  'high end',
  'fancy',
  'pricey',
]

// Producers' names say nothing about a wine but who made it: a word of one ("domingo", "alto", "sur") is searched
// only when the sentence names the producer (all the words of its name, or two of them), never as a filter of its own.
const PRODUCER_WORDS = new Set(
  (
    'vina bodega bodegas domaine chateau maison champagne pisco gin ron mezcal tenuta cantina quinta weingut ' +
    'estate winery cellars vineyards des du di do das le les dos da'
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
/** "alrededor de 20 lucas": a fifth either side. */
const ABOUT = [
  'alrededor de',
  'cerca de',
  'aprox',
  'aproximadamente',
  'como',
  'unos',
  'around',
  'about',
  'approximately',
]
const ABOUT_SPREAD = 0.2
/** "diez lucas", "quince mil": spelled numbers, only before a thousands word. */
const NUMBER_WORDS: Record<string, number> = {
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  veinte: 20,
  veinticinco: 25,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
  cien: 100,
  ten: 10,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
}

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

/** Each word of a producer's name → the names (as their telling words) it belongs to. */
function buildProducers(vocabulary: QueryVocabulary): Map<string, string[][]> {
  const producers = new Map<string, string[][]>()
  for (const brand of vocabulary.brands ?? []) {
    const words = normalizeQuery(brand)
      .split(/[\s.,'’-]+/)
      .filter((w) => w.length > 1 && !PRODUCER_WORDS.has(w) && !FILLER.has(w))
    for (const word of new Set(words)) producers.set(word, [...(producers.get(word) ?? []), words])
  }
  return producers
}

// The vocabulary changes only when the catalogue does: one phrase table per vocabulary object.
const phraseCache = new WeakMap<
  QueryVocabulary,
  { phrases: Map<string, Assignment>; producers: Map<string, string[][]> }
>()

function phrasesFor(vocabulary: QueryVocabulary) {
  let tables = phraseCache.get(vocabulary)
  if (!tables) {
    tables = { phrases: buildPhrases(vocabulary), producers: buildProducers(vocabulary) }
    phraseCache.set(vocabulary, tables)
  }
  return tables
}

/** The words of the producers a sentence names: every word of the name, or two of them ("santo domingo"). */
function namedProducerWords(tokens: readonly string[], producers: Map<string, string[][]>): Set<string> {
  const present = new Set(tokens)
  const named = new Set<string>()
  for (const token of present)
    for (const name of producers.get(token) ?? []) {
      const found = name.filter((w) => present.has(w)).length
      if (found === name.length || found >= 2) for (const w of name) named.add(w)
    }
  return named
}

/** "15", "15.000", "15,000", "$15.000", "15mil", "15k" → the number and whether a thousands word was glued on. */
function readAmount(token: string): { amount: number; thousands: boolean } | undefined {
  const match = /^\$?(\d{1,3}(?:[.,]\d{3})+|\d+)(mil|k|lucas)?$/.exec(token)
  if (!match) return undefined
  const [, digits = '', suffix] = match
  return { amount: Number(digits.replace(/[.,]/g, '')), thousands: Boolean(suffix) }
}

/**
 * Reads a price after a ceiling or floor word (or on its own); returns the amount in pesos, how many tokens it used
 * and whether it carried a mark of money ("$", "mil", "lucas", "pesos"), without which a bare number is no price.
 */
function readPrice(tokens: string[], start: number): { pesos: number; used: number; marked: boolean } | undefined {
  let i = start
  const at = (k: number) => tokens[k] ?? ''
  let marked = false
  if (at(i) === '$') {
    marked = true
    i++
  }
  const spelled = NUMBER_WORDS[at(i)]
  const amount = spelled ? { amount: spelled, thousands: false } : readAmount(at(i))
  if (!amount) return undefined
  i++
  let pesos = amount.amount
  let thousands = amount.thousands
  if (!thousands && THOUSANDS.has(at(i))) {
    thousands = true
    i++
  }
  // "diez" is a price only as "diez lucas"/"diez mil" ("once" alone is the evening meal).
  if (spelled && !thousands) return undefined
  if (CURRENCY.has(at(i))) {
    marked = true
    i++
  }
  // Nobody looks for a wine under $15: a bare small number after a price word means thousands.
  if (thousands || pesos < 1000) pesos *= 1000
  return { pesos, used: i - start, marked: marked || thousands }
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
  const { phrases, producers } = phrasesFor(vocabulary)
  const named = namedProducerWords(tokens, producers)
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
    const about = matchWords(tokens, i, ABOUT)
    if (about) {
      const price = readPrice(tokens, i + about)
      if (price?.marked) {
        result.precio_min = Math.round(price.pesos * (1 - ABOUT_SPREAD))
        result.precio_max = Math.round(price.pesos * (1 + ABOUT_SPREAD))
        i += about + price.used
        continue
      }
    }
    // A price on its own ("un tinto de 10 lucas", "$15.000") is as much as the shopper means to spend.
    const bare = readPrice(tokens, i)
    if (bare?.marked) {
      result.precio_max = bare.pesos
      i += bare.used
      continue
    }
    const cheap = matchWords(tokens, i, CHEAP_WORDS)
    const dear = cheap ? 0 : matchWords(tokens, i, DEAR_WORDS)
    if (cheap || dear) {
      result.orden ??= cheap ? 'price_asc' : 'price_desc'
      i += cheap || dear
      continue
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
    // After the phrases ("día del padre" is a gift), a day or a time: when, not what ("a las 8" too). Unless it is a word of a producer the sentence names.
    const time = named.has(token) ? 0 : matchWords(tokens, i, TIME_WORDS)
    if (time || HOUR.test(token)) {
      i += time || 1
      continue
    }
    if ((token === 'las' || token === 'at') && /^\d{1,2}$/.test(tokens[i + 1] ?? '')) {
      i += 2
      if (/^(am|pm|h|hrs)$/.test(tokens[i] ?? '')) i++
      continue
    }
    // A word of a producer's name the sentence does not name is no filter ("domingo" of Viña Santo Domingo Alto).
    const producerOnly = producers.has(token) && !named.has(token)
    if (!FILLER.has(token) && !CURRENCY.has(token) && !THOUSANDS.has(token) && !producerOnly) result.words.push(token)
    i++
  }
  // "Un vino barato para el domingo": wine is all the sentence narrows to, so it lists the wines.
  const narrowed = understoodFacets(result).length > 0 || result.words.length > 0
  if (!narrowed && tokens.some((t) => WINE_WORDS.has(t))) result.categoria = 'w'
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
    'categoria',
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
