import { Hono } from 'hono'
import { foodQuerySchema, guideQuerySchema, pageFiltersQuerySchema, winesQuerySchema } from '~/contract/sommelier'
import { copy, HttpError, ok, queryInput, type ApiEnv } from '../http'
import * as service from './service'

// docs/product.md, The API Sommelier: GET /sommelier/filters?{query}, /sommelier/count?{query},
// /sommelier/page-filters?continent=&country=, /sommelier/food?page=&limit=&country=, /sommelier/wines?{query}.
// Query shapes: src/contract/sommelier.ts (docs/product.md, What the shop stores: "Filter shapes for … sommelier: not shown").

const CACHE = 'public, max-age=60, stale-while-revalidate=300'

export const sommelierRoutes = new Hono<ApiEnv>()
  .get('/food', queryInput(foodQuerySchema), async (c) => {
    const input = c.req.valid('query')
    c.header('cache-control', CACHE)
    return c.json(await service.food(c.var.d1, input, c.var.locale))
  })
  .get('/page-filters', queryInput(pageFiltersQuerySchema), async (c) => {
    const input = c.req.valid('query')
    c.header('cache-control', CACHE)
    return ok(c, await service.pageFilters(c.var.d1, input, c.var.locale))
  })
  .get('/filters', queryInput(guideQuerySchema), async (c) => {
    const input = c.req.valid('query')
    c.header('cache-control', CACHE)
    return ok(c, await service.guideFilters(c.var.d1, input, c.var.locale))
  })
  .get('/count', queryInput(guideQuerySchema), async (c) => {
    const input = c.req.valid('query')
    c.header('cache-control', CACHE)
    return ok(c, { total: await service.guideCount(c.var.d1, input) })
  })
  .get('/wines', queryInput(winesQuerySchema), async (c) => {
    const input = c.req.valid('query')
    const db = c.var.d1
    const dish = input.plato ? await service.findDish(db, input.plato, c.var.locale) : null
    if (input.plato && !dish) {
      // An unknown dish is a bad parameter of this call, named like every other 422.
      throw new HttpError(422, copy(c.var.locale).validation, { plato: [copy(c.var.locale).validation] })
    }
    c.header('cache-control', CACHE)
    return c.json(await service.wines(db, input, dish, c.var.locale))
  })
