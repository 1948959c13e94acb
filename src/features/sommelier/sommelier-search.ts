import * as v from 'valibot'
import type { GuideQuery, WinesQuery } from '~/contract/sommelier'
import {
  AROMAS,
  CONTINENTS,
  ESTILOS,
  GUIDE_STEPS,
  SOMMELIER_TIPOS,
  WINES_LIMIT_DEFAULT,
  type GuideStep,
} from '~/contract/sommelier-keys'

// Typed URL search params of /sommelier-virtual (docs/product.md, Pages), so every state is shareable and survives a reload:
//   ?modo=plato|guia, dish mode: ?continente=&pais=&plato=, guided mode: ?tipo=&estilo=&variedad=&aroma=&paso=,
//   results: ?pagina=. Invalid values fall back to "absent" (a hand-edited URL still renders, never a 422).

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const optional = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined)
const slug = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(64), v.regex(SLUG))
const int = (min: number, max: number) =>
  v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer(), v.minValue(min), v.maxValue(max))

/**
 * Links of this page are "current" (aria-current="page", set by the router) only when the whole search matches,
 * keys left undefined included; partly matching links keep the aria-current the component gives them.
 */
export const EXACT_ACTIVE = { exact: true, includeSearch: true, explicitUndefined: true } as const

/** The results "step" after the four questions. */
export const RESULTS_STEP = GUIDE_STEPS.length + 1

export const sommelierSearchSchema = v.object({
  modo: optional(v.picklist(['plato', 'guia'])),
  continente: optional(v.picklist(CONTINENTS)),
  pais: optional(slug),
  plato: optional(slug),
  tipo: optional(v.picklist(SOMMELIER_TIPOS)),
  estilo: optional(v.picklist(ESTILOS)),
  variedad: optional(slug),
  aroma: optional(v.picklist(AROMAS)),
  /** 1–4: the question shown; 5: the results. */
  paso: optional(int(1, RESULTS_STEP)),
  pagina: optional(int(1, 10_000)),
})

export type SommelierSearch = v.InferOutput<typeof sommelierSearchSchema>
export type Mode = 'plato' | 'guia'

export const modeOf = (search: SommelierSearch): Mode => search.modo ?? 'plato'

export function guideQuery(search: SommelierSearch): GuideQuery {
  return { tipo: search.tipo, estilo: search.estilo, variedad: search.variedad, aroma: search.aroma }
}

export const currentStep = (search: SommelierSearch): number => search.paso ?? 1

/** The question of a step number (1–4), or null on the results. */
export const stepKey = (step: number): GuideStep | null => GUIDE_STEPS[step - 1] ?? null

/** Search for the tab of a mode (the other mode's state is kept, so switching back returns to it). */
export function withMode(search: SommelierSearch, modo: Mode): SommelierSearch {
  return { ...search, modo: modo === 'plato' ? undefined : modo, pagina: undefined }
}

/**
 * Answers the current question and moves to the next one. A changed answer drops the later answers: they were
 * chosen under the old one and may match nothing now.
 */
export function answer(search: SommelierSearch, key: GuideStep, value: string): SommelierSearch {
  const index = GUIDE_STEPS.indexOf(key)
  const next: SommelierSearch = { ...search, [key]: value, paso: index + 2, pagina: undefined }
  if (search[key] !== value) for (const later of GUIDE_STEPS.slice(index + 1)) next[later] = undefined
  return next
}

/** Skips the current question (its answer is removed) and moves on. */
export function skip(search: SommelierSearch): SommelierSearch {
  const step = currentStep(search)
  const key = stepKey(step)
  return { ...search, ...(key ? { [key]: undefined } : {}), paso: Math.min(RESULTS_STEP, step + 1), pagina: undefined }
}

export function back(search: SommelierSearch): SommelierSearch {
  const step = currentStep(search)
  return { ...search, paso: step > 2 ? step - 1 : undefined, pagina: undefined }
}

export function restart(search: SommelierSearch): SommelierSearch {
  return {
    ...search,
    tipo: undefined,
    estilo: undefined,
    variedad: undefined,
    aroma: undefined,
    paso: undefined,
    pagina: undefined,
  }
}

/** Dish mode: a continent narrows the countries, so a country outside it is dropped; a new place clears the dish. */
export function withPlace(search: SommelierSearch, place: { continente?: string; pais?: string }): SommelierSearch {
  const continente = place.continente as SommelierSearch['continente']
  return {
    ...search,
    continente,
    pais: place.pais,
    plato: undefined,
    pagina: undefined,
  }
}

export function withDish(search: SommelierSearch, plato: string | undefined): SommelierSearch {
  return { ...search, plato, pagina: undefined }
}

/** The /sommelier/wines request of the visible results (dish mode: the dish; guided: the answers). */
export function winesRequest(search: SommelierSearch): WinesQuery | null {
  const page = search.pagina ?? 1
  if (modeOf(search) === 'plato') {
    return search.plato ? { plato: search.plato, page, limit: WINES_LIMIT_DEFAULT } : null
  }
  if (currentStep(search) < RESULTS_STEP) return null
  return { ...guideQuery(search), page, limit: WINES_LIMIT_DEFAULT }
}
