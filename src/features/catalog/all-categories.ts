import type { CategorySummary, Facet, FacetKey, ProductFilters } from '~/contract/catalog'

// /productos, "Todas las categorías" (docs/product.md, Pages /productos/{product?} without a product): every list of
// the shop as tiles with their product counts. The counts come from the API's facet endpoints (docs/product.md, The API
// /wines/filters, /alcohols/filters, /boxes/filters, /gourmets/filters, /offers/filters) and the editorial
// category list (GET /product-category); this module turns those answers into sections. Pure: no I/O.

/** The wine countries of /vinos/del-mundo (the page fixes pais to this list). */
export const WORLD_WINE_COUNTRIES = [
  'francia',
  'argentina',
  'espana',
  'italia',
  'portugal',
  'estados-unidos',
  'australia',
  'nueva-zelanda',
  'sudafrica',
  'alemania',
] as const

/** The API answers the index is built from (one per facet endpoint, plus the category list). */
export interface AllCategoriesInput {
  wines: ProductFilters
  alcohols: ProductFilters
  boxes: ProductFilters
  gourmets: ProductFilters
  /** /gourmets/filters?tipo_gourmet=quesos&pais=francia: the tipo_queso counts of French cheeses. */
  frenchCheeses: ProductFilters
  offers: ProductFilters
  categories: CategorySummary[]
}

export interface IndexTile {
  /** Stable id; tiles without a label (wine origins, offer kinds) are named by the UI from it. */
  id: string
  label: string | null
  href: string
  count: number
}

export interface IndexGroup {
  /** null: the section's only group, shown without a sub-heading. */
  id: 'by-type' | 'by-origin' | 'french-cheeses' | null
  href?: string
  count?: number
  tiles: IndexTile[]
}

export type IndexSectionId = 'wines' | 'alcohols' | 'boxes' | 'gourmet' | 'offers' | 'categories'

export interface IndexSection {
  id: IndexSectionId
  /** The section's whole list ("Ver todo"); null for the editorial categories (no single list holds them). */
  href: string | null
  total: number
  groups: IndexGroup[]
}

/** A list URL with the filter query params the list pages read (list-search.ts), in a stable order. */
export function listHref(path: string, params: Partial<Record<FacetKey, string>> = {}): string {
  const qs = new URLSearchParams()
  for (const key of Object.keys(params).sort() as FacetKey[]) {
    const value = params[key]
    if (value) qs.set(key, value)
  }
  const s = qs.toString()
  return s ? `${path}?${s}` : path
}

function facet(filters: ProductFilters, key: FacetKey): Facet['options'] {
  return filters.facets.find((f) => f.key === key)?.options ?? []
}

/** One tile per facet value with products, on the list at `path` filtered by that value. */
function facetTiles(
  filters: ProductFilters,
  key: FacetKey,
  path: string,
  extra: Partial<Record<FacetKey, string>> = {},
) {
  return facet(filters, key)
    .filter((o) => o.count > 0)
    .map((o) => ({
      id: `${key}-${o.value}`,
      label: o.label,
      href: listHref(path, { ...extra, [key]: o.value }),
      count: o.count,
    }))
}

const nonEmpty = (tiles: IndexTile[]) => tiles.filter((t) => t.count > 0)

export function buildAllCategories(input: AllCategoriesInput): IndexSection[] {
  const countries = new Map(facet(input.wines, 'pais').map((o) => [o.value, o.count]))
  const world = WORLD_WINE_COUNTRIES.reduce((n, c) => n + (countries.get(c) ?? 0), 0)
  const origins = nonEmpty([
    { id: 'origin-chile', label: null, href: '/vinos/chilenos', count: countries.get('chile') ?? 0 },
    { id: 'origin-francia', label: null, href: '/vinos/franceses', count: countries.get('francia') ?? 0 },
    { id: 'origin-world', label: null, href: '/vinos/del-mundo', count: world },
  ])
  // Offers by kind of product: the categoria facet's values are the card letters (w, b, g, a).
  const offerKinds = facet(input.offers, 'categoria')
    .filter((o) => o.count > 0)
    .map((o) => ({
      id: `offers-${o.value}`,
      label: null,
      href: listHref('/ofertas', { categoria: o.value }),
      count: o.count,
    }))
  const sections: IndexSection[] = [
    {
      id: 'wines',
      href: '/vinos',
      total: input.wines.total,
      groups: [
        { id: 'by-type', tiles: facetTiles(input.wines, 'tipo', '/vinos') },
        { id: 'by-origin', tiles: origins },
      ],
    },
    {
      id: 'alcohols',
      href: '/vinos/alcoholes',
      total: input.alcohols.total,
      groups: [{ id: null, tiles: facetTiles(input.alcohols, 'tipo', '/vinos/alcoholes') }],
    },
    {
      id: 'boxes',
      href: '/cajas',
      total: input.boxes.total,
      groups: [{ id: null, tiles: facetTiles(input.boxes, 'tipo', '/cajas') }],
    },
    {
      id: 'gourmet',
      href: '/gourmet',
      total: input.gourmets.total,
      groups: [
        { id: 'by-type', tiles: facetTiles(input.gourmets, 'tipo_gourmet', '/gourmet') },
        {
          id: 'french-cheeses',
          href: listHref('/gourmet', { tipo_gourmet: 'quesos', pais: 'francia' }),
          count: input.frenchCheeses.total,
          tiles: facetTiles(input.frenchCheeses, 'tipo_queso', '/gourmet', { tipo_gourmet: 'quesos', pais: 'francia' }),
        },
      ],
    },
    { id: 'offers', href: '/ofertas', total: input.offers.total, groups: [{ id: null, tiles: offerKinds }] },
    {
      id: 'categories',
      href: null,
      total: input.categories.reduce((n, c) => n + c.count, 0),
      groups: [
        {
          id: null,
          tiles: nonEmpty(
            input.categories.map((c) => ({
              id: `category-${c.slug}`,
              label: c.name,
              href: `/categorias/${c.slug}`,
              count: c.count,
            })),
          ),
        },
      ],
    },
  ]
  // A section or group with nothing to show is left out rather than rendered empty.
  return sections
    .map((s) => ({ ...s, groups: s.groups.filter((g) => g.tiles.length > 0) }))
    .filter((s) => s.groups.length > 0)
}
