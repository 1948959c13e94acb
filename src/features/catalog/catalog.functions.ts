import { createServerFn } from '@tanstack/react-start'
import { notFound, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import type {
  Category,
  ProductDetail,
  ProductFilters,
  ProductList,
  SearchUnderstanding,
  UnderstoodFacetLabel,
} from '~/contract/catalog'
import { PRODUCT_LETTERS } from '~/lib/product-type'
import { ALL_FACETS } from '~/contract/catalog-keys'
import { ApiError, typedCall } from '~/server/api-client.server'
import { api } from '~/server/api.server'
import { cachedContent } from '~/server/edge-cache.server'
import { requestLocale } from '~/server/session.server'
import { buildAllCategories, type IndexSection } from './all-categories'
import { CATALOG_FRESHNESS, unfilteredFiltersKey, unfilteredListKey } from './list-cache'
import { toListCard, type ListCard, type ProductPageDetail } from './list-card'
import { allFacetOptions, toListFilters, type ListFacetOption, type ListFilters } from './list-filters'
import { PRODUCT_PAGE_RELATED } from './product-related'
import { fnInput } from '~/lib/fn-input'

// Server functions around the catalogue calls of docs/product.md, The API (the storefront never reads D1).

export const LIST_RESOURCES = ['wines', 'alcohols', 'boxes', 'gourmets', 'offers', 'category', 'search'] as const
export type ListResource = (typeof LIST_RESOURCES)[number]

const listRequest = v.object({
  resource: v.picklist(LIST_RESOURCES),
  category: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,64}$/))),
  query: v.record(v.string(), v.pipe(v.string(), v.maxLength(400))),
})

type ListRequest = v.InferOutput<typeof listRequest>

/** The list of a page (family, editorial category or search); the query is the page's own search parameters. */
function fetchFullList({ resource, category = '', query }: ListRequest) {
  const anonymous = { token: null }
  if (resource === 'category')
    return typedCall(api.categories(anonymous)[':category'].$get({ param: { category }, query }))
  if (resource === 'search') return typedCall(api.search(anonymous).$get({ query }))
  return typedCall(api.catalogList(resource, anonymous).$get({ query }))
}

/** The same list with only what its cards use of each product (./list-card.ts). */
async function fetchList(request: ListRequest): Promise<ProductListPage> {
  const list = await fetchFullList(request)
  return { ...list, data: list.data.map(toListCard) }
}

/** The facets of the same list. */
async function fetchFilters({ resource, category = '', query }: ListRequest) {
  const anonymous = { token: null }
  if (resource === 'category')
    return (await typedCall(api.categories(anonymous)[':category'].filters.$get({ param: { category }, query }))).data
  if (resource === 'search') return (await typedCall(api.search(anonymous).filters.$get({ query }))).data
  return (await typedCall(api.catalogList(resource, anonymous).filters.$get({ query }))).data
}

// The first pages of a family's list without filters, and that list's facets, are the same for every shopper:
// edge cached per locale for seconds (./list-cache.ts), so a warm /vinos costs no D1 statement.
/** A 404 from the API becomes the router's not-found page; a 422 (hand-edited URL) an empty list upstream. */
function rethrow(err: unknown): never {
  if (err instanceof ApiError && err.status === 404) throw notFound()
  throw err
}

/** A product address that is not a product: unknown (404) or not even a slug (422, e.g. /vinos/-1). */
function detailRethrow(err: unknown): never {
  if (err instanceof ApiError && err.status === 422) throw notFound()
  return rethrow(err)
}

export type ProductListPage = Omit<ProductList, 'data'> & {
  data: ListCard[]
  category?: Category
  /** /search only: the facets read out of the shopper's sentence. */
  understood?: SearchUnderstanding
  /** /search only: the dish and the gift in effect, with their chips' labels. */
  applied?: UnderstoodFacetLabel[]
  content?: { name: string; slug: string; product_type: string; subtitle: string }[]
}

export const getProductList = createServerFn({ method: 'GET' })
  .validator(fnInput(listRequest))
  .handler(async ({ data }): Promise<ProductListPage> => {
    try {
      const key = unfilteredListKey(data)
      return key
        ? await cachedContent(key, requestLocale(), () => fetchList(data), CATALOG_FRESHNESS)
        : await fetchList(data)
    } catch (err) {
      // A category address that is not a slug (/categorias/-1) is a page that does not exist.
      return data.resource === 'category' ? detailRethrow(err) : rethrow(err)
    }
  })

/** A list's facets as the API answers them: every option of every facet. */
async function allFilters(data: ListRequest): Promise<ProductFilters> {
  try {
    const key = unfilteredFiltersKey(data)
    return key
      ? await cachedContent(key, requestLocale(), () => fetchFilters(data), CATALOG_FRESHNESS)
      : await fetchFilters(data)
  } catch (err) {
    return data.resource === 'category' ? detailRethrow(err) : rethrow(err)
  }
}

/** A list page's facets: what each shows folded (./list-filters.ts), the rest on demand (getFacetOptions). */
export const getProductFilters = createServerFn({ method: 'GET' })
  .validator(fnInput(listRequest))
  .handler(async ({ data }): Promise<ListFilters> => toListFilters(await allFilters(data)))

/** Every option of one facet of a list: its "Ver todas" (from the same edge cache as the list's facets). */
export const getFacetOptions = createServerFn({ method: 'GET' })
  .validator(fnInput(v.object({ ...listRequest.entries, facet: v.picklist(ALL_FACETS) })))
  .handler(async ({ data: { facet, ...list } }): Promise<ListFacetOption[]> =>
    allFacetOptions(await allFilters(list), facet),
  )

const RESOURCE_BY_LETTER = { w: 'wines', b: 'boxes', g: 'gourmets', a: 'alcohols' } as const

/**
 * A product not found under its address may have moved (the staff changed its slug): a permanent redirect to where
 * it is now; otherwise the error as it was.
 */
async function movedOr(err: unknown, slug: string): Promise<unknown> {
  if (!(err instanceof ApiError && err.status === 404)) return err
  let moved: { slug: string; letter: string }
  try {
    moved = (await typedCall(api.products({ token: null })[':id'].moved.$get({ param: { id: slug } }))).data
  } catch {
    return err
  }
  // Wines live at /vinos/{slug}, the rest at /productos/{slug}?t={letter} (product-route.ts productPath).
  throw redirect({
    href: moved.letter === 'w' ? `/vinos/${moved.slug}` : `/productos/${moved.slug}?t=${moved.letter}`,
    statusCode: 301,
  })
}

export const getProduct = createServerFn({ method: 'GET' })
  .validator(
    fnInput(
      v.object({
        slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,160}$/)),
        letter: v.optional(v.picklist(PRODUCT_LETTERS)),
      }),
    ),
  )
  .handler(async ({ data }): Promise<ProductPageDetail> => {
    // Only what the page shows goes into its dehydrated state: the related products it lists, not all the API's,
    // and of each card (related or a box's contents) the fields a card shows (list-card.ts), as a list page does.
    const shown = (product: ProductDetail): ProductPageDetail => ({
      ...product,
      contents: product.contents.map(toListCard),
      related: product.related.slice(0, PRODUCT_PAGE_RELATED).map(toListCard),
    })
    const param = { id: data.slug }
    const anyType = () => typedCall(api.products({ token: null })[':id'].$get({ param }))
    try {
      const answer = data.letter
        ? await typedCall(api.catalogDetail(RESOURCE_BY_LETTER[data.letter], { token: null })[':id'].$get({ param }))
        : await anyType()
      return shown(answer.data)
    } catch (err) {
      // A wrong ?t= letter (an old shared link) still finds the product by its slug.
      if (data.letter && err instanceof ApiError && err.status === 404) {
        try {
          return shown((await anyType()).data)
        } catch (inner) {
          return detailRethrow(await movedOr(inner, data.slug))
        }
      }
      return detailRethrow(await movedOr(err, data.slug))
    }
  })

/**
 * /productos: the counts of every list and editorial category, from the facet endpoints and
 * GET /product-category. Cached at the edge per locale like page content (5 min): counts that are a few
 * minutes old are fine on an index page, and a warm request costs no D1 query.
 */
export const getAllCategories = createServerFn({ method: 'GET' }).handler(async (): Promise<IndexSection[]> => {
  const locale = requestLocale()
  return cachedContent('catalog/all-categories', locale, async () => {
    const opts = { locale, token: null }
    const filters = async (family: 'wines' | 'alcohols' | 'boxes' | 'gourmets' | 'offers', query = {}) =>
      (await typedCall(api.catalogList(family, opts).filters.$get({ query }))).data
    const [wines, alcohols, boxes, gourmets, frenchCheeses, offers, categories] = await Promise.all([
      filters('wines'),
      filters('alcohols'),
      filters('boxes'),
      filters('gourmets'),
      filters('gourmets', { tipo_gourmet: 'quesos', pais: 'francia' }),
      filters('offers'),
      typedCall(api.categories(opts).$get()).then((answer) => answer.data),
    ])
    return buildAllCategories({ wines, alcohols, boxes, gourmets, frenchCheeses, offers, categories })
  })
})
