import { ALL_FACETS } from '~/contract/catalog-keys'
import { imageTransforms } from './photos'
import { Hono } from 'hono'
import type { ListQuery, Resource } from '~/contract/catalog'
import {
  categoryIndexQuerySchema,
  categoryParamSchema,
  listQuerySchemas,
  productIdParamSchema,
  suggestionQuerySchema,
} from '~/contract/catalog'
import { withoutTrackingParams } from '~/lib/tracking-params'
import { copy, declaredQuery, HttpError, notFound, ok, parse, queryInput, type ApiContext, type ApiEnv } from '../http'
import { parseQuery } from '../paging'
import { listCategories } from './category-index'
import { applyUnderstanding, catalogVocabulary } from './understanding'
import * as service from './service'
import { scopeFor } from './queries'
import { movedProduct } from './slug-history'

// docs/product.md, The API catalogue calls: GET /wines|/alcohols|/boxes|/gourmets (list, /filters, /{id}), /offers (+/filters),
// /product-category/{category} (+/filters), /search and the suggestion search (/search/suggestions).

/** Query string as one object: repeated keys joined with commas (tipo=tinto&tipo=blanco), tracking keys dropped. */
function rawQuery(c: ApiContext): Record<string, string> {
  const all = c.req.queries() ?? {}
  return withoutTrackingParams(Object.fromEntries(Object.entries(all).map(([k, values]) => [k, values.join(',')])))
}

function parseList(c: ApiContext, resource: Resource): ListQuery {
  // A 422 names the query parameter itself (tipo), not the item of its value list (tipo.0).
  const query = parseQuery(c, listQuerySchemas[resource], rawQuery(c)) as ListQuery
  if (query.precio_min !== undefined && query.precio_max !== undefined && query.precio_min > query.precio_max) {
    throw new HttpError(422, copy(c.var.locale).validation, {
      precio_max: [copy(c.var.locale).validation],
    })
  }
  return service.resolveSort(resource, query)
}

/** The results page's query: what the sentence in `q` says (type, country, grape, valley, price, vintage) applied. */
async function parseSearch(c: ApiContext, db: D1Database) {
  const parsed = parseList(c, 'search')
  const sortGiven = c.req.query('sort') !== undefined
  const vocabulary = await catalogVocabulary(db)
  const { query, understanding, context } = applyUnderstanding(parsed, vocabulary, c.var.locale, sortGiven)
  // Sorted again: a sentence fully understood leaves no text to rank by relevance.
  return {
    query: understanding || context.length ? service.resolveSort('search', query) : query,
    understanding,
    context,
  }
}

/** The query without its words, sorted again (relevance means nothing without text). */
function unworded(query: ListQuery): ListQuery {
  return service.resolveSort('search', { ...query, q: undefined })
}

/** Whether a query narrows the list by anything besides its text. */
function hasFilters(query: ListQuery): boolean {
  return (
    ALL_FACETS.some((key) => query[key]?.length) ||
    query.precio_min !== undefined ||
    query.precio_max !== undefined ||
    query.cosecha !== undefined
  )
}

/** A list's query as the storefront forwards it: the page's own search parameters (validated by parseList). */
type ListSearch = Record<string, string | number | readonly string[]>
const listQuery = declaredQuery<ListSearch>

const PUBLIC_CACHE = { 'cache-control': 'public, max-age=60, stale-while-revalidate=300' }

/** The list and its filters for one product family (offers too). */
export function listRoutes(resource: 'wines' | 'alcohols' | 'boxes' | 'gourmets' | 'offers') {
  const scope = scopeFor(resource)
  return new Hono<ApiEnv>()
    .get('/', listQuery(), async (c) => {
      const query = parseList(c, resource)
      const list = await service.listProducts(c.var.d1, scope, query, c.var.locale)
      c.header('cache-control', PUBLIC_CACHE['cache-control'])
      return c.json(list)
    })
    .get('/filters', listQuery(), async (c) => {
      const query = parseList(c, resource)
      c.header('cache-control', PUBLIC_CACHE['cache-control'])
      return ok(c, await service.listFilters(c.var.d1, resource, scope, query, c.var.locale))
    })
}

/** One product of a family by slug (offers have no page of their own). */
export function detailRoutes(productType: string) {
  return new Hono<ApiEnv>().get('/:id', async (c) => {
    const { id } = parse(c, productIdParamSchema, c.req.param())
    const product = await service.productDetail(c.var.d1, id, productType, c.var.locale, imageTransforms(c.env))
    if (!product) notFound(c)
    c.header('cache-control', PUBLIC_CACHE['cache-control'])
    return ok(c, product)
  })
}

export const categoryRoutes = new Hono<ApiEnv>()
  // docs/product.md, The API /product-category without a slug: the editorial categories with their counts (the /productos index).
  .get('/', async (c) => {
    parse(c, categoryIndexQuerySchema, rawQuery(c))
    const data = await listCategories(c.var.d1, c.var.locale)
    c.header('cache-control', PUBLIC_CACHE['cache-control'])
    return ok(c, data)
  })
  .get('/:category', listQuery(), async (c) => {
    const { category } = parse(c, categoryParamSchema, c.req.param())
    const query = parseList(c, 'category')
    const list = await service.categoryList(c.var.d1, category, query, c.var.locale)
    if (!list) notFound(c)
    return c.json(list)
  })
  .get('/:category/filters', listQuery(), async (c) => {
    const { category } = parse(c, categoryParamSchema, c.req.param())
    const query = parseList(c, 'category')
    const filters = await service.categoryFilters(c.var.d1, category, query, c.var.locale)
    if (!filters) notFound(c)
    return ok(c, filters)
  })

export const searchRoutes = new Hono<ApiEnv>()
  .get('/', listQuery(), async (c) => {
    const db = c.var.d1
    const { query, understanding, context } = await parseSearch(c, db)
    const found = await service.searchList(db, query, c.var.locale)
    let { list } = found
    let understood = understanding
    // Words the search does not know never empty what the understood part would fill ("carmenere para el asado del
    // domingo"): without them, and the page says they were left out.
    if (list.total === 0 && query.q && hasFilters(query)) {
      const withoutWords = await service.listProducts(db, scopeFor('search'), unworded(query), c.var.locale)
      if (withoutWords.total > 0) {
        list = withoutWords
        understood = { facets: understanding?.facets ?? [], words: query.q, ignored: query.q }
      }
    }
    const { content } = found
    const extra = context.length ? { applied: context } : {}
    return c.json(understood ? { ...list, content, understood, ...extra } : { ...list, content, ...extra })
  })
  .get('/filters', listQuery(), async (c) => {
    const db = c.var.d1
    const { query } = await parseSearch(c, db)
    // The same words left out as in the list, so the panel counts what the page lists.
    let counted = query
    if (query.q && hasFilters(query)) {
      const probe = await service.listProducts(db, scopeFor('search'), { ...query, per_page: 1, page: 1 }, c.var.locale)
      if (probe.total === 0) counted = unworded(query)
    }
    return ok(c, await service.listFilters(db, 'search', scopeFor('search'), counted, c.var.locale))
  })
  // docs/product.md, The API: the suggestion search (search, page 1, per_page 6 default; the popup asks for 5).
  .get('/suggestions', queryInput(suggestionQuerySchema), async (c) => {
    const { search, page, per_page } = c.req.valid('query')
    const data = await service.suggestions(c.var.d1, search, Number(per_page), Number(page), c.var.locale)
    return c.json({ data, current_page: Number(page), per_page: Number(per_page) })
  })

/** Product by slug with any type (the /productos/{slug} fallback and the image generator). */
export const productRoutes = new Hono<ApiEnv>()
  .get('/:id', async (c) => {
    const { id } = parse(c, productIdParamSchema, c.req.param())
    const product = await service.productDetail(c.var.d1, id, null, c.var.locale, imageTransforms(c.env))
    if (!product) notFound(c)
    return ok(c, product)
  })
  // An old address of a product whose slug the staff changed: where it is now (the page answers 301 to it).
  .get('/:id/moved', async (c) => {
    const { id } = parse(c, productIdParamSchema, c.req.param())
    const moved = await movedProduct(c.var.d1, id)
    if (!moved) notFound(c)
    return ok(c, moved)
  })
  .get('/:id/art', async (c) => {
    const { id } = parse(c, productIdParamSchema, c.req.param())
    const art = await service.productArt(c.var.d1, id)
    if (!art) notFound(c)
    return ok(c, art)
  })

export const sitemapRoutes = new Hono<ApiEnv>().get('/products', async (c) => {
  const page = Math.max(1, Math.min(1000, Number(c.req.query('page') ?? '1') || 1))
  const data = await service.sitemapEntries(c.var.d1, 5000, (page - 1) * 5000)
  return ok(c, data)
})
