import * as v from 'valibot'
import type { ProductCard } from '~/contract/catalog'
import { msg } from '~/lib/validation'

// docs/product.md, The API Sommelier calls. docs/product.md, What the shop stores says "Filter shapes for … sommelier: not shown", so they are defined here, once,
// for both halves (the API and the storefront share one contract).
//
// The guided flow (docs/product.md, The shop and its people: wine type, style, grape strain, main aroma) is four answers, each optional (a skipped
// step is absent) and single-valued: tipo, estilo, variedad, aroma. Pairing by dish adds plato={dish slug}.

export {
  AROMAS,
  CONTINENTS,
  ESTILOS,
  ESTILO_RANGES,
  FOOD_LIMIT_MAX,
  GUIDE_STEPS,
  SOMMELIER_TIPOS,
  WINES_LIMIT_MAX,
  type Continent,
  type Course,
  type GuideStep,
} from './sommelier-keys'
import {
  AROMAS,
  CONTINENTS,
  ESTILOS,
  FOOD_LIMIT_DEFAULT,
  FOOD_LIMIT_MAX,
  SOMMELIER_TIPOS,
  WINES_LIMIT_DEFAULT,
  WINES_LIMIT_MAX,
  type Continent,
  type Course,
  type GuideStep,
} from './sommelier-keys'

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
