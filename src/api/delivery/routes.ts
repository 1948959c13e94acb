import { Hono } from 'hono'
import * as v from 'valibot'
import { msg } from '~/lib/validation'
import { notFound, ok, queryInput, type ApiEnv } from '../http'
import { DEFAULT_COMMUNE_ID, estimateFor } from './service'

const estimateQuerySchema = v.object({
  commune_id: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,6}$/, msg.numeric), v.transform(Number)),
    String(DEFAULT_COMMUNE_ID),
  ),
})

/** GET /delivery/estimate?commune_id=: "llega el jueves 26" for home delivery and the pick-up day. Never cached. */
export const deliveryRoutes = new Hono<ApiEnv>().get('/estimate', queryInput(estimateQuerySchema), async (c) => {
  const { commune_id } = c.req.valid('query')
  const estimate = await estimateFor(c.var.d1, c.env, commune_id, c.var.locale)
  if (!estimate) notFound(c)
  c.header('cache-control', 'no-store')
  return ok(c, estimate)
})
