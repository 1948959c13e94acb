import type { FacetKey, FacetOption, ProductFilters } from '~/contract/catalog'

// What a list page keeps of its facets. The API answers with every value of every facet, each marked selected or
// not; a page shows the first few of each facet (and the ones chosen) until the shopper asks for all of them. The
// rest is most of the facets' bytes (on /vinos ~130 of ~180 options), carried in every list page's dehydrated state
// and in every filter change's answer for a list nobody expanded: a facet's other options load when its "Ver todas"
// is approached (docs/decisions/045-what-a-page-carries.md).

/** The options a facet shows before "Ver todas": the first ones, and any chosen one beyond them. */
export const VISIBLE_OPTIONS = 8

/** An option as the page uses it: whether it is chosen is the URL's to say (the panel reads the search). */
export type ListFacetOption = Omit<FacetOption, 'selected'>

export interface ListFacet {
  key: FacetKey
  options: ListFacetOption[]
  /** How many options the facet has when some are left out (the rest load with `facetOptionsQueryOptions`). */
  size?: number
}

export interface ListFilters extends Omit<ProductFilters, 'facets'> {
  facets: ListFacet[]
}

const option = ({ value, label, count }: FacetOption): ListFacetOption => ({ value, label, count })

/**
 * The facets a list page carries: of each facet the options it shows folded, and every option the query chose (the
 * API's `selected`: a country listing's fixed countries, a sentence's understood values), in the API's order.
 */
export function toListFilters(filters: ProductFilters): ListFilters {
  return {
    ...filters,
    facets: filters.facets.map((facet) => {
      const kept = facet.options.filter((o, i) => i < VISIBLE_OPTIONS || o.selected)
      return kept.length === facet.options.length
        ? { key: facet.key, options: kept.map(option) }
        : { key: facet.key, options: kept.map(option), size: facet.options.length }
    }),
  }
}

/** Every option of one facet (empty when the list has no such facet). */
export function allFacetOptions(filters: ProductFilters, key: FacetKey): ListFacetOption[] {
  return filters.facets.find((facet) => facet.key === key)?.options.map(option) ?? []
}
