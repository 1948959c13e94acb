import { Hono } from 'hono'
import * as v from 'valibot'
import { blogFiltersQuerySchema, blogIdParamSchema, blogListQuerySchema } from '~/contract/blog'
import { withoutTrackingParams } from '~/lib/tracking-params'
import { validationMessage } from '~/lib/validation'
import { HttpError, copy, notFound, ok, parse, type ApiContext, type ApiEnv } from '../http'
import * as service from './service'

// spec §7 blog calls: GET /blogs?{params}, /blogs/filters, /blogs/{id}. Mounted in app.ts under /api/blogs.

const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300'

/** Query validation as the catalogue does it: a 422 naming the query parameter itself (issue 3). */
function parseQuery<const S extends v.GenericSchema>(c: ApiContext, schema: S): v.InferOutput<S> {
  const result = v.safeParse(schema, withoutTrackingParams(c.req.query()))
  if (result.success) return result.output
  const errors: Record<string, string[]> = {}
  for (const issue of result.issues) {
    const field = String(issue.path?.[0]?.key ?? 'query')
    errors[field] ??= [validationMessage(issue.message, c.var.locale)]
  }
  throw new HttpError(422, copy(c.var.locale).validation, errors)
}

export const blogRoutes = new Hono<ApiEnv>()
  .get('/', async (c) => {
    const query = parseQuery(c, blogListQuerySchema)
    const list = await service.listArticles(service.blogDb(c), query, c.var.locale)
    c.header('cache-control', PUBLIC_CACHE)
    return c.json(list)
  })
  .get('/filters', async (c) => {
    const { categoria } = parseQuery(c, blogFiltersQuerySchema)
    c.header('cache-control', PUBLIC_CACHE)
    return ok(c, await service.listFilters(service.blogDb(c), categoria, c.var.locale))
  })
  .get('/:id', async (c) => {
    const { id } = parse(c, blogIdParamSchema, c.req.param())
    // Drafts answer like a missing article: a 404 with the API's one error shape.
    const article = await service.articleDetail(service.blogDb(c), id, c.var.locale)
    if (!article) notFound(c)
    c.header('cache-control', PUBLIC_CACHE)
    return ok(c, article)
  })
  .get('/:id/art', async (c) => {
    const { id } = parse(c, blogIdParamSchema, c.req.param())
    const art = await service.articleArt(service.blogDb(c), id)
    if (!art) notFound(c)
    return ok(c, art)
  })
