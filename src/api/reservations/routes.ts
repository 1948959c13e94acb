import { Hono } from 'hono'
import { jsonInput, ok, type ApiEnv } from '../http'
import { reservableEvents, reserveEvent, reserveTable } from './service'
import { eventReservationRequestSchema, tableReservationRequestSchema } from '~/contract/reservations'

// docs/product.md, The API GET /events/selects and POST /events (event reservation). Mounted at /events *before* the events
// router, which adds GET /events/{id}: this router defines only these two paths.
export const eventReservationRoutes = new Hono<ApiEnv>()
  .get('/selects', async (c) => ok(c, await reservableEvents(c)))
  .post('/', jsonInput(eventReservationRequestSchema), async (c) => {
    const input = c.req.valid('json')
    return ok(c, await reserveEvent(c, input), undefined, 201)
  })

// docs/product.md, The API POST /reservations (a table at the wine bar).
export const tableReservationRoutes = new Hono<ApiEnv>().post(
  '/',
  jsonInput(tableReservationRequestSchema),
  async (c) => {
    const input = c.req.valid('json')
    return ok(c, await reserveTable(c, input), undefined, 201)
  },
)
