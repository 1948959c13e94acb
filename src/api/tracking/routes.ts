import { Hono } from 'hono'
import { trackingPaymentSchema, trackingQuerySchema } from '~/contract/checkout'
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
    return ok(c, await trackOrder(c, number, email))
  })
  // The same number and e-mail that show an unpaid order start its payment again (a new Webpay transaction).
  .post('/payments', jsonInput(trackingPaymentSchema), async (c) => {
    const { number, email, origin } = c.req.valid('json')
    await limitGuesses(c, number)
    return ok(c, await payTrackedOrder(c, number, email, origin), undefined, 201)
  })
