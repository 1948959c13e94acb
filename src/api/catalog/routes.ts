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
import { PRODUCT_TYPE } from '~/lib/product-type'
import { withoutTrackingParams } from '~/lib/tracking-params'
import { validationMessage } from '~/lib/validation'
import { HttpError, copy, notFound, ok, parse, type ApiContext, type ApiEnv } from '../http'
import { parseQuery } from '../paging'
import { listCategories } from './category-index'
import { applyUnderstanding, catalogVocabulary } from './understanding'
import * as service from './service'
import { scopeFor, type Scope } from './queries'

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
      precio_max: [validationMessage('invalid', c.var.locale)],
    })
  }
  return service.resolveSort(resource, query)
}

/** The results page's query: what the sentence in `q` says (type, country, grape, valley, price, vintage) applied. */
async function parseSearch(c: ApiContext, db: D1Database) {
  const parsed = parseList(c, 'search')
  const { query, understanding } = applyUnderstanding(parsed, await catalogVocabulary(db), c.var.locale)
  // Sorted again: a sentence fully understood leaves no text to rank by relevance.
  return { query: understanding ? service.resolveSort('search', query) : query, understanding }
}

const PUBLIC_CACHE = { 'cache-control': 'public, max-age=60, stale-while-revalidate=300' }

function listHandlers(resource: 'wines' | 'alcohols' | 'boxes' | 'gourmets' | 'offers', productType: string | null) {
  const scope = scopeFor(resource)
  const app = new Hono<ApiEnv>()
  app.get('/', async (c) => {
    const query = parseList(c, resource)
    const list = await service.listProducts(c.var.d1, scope, query, c.var.locale)
    c.header('cache-control', PUBLIC_CACHE['cache-control'])
    return c.json(list)
  })
  app.get('/filters', async (c) => {
    const query = parseList(c, resource)
    c.header('cache-control', PUBLIC_CACHE['cache-control'])
    return ok(c, await service.listFilters(c.var.d1, resource, scope, query, c.var.locale))
  })
  if (productType) {
    app.get('/:id', async (c) => {
      const { id } = parse(c, productIdParamSchema, c.req.param())
      const product = await service.productDetail(c.var.d1, id, productType, c.var.locale, imageTransforms(c.env))
      if (!product) notFound(c)
      c.header('cache-control', PUBLIC_CACHE['cache-control'])
      return ok(c, product)
    })
  }
  return app
}

const categoryRoutes = new Hono<ApiEnv>()
  // docs/product.md, The API /product-category without a slug: the editorial categories with their counts (the /productos index).
  .get('/', async (c) => {
    parse(c, categoryIndexQuerySchema, rawQuery(c))
    const data = await listCategories(c.var.d1, c.var.locale)
    c.header('cache-control', PUBLIC_CACHE['cache-control'])
    return ok(c, data)
  })
  .get('/:category', async (c) => {
    const { category } = parse(c, categoryParamSchema, c.req.param())
    const query = parseList(c, 'category')
    const db = c.var.d1
    const found = await service.findCategory(db, category, c.var.locale)
    if (!found) notFound(c)
    const scope: Scope = { kind: 'category', slug: category }
    const list = await service.listProducts(db, scope, query, c.var.locale)
    return c.json({ ...list, category: found })
  })
  .get('/:category/filters', async (c) => {
    const { category } = parse(c, categoryParamSchema, c.req.param())
    const query = parseList(c, 'category')
    const db = c.var.d1
    const found = await service.findCategory(db, category, c.var.locale)
    if (!found) notFound(c)
    return ok(c, await service.listFilters(db, 'category', { kind: 'category', slug: category }, query, c.var.locale))
  })

const searchRoutes = new Hono<ApiEnv>()
  .get('/', async (c) => {
    const db = c.var.d1
    const { query, understanding } = await parseSearch(c, db)
    const [list, content] = await Promise.all([
      service.listProducts(db, scopeFor('search'), query, c.var.locale),
      query.page === 1 ? service.contentHits(db, query.q, c.var.locale) : Promise.resolve([]),
    ])
    return c.json(understanding ? { ...list, content, understood: understanding } : { ...list, content })
  })
  .get('/filters', async (c) => {
    const db = c.var.d1
    const { query } = await parseSearch(c, db)
    return ok(c, await service.listFilters(db, 'search', scopeFor('search'), query, c.var.locale))
  })
  // docs/product.md, The API: the suggestion search (search, page 1, per_page 6 default; the popup asks for 5).
  .get('/suggestions', async (c) => {
    const { search, page, per_page } = parse(c, suggestionQuerySchema, withoutTrackingParams(c.req.query()))
    const data = await service.suggestions(c.var.d1, search, Number(per_page), Number(page), c.var.locale)
    return c.json({ data, current_page: Number(page), per_page: Number(per_page) })
  })

/** Product by slug with any type (the /productos/{slug} fallback and the image generator). */
const productRoutes = new Hono<ApiEnv>()
  .get('/:id', async (c) => {
    const { id } = parse(c, productIdParamSchema, c.req.param())
    const product = await service.productDetail(c.var.d1, id, null, c.var.locale, imageTransforms(c.env))
    if (!product) notFound(c)
    return ok(c, product)
  })
  .get('/:id/art', async (c) => {
    const { id } = parse(c, productIdParamSchema, c.req.param())
    const art = await service.productArt(c.var.d1, id)
    if (!art) notFound(c)
    return ok(c, art)
  })

const sitemapRoutes = new Hono<ApiEnv>().get('/products', async (c) => {
  const page = Math.max(1, Math.min(1000, Number(c.req.query('page') ?? '1') || 1))
  const data = await service.sitemapEntries(c.var.d1, 5000, (page - 1) * 5000)
  return ok(c, data)
})

/** Mounted in app.ts under /api. */
export function mountCatalog(app: Hono<ApiEnv>) {
  app.route('/wines', listHandlers('wines', PRODUCT_TYPE.wine))
  app.route('/alcohols', listHandlers('alcohols', PRODUCT_TYPE.alcohol))
  app.route('/boxes', listHandlers('boxes', PRODUCT_TYPE.box))
  app.route('/gourmets', listHandlers('gourmets', PRODUCT_TYPE.gourmet))
  app.route('/offers', listHandlers('offers', null))
  app.route('/product-category', categoryRoutes)
  app.route('/search', searchRoutes)
  app.route('/products', productRoutes)
  app.route('/sitemap', sitemapRoutes)
}
