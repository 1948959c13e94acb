import { Hono } from 'hono'
import { trackingLinkQuerySchema, trackingPaymentSchema, trackingQuerySchema } from '~/contract/checkout'
import { jsonInput, ok, queryInput, type ApiEnv } from '../http'
import { RATE_RULES, clientIp, hitRateLimits } from '../auth/rate-limit'
import { payTrackedOrder, trackOrder } from './service'

// Order numbers are sequential: guessing them is limited per client and per order (same answer either way).
const limitGuesses = (c: Parameters<typeof hitRateLimits>[0], number: string) =>
  hitRateLimits(c, [
    [RATE_RULES.trackingIp, clientIp(c)],
    [RATE_RULES.trackingOrder, number],
  ])

// docs/product.md, The API GET /order-tracking?{params}: by order number and e-mail; 'Pedido no encontrado' otherwise (docs/product.md, Errors).
export const trackingRoutes = new Hono<ApiEnv>()
  .get('/', queryInput(trackingQuerySchema), async (c) => {
    const { number, email } = c.req.valid('query')
    await limitGuesses(c, number)
    return ok(c, await trackOrder(c, { number, email }))
  })
  // The signed link the order's e-mails carry (src/api/tracking/link.ts): the number and its key, no e-mail typed.
  .get('/link', queryInput(trackingLinkQuerySchema), async (c) => {
    const { number, key } = c.req.valid('query')
    await limitGuesses(c, number)
    return ok(c, await trackOrder(c, { number, key }))
  })
  // The same number and e-mail (or link key) that show an unpaid order start its payment again.
  .post('/payments', jsonInput(trackingPaymentSchema), async (c) => {
    const { number, email, key, origin } = c.req.valid('json')
    await limitGuesses(c, number)
    // Neither an e-mail nor a key opens nothing: the same answer as a wrong one.
    const lookup = key ? { number, key } : { number, email: email ?? '' }
    return ok(c, await payTrackedOrder(c, lookup, origin), undefined, 201)
  })
