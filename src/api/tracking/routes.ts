import { Hono } from 'hono'
import { trackingQuerySchema } from '~/contract/checkout'
import { ok, queryInput, type ApiEnv } from '../http'
import { RATE_RULES, clientIp, hitRateLimits } from '../auth/rate-limit'
import { trackOrder } from './service'

// docs/product.md, The API GET /order-tracking?{params}: by order number and e-mail; 'Pedido no encontrado' otherwise (docs/product.md, Errors).
export const trackingRoutes = new Hono<ApiEnv>().get('/', queryInput(trackingQuerySchema), async (c) => {
  const { number, email } = c.req.valid('query')
  // Order numbers are sequential: guessing them is limited per client and per order (same answer either way).
  await hitRateLimits(c, [
    [RATE_RULES.trackingIp, clientIp(c)],
    [RATE_RULES.trackingOrder, number],
  ])
  return ok(c, await trackOrder(c, number, email))
})
