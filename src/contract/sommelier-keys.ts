// The sommelier's answers and limits, with no schema: the /sommelier-virtual URL search params read them in the route
// tree, which every page loads first, and ./sommelier.ts (with its valibot schemas) would come with them
// (docs/decisions/019-what-loads-first.md).

/** Wine tipos the sommelier recommends (products.tipo of 'App\Models\Wine'). */
export const SOMMELIER_TIPOS = ['tinto', 'blanco', 'rosado', 'espumante', 'dulce', 'naranjo'] as const

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
