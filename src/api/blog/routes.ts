import { entityPhotos } from '../catalog/photos'
import { Hono } from 'hono'
import { blogFiltersQuerySchema, blogIdParamSchema, blogListQuerySchema } from '~/contract/blog'
import { notFound, ok, parse, queryInput, type ApiEnv } from '../http'
import * as service from './service'

// docs/product.md, The API blog calls: GET /blogs?{params}, /blogs/filters, /blogs/{id}. Mounted in app.ts under /api/blogs.

const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300'

export const blogRoutes = new Hono<ApiEnv>()
  .get('/', queryInput(blogListQuerySchema), async (c) => {
    const query = c.req.valid('query')
    const list = await service.listArticles(c.var.d1, query, c.var.locale)
    c.header('cache-control', PUBLIC_CACHE)
    return c.json(list)
  })
  .get('/filters', queryInput(blogFiltersQuerySchema), async (c) => {
    const { categoria } = c.req.valid('query')
    c.header('cache-control', PUBLIC_CACHE)
    return ok(c, await service.listFilters(c.var.d1, categoria, c.var.locale))
  })
  .get('/:id', async (c) => {
    const { id } = parse(c, blogIdParamSchema, c.req.param())
    // Drafts answer like a missing article: a 404 with the API's one error shape.
    const article = await service.articleDetail(c.var.d1, id, c.var.locale)
    if (!article) notFound(c)
    const [cover] = await entityPhotos(c.var.d1, c.env, 'article', article.id)
    c.header('cache-control', PUBLIC_CACHE)
    return ok(c, { ...article, cover_photo: cover ?? null })
  })
  .get('/:id/art', async (c) => {
    const { id } = parse(c, blogIdParamSchema, c.req.param())
    const art = await service.articleArt(c.var.d1, id)
    if (!art) notFound(c)
    return ok(c, art)
  })
