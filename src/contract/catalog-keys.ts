// The catalogue's sorts and facet names, with no schema: the storefront's URL search params read them in the route
// tree, which every page loads first, and ./catalog.ts (with its valibot schemas) would come with them
// (docs/decisions/019-what-loads-first.md).

// relevance only means something with a search text (q); elsewhere it falls back to newest.
export const SORTS = ['newest', 'price_asc', 'price_desc', 'name', 'discount', 'relevance'] as const
export type Sort = (typeof SORTS)[number]

/** The list resources of docs/product.md, The API and the facets (docs/product.md, Pages filter names) each one accepts. */
export const RESOURCE_FACETS = {
  wines: ['tipo', 'pais', 'region', 'region_francia', 'variedad', 'marca'],
  alcohols: ['tipo', 'pais', 'marca'],
  boxes: ['tipo'],
  gourmets: ['tipo_gourmet', 'tipo_queso', 'pais', 'marca'],
  offers: ['categoria', 'tipo', 'pais'],
  category: ['categoria', 'tipo', 'pais', 'marca'],
  // The understood facets of a sentence ("vino tinto chileno") are ordinary filters of the results page.
  search: ['categoria', 'tipo', 'pais', 'region', 'variedad'],
} as const
export type Resource = keyof typeof RESOURCE_FACETS
export type FacetKey = (typeof RESOURCE_FACETS)[Resource][number]
export const ALL_FACETS = [
  'tipo',
  'pais',
  'region',
  'region_francia',
  'variedad',
  'marca',
  'tipo_gourmet',
  'tipo_queso',
  'categoria',
] as const
