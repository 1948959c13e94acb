import * as v from 'valibot'
import { ALL_FACETS, RESOURCE_FACETS, SORTS, type FacetKey } from '~/contract/catalog-keys'
import type { ListResource } from './catalog.functions'

// Typed URL search params of every list page (filters live in the URL so a filtered page can be
// shared and reloaded). Spanish names for what the shopper sees: pagina, orden; facet names are docs/product.md, Pages's.
// Invalid values fall back to "absent" instead of breaking the page.

const text = (max: number, pattern?: RegExp) =>
  v.fallback(
    v.optional(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform(String),
        v.trim(),
        v.maxLength(max),
        v.check((s) => s !== '' && (!pattern || pattern.test(s))),
      ),
    ),
    undefined,
  )

const facetValue = text(400, /^[a-z0-9-]+(,[a-z0-9-]+)*$/)
/** Numbers stay numbers in the URL (?pagina=2, not ?pagina="2"). */
const integer = (min: number) =>
  v.fallback(
    v.optional(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform(Number),
        v.integer(),
        v.minValue(min),
        v.maxValue(999_999_999),
      ),
    ),
    undefined,
  )
const positive = integer(1)
const amount = integer(0)

export const listSearchSchema = v.object({
  ...(Object.fromEntries(ALL_FACETS.map((k) => [k, facetValue])) as Record<FacetKey, typeof facetValue>),
  precio_min: amount,
  precio_max: amount,
  // The router reads a typed or shared `?disponible=1` as the number 1; the shop's own links write the string.
  disponible: v.fallback(
    v.optional(
      v.pipe(
        v.union([v.literal('1'), v.literal(1)]),
        v.transform((): '1' => '1'),
      ),
    ),
    undefined,
  ),
  orden: v.fallback(v.optional(v.picklist(SORTS)), undefined),
  pagina: positive,
  q: text(100),
  cosecha: v.fallback(
    v.optional(
      v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer(), v.minValue(1900), v.maxValue(2100)),
    ),
    undefined,
  ),
  /** Facets the search read out of the shopper's sentence: shown as chips that can be removed. */
  entendido: text(
    120,
    /^(tipo|pais|variedad|region|cosecha|precio_min|precio_max|categoria|maridaje|ocasion|orden)(,(tipo|pais|variedad|region|cosecha|precio_min|precio_max|categoria|maridaje|ocasion|orden))*$/,
  ),
  /** The results page only: a dish to pair with and a gift, read out of a sentence (the API makes them filters). */
  maridaje: text(60, /^[a-z0-9]+(-[a-z0-9]+)*$/),
  ocasion: v.fallback(v.optional(v.picklist(['regalo'])), undefined),
  /** Words of the sentence left out because they found nothing inside the rest (said on the page, never searched). */
  ignorado: text(100),
})

export type ListSearch = v.InferOutput<typeof listSearchSchema>

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
