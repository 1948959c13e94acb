import { Hono } from 'hono'
import { foodQuerySchema, guideQuerySchema, pageFiltersQuerySchema, winesQuerySchema } from '~/contract/sommelier'
import { validationMessage } from '~/lib/validation'
import { withoutTrackingParams } from '~/lib/tracking-params'
import { HttpError, copy, ok, parse, type ApiContext, type ApiEnv } from '../http'
import * as service from './service'

// docs/product.md, The API Sommelier: GET /sommelier/filters?{query}, /sommelier/count?{query},
// /sommelier/page-filters?continent=&country=, /sommelier/food?page=&limit=&country=, /sommelier/wines?{query}.
// Query shapes: src/contract/sommelier.ts (docs/product.md, What the shop stores: "Filter shapes for … sommelier: not shown").

const CACHE = 'public, max-age=60, stale-while-revalidate=300'

/** Query string as one object (last value wins: every sommelier parameter is single-valued), tracking keys dropped. */
const query = (c: ApiContext) => withoutTrackingParams(c.req.query())

export const sommelierRoutes = new Hono<ApiEnv>()
  .get('/food', async (c) => {
    const input = parse(c, foodQuerySchema, query(c))
    c.header('cache-control', CACHE)
    return c.json(await service.food(c.var.d1, input, c.var.locale))
  })
  .get('/page-filters', async (c) => {
    const input = parse(c, pageFiltersQuerySchema, query(c))
    c.header('cache-control', CACHE)
    return ok(c, await service.pageFilters(c.var.d1, input, c.var.locale))
  })
  .get('/filters', async (c) => {
    const input = parse(c, guideQuerySchema, query(c))
    c.header('cache-control', CACHE)
    return ok(c, await service.guideFilters(c.var.d1, input, c.var.locale))
  })
  .get('/count', async (c) => {
    const input = parse(c, guideQuerySchema, query(c))
    c.header('cache-control', CACHE)
    return ok(c, { total: await service.guideCount(c.var.d1, input) })
  })
  .get('/wines', async (c) => {
    const input = parse(c, winesQuerySchema, query(c))
    const db = c.var.d1
    const dish = input.plato ? await service.findDish(db, input.plato, c.var.locale) : null
    if (input.plato && !dish) {
      // An unknown dish is a bad parameter of this call, named like every other 422.
      throw new HttpError(422, copy(c.var.locale).validation, { plato: [validationMessage('invalid', c.var.locale)] })
    }
    c.header('cache-control', CACHE)
    return c.json(await service.wines(db, input, dish, c.var.locale))
  })
