import { Hono } from 'hono'
import type { ApiEnv } from '../http'
import { handleWebpayReturn } from './service'

// Webpay sends the browser back here (return_url) by GET or POST; we answer with a redirect to the result page.
export const paymentRoutes = new Hono<ApiEnv>().on(['GET', 'POST'], '/webpay/return', async (c) => {
  const params: Record<string, string | undefined> = { ...c.req.query() }
  if (c.req.method === 'POST') {
    const form = await c.req.parseBody().catch(() => ({}))
    for (const [k, v] of Object.entries(form)) if (typeof v === 'string') params[k] = v
  }
  const outcome = await handleWebpayReturn(c, params)
  const target = !outcome.orderId
    ? '/compras/fallida'
    : outcome.success
      ? `/compras/completa/${outcome.orderId}`
      : `/compras/fallida/${outcome.orderId}`
  c.header('x-payment-outcome', outcome.reason)
  return c.redirect(target, 303)
})
