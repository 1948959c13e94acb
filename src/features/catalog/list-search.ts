import { ALL_FACETS, RESOURCE_FACETS, type FacetKey } from '~/contract/catalog-keys'
import type { ListResource } from './catalog.functions'
import type { ListSearch } from './list-search-schema'

// What a list page does with its URL search (list-search-schema.ts reads it): loaded with the page, not in the
// entry chunk with the routes' schema.

export type { ListSearch } from './list-search-schema'

/** The API query of a list page: only the facets that resource accepts (a hand-edited URL never yields a 422). */
export function toApiQuery(resource: ListResource, search: ListSearch, perPage = 24): Record<string, string> {
  const out: Record<string, string> = { per_page: String(perPage) }
  const allowed = new Set<string>(RESOURCE_FACETS[resource])
  for (const key of ALL_FACETS) {
    const value = search[key]
    if (value && allowed.has(key)) out[key] = value
  }
  if (search.precio_min !== undefined) out.precio_min = String(search.precio_min)
  if (search.precio_max !== undefined) out.precio_max = String(search.precio_max)
  if (search.precio_min !== undefined && search.precio_max !== undefined && search.precio_min > search.precio_max)
    delete out.precio_max
  if (search.cosecha !== undefined) out.cosecha = String(search.cosecha)
  if (search.disponible) out.disponible = search.disponible
  if (search.orden) out.sort = search.orden
  if (search.pagina) out.page = String(search.pagina)
  if (search.q) out.q = search.q
  if (resource === 'search' && search.maridaje) out.maridaje = search.maridaje
  if (resource === 'search' && search.ocasion) out.ocasion = search.ocasion
  return out
}

/** Same query without the page: the filters endpoint counts facets for every page at once. */
export function toFiltersQuery(resource: ListResource, search: ListSearch): Record<string, string> {
  const { page: _page, per_page: _perPage, sort: _sort, ...rest } = toApiQuery(resource, search)
  return rest
}

export function selectedValues(search: ListSearch, key: FacetKey): string[] {
  return search[key]?.split(',').filter(Boolean) ?? []
}

/** Toggles one facet value; any filter change goes back to page 1. */
export function toggleFacet(search: ListSearch, key: FacetKey, value: string): ListSearch {
  const current = selectedValues(search, key)
  const next = current.includes(value) ? current.filter((x) => x !== value) : [...current, value]
  return { ...search, [key]: next.length ? next.join(',') : undefined, pagina: undefined }
}

/**
 * The filters in effect, as "Filtrar (n)" counts them: each facet value, each price bound, the vintage, "available",
 * and on the results page the dish and the gift a sentence asked for (each is a chip there, so the count and the
 * chips agree).
 */
export function activeFilterCount(search: ListSearch): number {
  return (
    ALL_FACETS.reduce((n, k) => n + selectedValues(search, k).length, 0) +
    (search.precio_min !== undefined ? 1 : 0) +
    (search.precio_max !== undefined ? 1 : 0) +
    (search.cosecha !== undefined ? 1 : 0) +
    (search.disponible ? 1 : 0) +
    (search.maridaje ? 1 : 0) +
    (search.ocasion ? 1 : 0)
  )
}

export function clearFilters(search: ListSearch): ListSearch {
  return { q: search.q, orden: search.orden }
}
