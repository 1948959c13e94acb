import type { GuideQuery, WinesQuery } from '~/contract/sommelier'
import { GUIDE_STEPS, WINES_LIMIT_DEFAULT, type GuideStep } from '~/contract/sommelier-keys'
import { RESULTS_STEP, type SommelierSearch } from './sommelier-search-schema'

// What /sommelier-virtual does with its URL search (sommelier-search-schema.ts reads it): the page's code, loaded with
// the page rather than in the entry chunk with the route's schema.

export { RESULTS_STEP, type SommelierSearch } from './sommelier-search-schema'

/**
 * Links of this page are "current" (aria-current="page", set by the router) only when the whole search matches,
 * keys left undefined included; partly matching links keep the aria-current the component gives them.
 */
export const EXACT_ACTIVE = { exact: true, includeSearch: true, explicitUndefined: true } as const

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
