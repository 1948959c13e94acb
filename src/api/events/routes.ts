import { entityPhotos } from '../catalog/photos'
import { Hono } from 'hono'
import { eventIdParamSchema, eventListQuerySchema } from '~/contract/events'
import { notFound, ok, parse, queryInput, type ApiEnv } from '../http'
import * as service from './service'

// docs/product.md, The API GET /events/{id}, plus the list and filters of /eventos (this shop's addition; src/contract/events.ts).
// Mounted after the reservations router in app.ts: GET /events/selects and POST /events are theirs, and this
// router's /:id only sees requests that one did not answer.

const LIST_CACHE = 'public, max-age=60, stale-while-revalidate=300'
// Seats left change with every reservation: the detail is cached for less time.
const DETAIL_CACHE = 'public, max-age=30, stale-while-revalidate=60'

export const eventsRoutes = new Hono<ApiEnv>()
  .get('/', queryInput(eventListQuerySchema), async (c) => {
    const query = c.req.valid('query')
    const list = await service.listEvents(c.var.d1, query, c.var.locale)
    c.header('cache-control', LIST_CACHE)
    return c.json(list)
  })
  .get('/filters', async (c) => {
    c.header('cache-control', LIST_CACHE)
    return ok(c, await service.eventFilters(c.var.d1, c.var.locale))
  })
  .get('/:id', async (c) => {
    const { id } = parse(c, eventIdParamSchema, c.req.param())
    const event = await service.eventDetail(c.var.d1, id, c.var.locale)
    if (!event) notFound(c)
    const [cover] = await entityPhotos(c.var.d1, c.env, 'event', event.id)
    c.header('cache-control', DETAIL_CACHE)
    return ok(c, { ...event, cover_photo: cover ?? null })
  })
