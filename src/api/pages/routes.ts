import { Hono } from 'hono'
import { findPageContent } from './queries'
import { notFound, ok, parse, type ApiEnv } from '../http'
import { pageSlugParamSchema, type Json } from '~/contract/pages'
import { fillShopValues, shopValues } from './shop-values'

// docs/product.md, The API: GET /pages/{slug} — content pages, the shared layout and 404 content, in es or en.
export const pagesRoutes = new Hono<ApiEnv>().get('/:slug', async (c) => {
  const { slug } = parse(c, pageSlugParamSchema, c.req.param())
  const content = await findPageContent(c.var.d1, slug, c.var.locale)
  if (content === undefined) notFound(c)
  return ok(c, fillShopValues(content as Json, await shopValues(c.var.d1, c.env, c.var.locale)))
})
