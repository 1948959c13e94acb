import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import type { FacetKey, SearchUnderstanding } from '~/contract/catalog'
import type { ListFilters } from './list-filters'
import type { Locale } from '~/lib/locale'
import type { ListResource, ProductListPage } from './catalog.functions'
import { productFiltersQueryOptions, productListQueryOptions, type ListKey } from './catalog.queries'
import type { ListSeo } from '~/lib/seo'
import { siteUrlQueryOptions } from '~/server/site.functions'
import { toApiQuery, toFiltersQuery, type ListSearch } from './list-search'
import { WORLD_WINE_COUNTRIES } from './all-categories'
import { searchString } from '~/lib/seo'
import { understoodChips, understoodTitle } from './understood'

// The list pages of docs/product.md, Pages (lists, country listings, offers…) as data; route files stay thin.

export interface ListPageDef {
  path: string
  resource: ListResource
  category?: string
  /** Filters the page itself applies (country listings), unless the shopper picks values of that facet. */
  fixed?: Partial<Record<FacetKey, string>>
  hidden?: FacetKey[]
  title: MessageDescriptor
  description: MessageDescriptor
  parents: { name: MessageDescriptor; href: string }[]
}

const HOME = { name: msg`Inicio`, href: '/' }
const WINES = { name: msg`Vinos`, href: '/vinos' }
const WORLD = WORLD_WINE_COUNTRIES.join(',')

export const LIST_PAGES = {
  wines: {
    path: '/vinos',
    resource: 'wines',
    parents: [HOME],
    title: msg`Vinos`,
    description: msg`Vinos chilenos y del mundo: tintos, blancos, rosados, espumantes y dulces, con despacho a todo Chile.`,
  },
  chilean: {
    path: '/vinos/chilenos',
    resource: 'wines',
    parents: [HOME, WINES],
    fixed: { pais: 'chile' },
    hidden: ['pais', 'region_francia'],
    title: msg`Vinos chilenos`,
    description: msg`Carménère, Cabernet Sauvignon, Sauvignon Blanc y más, del Elqui al Malleco: los valles de Chile en tu mesa.`,
  },
  french: {
    path: '/vinos/franceses',
    resource: 'wines',
    parents: [HOME, WINES],
    fixed: { pais: 'francia' },
    hidden: ['pais', 'region'],
    title: msg`Vinos franceses`,
    description: msg`Burdeos, Borgoña, Champaña, Ródano, Loira y Alsacia: grandes denominaciones de Francia.`,
  },
  world: {
    path: '/vinos/del-mundo',
    resource: 'wines',
    parents: [HOME, WINES],
    fixed: { pais: WORLD },
    title: msg`Vinos del mundo`,
    description: msg`Francia, España, Italia, Argentina, Portugal y el Nuevo Mundo: vinos importados seleccionados.`,
  },
  alcohols: {
    path: '/vinos/alcoholes',
    resource: 'alcohols',
    parents: [HOME],
    title: msg`Destilados y licores`,
    description: msg`Pisco, whisky, gin, ron, tequila, cognac y licores de Chile y el mundo.`,
  },
  boxes: {
    path: '/cajas',
    resource: 'boxes',
    parents: [HOME],
    title: msg`Cajas de regalo`,
    description: msg`Cajas de vinos y productos gourmet listas para regalar, en caja de madera con tarjeta.`,
  },
  gourmet: {
    path: '/gourmet',
    resource: 'gourmets',
    parents: [HOME],
    title: msg`Gourmet`,
    description: msg`Quesos franceses y chilenos, charcutería, aceites de oliva, chocolates y conservas para acompañar tus vinos.`,
  },
  offers: {
    path: '/ofertas',
    resource: 'offers',
    parents: [HOME],
    title: msg`Ofertas`,
    description: msg`Vinos, destilados, cajas y gourmet con descuento por tiempo limitado.`,
  },
  search: {
    path: '/vinos/busqueda',
    resource: 'search',
    parents: [HOME],
    title: msg`Resultados de búsqueda`,
    description: msg`Busca vinos, destilados, cajas y productos gourmet.`,
  },
} satisfies Record<string, ListPageDef>

/** docs/product.md, The API /product-category/{category}: the page of one editorial category. */
export function categoryPageDef(slug: string): ListPageDef {
  return {
    path: `/categorias/${slug}`,
    resource: 'category',
    category: slug,
    parents: [HOME],
    title: msg`Categoría`,
    description: msg`Una selección de nuestra tienda.`,
  }
}

export function keysFor(def: ListPageDef, search: ListSearch): { listKey: ListKey; filtersKey: ListKey } {
  const merged: ListSearch = { ...search }
  for (const [key, value] of Object.entries(def.fixed ?? {}) as [FacetKey, string][]) {
    if (!merged[key]) merged[key] = value
  }
  return {
    listKey: { resource: def.resource, category: def.category, query: toApiQuery(def.resource, merged) },
    filtersKey: { resource: def.resource, category: def.category, query: toFiltersQuery(def.resource, merged) },
  }
}

export interface ListLoaderData extends ListSeo {
  page: number
}

interface Ctx {
  queryClient: QueryClient
  locale: Locale
  i18n: I18n
}

/** Loader of every list page: list and facets in parallel (both critical), plus the SEO the head needs. */
export async function loadListPage(
  context: Ctx,
  def: ListPageDef,
  search: ListSearch,
  override?: (list: ProductListPage, filters: ListFilters) => { title?: string; description?: string },
): Promise<ListLoaderData> {
  const { listKey, filtersKey } = keysFor(def, search)
  const [site, list, filters] = await Promise.all([
    context.queryClient.ensureQueryData(siteUrlQueryOptions()),
    context.queryClient.ensureQueryData(productListQueryOptions(context.locale, listKey)),
    context.queryClient.ensureQueryData(productFiltersQueryOptions(context.locale, filtersKey)),
  ])
  const custom = override?.(list, filters)
  const title = custom?.title ?? context.i18n._(def.title)
  const crumbs = [
    ...def.parents.map((p) => ({ name: context.i18n._(p.name), href: p.href })),
    { name: title, href: def.path },
  ]
  return {
    site,
    url: `${def.path}${searchString(search as Record<string, unknown>)}`,
    title: list.current_page > 1 ? `${title} · ${context.i18n._(msg`página ${list.current_page}`)}` : title,
    description: custom?.description ?? context.i18n._(def.description),
    crumbs,
    total: list.total,
    page: list.current_page,
  }
}

/**
 * The URL of the results once the sentence is understood: the facets become the page's ordinary filters (so the
 * filter panel shows them and each can be removed), `q` keeps only the words left to search as text.
 */
export function understoodSearch(search: ListSearch, understood: SearchUnderstanding): ListSearch {
  // Words that found nothing inside the understood facets are not searched again: the page names them instead.
  const next: ListSearch = {
    ...search,
    q: understood.ignored ? undefined : understood.words || undefined,
    ignorado: understood.ignored || undefined,
    pagina: undefined,
  }
  // "barato": the order the sentence asked for, unless the shopper had chosen one.
  if (understood.sort && !search.orden) next.orden = understood.sort
  for (const { facet, value } of understood.facets) {
    if (facet === 'cosecha' || facet === 'precio_min' || facet === 'precio_max') next[facet] = Number(value)
    else if (facet === 'ocasion') next.ocasion = 'regalo'
    else next[facet] = String(value)
  }
  const keys = new Set<string>([...(search.entendido?.split(',') ?? []), ...understood.facets.map((f) => f.facet)])
  if (next.orden && next.orden === understood.sort) keys.add('orden')
  next.entendido = [...keys].join(',') || undefined
  return next
}

/** /vinos/busqueda?q=: results across the catalogue (blog and event hits on page 1); never indexed. */
export async function loadSearchPage(context: Ctx, search: ListSearch): Promise<ListLoaderData> {
  if (search.q?.trim()) {
    const { listKey } = keysFor(LIST_PAGES.search, search)
    const list = await context.queryClient.ensureQueryData(productListQueryOptions(context.locale, listKey))
    if (list.understood?.facets.length || list.understood?.sort) {
      throw redirect({ to: '/vinos/busqueda', search: understoodSearch(search, list.understood) })
    }
  }
  const q = search.q?.trim()
  // The title says what the chips say (and the words still searched as text), never a word the search left out.
  return loadListPage(context, LIST_PAGES.search, search, (list, filters) => ({
    title:
      understoodTitle(understoodChips(search, filters, list, context.i18n), q, context.i18n) ??
      (q ? context.i18n._(msg`Resultados para “${q}”`) : undefined),
  }))
}
