import { Hono } from 'hono'
import { notFound, ok, parse, type ApiEnv } from '../http'
import { productIdParamSchema } from '~/contract/catalog'
import { substitutesFor } from './service'

/** GET /wines/{slug}/substitutes: in-stock alternatives to a wine that ran out, each with why it is offered. */
export const substituteRoutes = new Hono<ApiEnv>().get('/:id/substitutes', async (c) => {
  const { id } = parse(c, productIdParamSchema, c.req.param())
  const data = await substitutesFor(c.var.d1, id, c.var.locale)
  if (data === null) notFound(c)
  return ok(c, data)
})
