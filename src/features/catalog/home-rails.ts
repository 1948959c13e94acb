import type { ListResource } from './catalog.functions'

// Home product highlights: a few rails of product cards fed by the catalogue lists of docs/product.md, The API, each
// with a "Ver todo" link to the same list on its page (the list pages' own URL params: orden, tipo…).

export const HOME_RAIL_SIZE = 8

export interface HomeRailDef {
  id: 'offers' | 'newest' | 'boxes'
  resource: Exclude<ListResource, 'category' | 'search'>
  /** API query (docs/product.md, The API list params: sort, per_page, disponible). Only products a shopper can buy now. */
  query: Record<string, string>
  /** The list page that shows the whole rail. */
  href: string
}

export const HOME_RAILS: readonly HomeRailDef[] = [
  {
    id: 'offers',
    resource: 'offers',
    query: { sort: 'discount', per_page: String(HOME_RAIL_SIZE), disponible: '1' },
    href: '/ofertas?orden=discount',
  },
  {
    id: 'newest',
    resource: 'wines',
    query: { sort: 'newest', per_page: String(HOME_RAIL_SIZE), disponible: '1' },
    href: '/vinos?orden=newest',
  },
  {
    id: 'boxes',
    resource: 'boxes',
    query: { sort: 'newest', per_page: String(HOME_RAIL_SIZE), disponible: '1' },
    href: '/cajas',
  },
]
