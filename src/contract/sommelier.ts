import * as v from 'valibot'
import type { ProductCard } from '~/contract/catalog'
import { msg } from '~/lib/validation'

// docs/product.md, The API Sommelier calls. docs/product.md, What the shop stores says "Filter shapes for … sommelier: not shown", so they are defined here, once,
// for both halves (ARCHITECTURE.md "One Worker, two halves, one contract").
//
// The guided flow (docs/product.md, The shop and its people: wine type, style, grape strain, main aroma) is four answers, each optional (a skipped
// step is absent) and single-valued: tipo, estilo, variedad, aroma. Pairing by dish adds plato={dish slug}.

/** Wine tipos the sommelier recommends (products.tipo of 'App\Models\Wine'). */
export const SOMMELIER_TIPOS = ['tinto', 'blanco', 'rosado', 'espumante', 'dulce', 'naranjo'] as const
export type SommelierTipo = (typeof SOMMELIER_TIPOS)[number]

/**
 * estilo: a body bucket (products.body 1–5) or a sweetness bucket (products.sweetness 1–5).
 * ligero 1–2, medio 3, con-cuerpo 4–5; seco 1, semiseco 2–3, dulce 4–5.
 */
export const ESTILOS = ['ligero', 'medio', 'con-cuerpo', 'seco', 'semiseco', 'dulce'] as const
export type Estilo = (typeof ESTILOS)[number]
export const ESTILO_RANGES: Record<Estilo, { column: 'body' | 'sweetness'; min: number; max: number }> = {
  ligero: { column: 'body', min: 1, max: 2 },
  medio: { column: 'body', min: 3, max: 3 },
  'con-cuerpo': { column: 'body', min: 4, max: 5 },
  seco: { column: 'sweetness', min: 1, max: 1 },
  semiseco: { column: 'sweetness', min: 2, max: 3 },
  dulce: { column: 'sweetness', min: 4, max: 5 },
}

/** products.aromatic_family slugs (migrations/0003_catalogue.sql). */
export const AROMAS = ['frutal', 'floral', 'especiado', 'herbaceo', 'mineral', 'tostado', 'dulce'] as const
export type Aroma = (typeof AROMAS)[number]

/** The four steps of the guided flow, in order (docs/product.md, The shop and its people). */
export const GUIDE_STEPS = ['tipo', 'estilo', 'variedad', 'aroma'] as const
export type GuideStep = (typeof GUIDE_STEPS)[number]

export const CONTINENTS = ['america', 'europa', 'asia'] as const
export type Continent = (typeof CONTINENTS)[number]
export const COURSES = ['entrada', 'fondo', 'postre', 'picoteo'] as const
export type Course = (typeof COURSES)[number]

export const FOOD_LIMIT_DEFAULT = 12
export const FOOD_LIMIT_MAX = 60
export const WINES_LIMIT_DEFAULT = 12
export const WINES_LIMIT_MAX = 48

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const slug = v.pipe(v.string(msg.invalid), v.trim(), v.maxLength(64, msg.maxLength(64)), v.regex(SLUG, msg.invalid))

const intParam = (min: number, max: number) =>
  v.pipe(
    v.string(msg.numeric),
    v.trim(),
    v.regex(/^\d{1,6}$/, msg.numeric),
    v.transform(Number),
    v.minValue(min, msg.invalid),
    v.maxValue(max, msg.invalid),
  )

/** The guided flow's answers: GET /sommelier/filters and /sommelier/count (unknown params are a 422 naming them). */
export const guideEntries = {
  tipo: v.optional(v.picklist(SOMMELIER_TIPOS, msg.invalid)),
  estilo: v.optional(v.picklist(ESTILOS, msg.invalid)),
  variedad: v.optional(slug),
  aroma: v.optional(v.picklist(AROMAS, msg.invalid)),
}
export const guideQuerySchema = v.strictObject(guideEntries, msg.invalid)
export type GuideQuery = v.InferOutput<typeof guideQuerySchema>

/** GET /sommelier/wines: the answers, a dish (plato) or both, paged. */
export const winesQuerySchema = v.strictObject(
  {
    ...guideEntries,
    plato: v.optional(slug),
    page: v.optional(intParam(1, 10_000), '1'),
    limit: v.optional(intParam(1, WINES_LIMIT_MAX), String(WINES_LIMIT_DEFAULT)),
  },
  msg.invalid,
)
export type WinesQuery = v.InferOutput<typeof winesQuerySchema>

/** GET /sommelier/food?page=&limit=&country= (docs/product.md, The API); continent also narrows (the page-filters pair). */
export const foodQuerySchema = v.strictObject(
  {
    page: v.optional(intParam(1, 10_000), '1'),
    limit: v.optional(intParam(1, FOOD_LIMIT_MAX), String(FOOD_LIMIT_DEFAULT)),
    country: v.optional(slug),
    continent: v.optional(v.picklist(CONTINENTS, msg.invalid)),
  },
  msg.invalid,
)
export type FoodQuery = v.InferOutput<typeof foodQuerySchema>

/** GET /sommelier/page-filters?continent=&country= (country optional, docs/product.md, The API). */
export const pageFiltersQuerySchema = v.strictObject(
  {
    continent: v.optional(v.picklist(CONTINENTS, msg.invalid)),
    country: v.optional(slug),
  },
  msg.invalid,
)
export type PageFiltersQuery = v.InferOutput<typeof pageFiltersQuerySchema>

// ---- responses ------------------------------------------------------------------------------

/** The wine a dish pairs with: tipos best first, 1–5 ranges, preferred varieties and aromas best first. */
export interface WineProfile {
  tipos: string[]
  body: [number, number]
  sweetness: [number, number]
  varieties: string[]
  aromas: string[]
}

export interface Dish {
  slug: string
  name: string
  course: Course
  continent: Continent
  country: string
  country_label: string
  /** Key of a drawn icon (storefront), never an emoji. */
  icon: string
  reason: string
  profile: WineProfile
}

export interface FoodList {
  data: Dish[]
  total: number
  current_page: number
  per_page: number
  last_page: number
}

export interface PlaceOption {
  value: string
  label: string
  count: number
  selected: boolean
}

/** Continents that have dishes, and the countries (of the chosen continent, else all) with their dish counts. */
export interface PageFilters {
  continents: PlaceOption[]
  countries: PlaceOption[]
}

export interface GuideOption {
  value: string
  label: string
  /** In-stock wines with this option under the other answers (equals /sommelier/count with it chosen). */
  count: number
  selected: boolean
}

export interface GuideFacet {
  key: GuideStep
  options: GuideOption[]
}

export interface GuideFilters {
  facets: GuideFacet[]
  /** In-stock wines matching every answer (equals /sommelier/count). */
  total: number
}

export interface GuideCount {
  total: number
}

/** Why a wine is recommended: the parts of the dish profile (or answers) it meets. */
export type MatchReason = 'tipo' | 'cuerpo' | 'dulzor' | 'cepa' | 'aroma'

export interface SommelierWine extends ProductCard {
  body: number | null
  sweetness: number | null
  aromatic_family: string | null
  /** Pairing score against the dish (0 without a dish): higher is better. */
  score: number
  matches: MatchReason[]
}

export interface SommelierWines {
  data: SommelierWine[]
  total: number
  current_page: number
  per_page: number
  last_page: number
  /** The dish of ?plato=, with its one-line reason. */
  dish: Dish | null
}
