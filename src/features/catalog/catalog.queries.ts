import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/lib/locale'
import type { ProductLetter } from '~/lib/product-type'
import type { FacetKey } from '~/contract/catalog-keys'
import { retryQuery } from '~/lib/query-retry'
import {
  getAllCategories,
  getFacetOptions,
  getProduct,
  getProductFilters,
  getProductList,
  type ListResource,
} from './catalog.functions'

export interface ListKey {
  resource: ListResource
  category?: string
  query: Record<string, string>
}

export const catalogKeys = {
  all: ['catalog'] as const,
  lists: () => [...catalogKeys.all, 'list'] as const,
  list: (locale: Locale, key: ListKey) => [...catalogKeys.lists(), locale, key] as const,
  filters: (locale: Locale, key: ListKey) => [...catalogKeys.all, 'filters', locale, key] as const,
  facetOptions: (locale: Locale, key: ListKey, facet: FacetKey) =>
    [...catalogKeys.all, 'facet-options', locale, key, facet] as const,
  product: (locale: Locale, slug: string, letter?: ProductLetter) =>
    [...catalogKeys.all, 'product', locale, slug, letter ?? ''] as const,
  allCategories: (locale: Locale) => [...catalogKeys.all, 'all-categories', locale] as const,
}

export const productListQueryOptions = (locale: Locale, key: ListKey) =>
  queryOptions({
    queryKey: catalogKeys.list(locale, key),
    queryFn: () => getProductList({ data: key }),
    staleTime: 60_000,
  })

export const productFiltersQueryOptions = (locale: Locale, key: ListKey) =>
  queryOptions({
    queryKey: catalogKeys.filters(locale, key),
    queryFn: () => getProductFilters({ data: key }),
    staleTime: 60_000,
  })

/**
 * Every option of one facet: loaded when the shopper reaches for its "Ver todas", never dehydrated. It tries twice
 * more (1 s, then 2 s later): the browser may say it is back online before a request gets through, and a try that
 * fails then would otherwise leave the facet saying its options could not come.
 */
export const facetOptionsQueryOptions = (locale: Locale, key: ListKey, facet: FacetKey) =>
  queryOptions({
    queryKey: catalogKeys.facetOptions(locale, key, facet),
    queryFn: () => getFacetOptions({ data: { ...key, facet } }),
    staleTime: 60_000,
    retry: retryQuery(2),
  })

export const productQueryOptions = (locale: Locale, slug: string, letter?: ProductLetter) =>
  queryOptions({
    queryKey: catalogKeys.product(locale, slug, letter),
    queryFn: () => getProduct({ data: { slug, letter } }),
    staleTime: 60_000,
  })

/** /productos: every list with its count (edge-cached 5 min by the server function). */
export const allCategoriesQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: catalogKeys.allCategories(locale),
    queryFn: () => getAllCategories(),
    staleTime: 5 * 60_000,
  })
