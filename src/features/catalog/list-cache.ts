import type { ListResource } from './catalog.functions'

// The first pages of a family's list without filters, and that list's facets, are the same for every shopper: the
// server functions edge cache them per locale for a few seconds (docs/decisions/026-one-catalogue-engine.md), so a warm
// /vinos costs no D1 statement. Seconds, not the content's minutes: their cards carry prices and stock. Filtered
// lists, search and editorial categories are asked of the API every time (their keys are too many to keep).
export const CATALOG_FRESHNESS = { freshMs: 10_000, staleMs: 60_000 }
const UNFILTERED_PAGES = 5
const FAMILIES = new Set<string>(['wines', 'alcohols', 'boxes', 'gourmets', 'offers'])
const SORT_KEYS = new Set(['newest', 'price_asc', 'price_desc', 'name', 'discount'])

interface ListRequest {
  resource: ListResource
  query: Record<string, string>
}

/** The edge cache key of an unfiltered list page (null when the list has filters or is not a family's). */
export function unfilteredListKey({ resource, query }: ListRequest): string | null {
  if (!FAMILIES.has(resource)) return null
  const { per_page = '24', page = '1', sort = 'newest', ...rest } = query
  if (Object.keys(rest).length > 0 || per_page !== '24' || !SORT_KEYS.has(sort)) return null
  if (!/^[1-9]$/.test(page) || Number(page) > UNFILTERED_PAGES) return null
  return `catalog/list/${resource}/${sort}/${page}`
}

/** The edge cache key of an unfiltered list's facets (null when the list has filters or is not a family's). */
export function unfilteredFiltersKey({ resource, query }: ListRequest): string | null {
  return FAMILIES.has(resource) && Object.keys(query).length === 0 ? `catalog/filters/${resource}` : null
}
