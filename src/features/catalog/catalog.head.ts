import type { AllCategoriesLoaderData } from './all-categories-route'
import type { ListLoaderData } from './list-pages'
import { breadcrumbJsonLd, detailHead, listPageHead, pageHead } from '~/lib/seo'

// The catalogue routes' head(): they read only what the loader prepared, so a route file's head does not bring the
// loaders' modules (list definitions, queries, server functions) into the route tree, which every page loads first
// (docs/decisions/019-what-loads-first.md).

/** Empty lists and search results (opts.noindex) are not worth indexing. */
export function listHead(data: ListLoaderData | undefined, opts: { noindex?: boolean } = {}) {
  return listPageHead(data, opts)
}

export const productHead = detailHead

/** The all-categories page's address (its loader builds the crumbs with it). */
export const ALL_CATEGORIES_PATH = '/productos'

export function allCategoriesHead(data: AllCategoriesLoaderData | undefined) {
  if (!data) return {}
  return pageHead({
    site: data.site,
    url: ALL_CATEGORIES_PATH,
    title: data.title,
    description: data.description,
    jsonLd: [breadcrumbJsonLd(data.site, data.crumbs)],
  })
}
