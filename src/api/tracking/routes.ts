import { Hono } from 'hono'
import { TRACKING_STEPS, trackingQuerySchema, type TrackingStep, type TrackingView } from '~/contract/checkout'
import { HttpError, ok, queryInput, type ApiEnv } from '../http'
import { shopCopy } from '../cart/messages'
import { RATE_RULES, clientIp, hitRateLimits } from '../auth/rate-limit'

// docs/product.md, How things behave tracking statuses: in validation, purchase confirmed, on the way, delivered.
const STEP_OF: Record<string, TrackingStep | undefined> = {
  pending_payment: 'in_validation',
  in_validation: 'in_validation',
  paid: 'confirmed',
  confirmed: 'confirmed',
  on_the_way: 'on_the_way',
  delivered: 'delivered',
}

// docs/product.md, The API GET /order-tracking?{params}: by order number and e-mail; 'Pedido no encontrado' otherwise (docs/product.md, Errors).
export const trackingRoutes = new Hono<ApiEnv>().get('/', queryInput(trackingQuerySchema), async (c) => {
  const { number, email } = c.req.valid('query')
  // Order numbers are sequential: guessing them is limited per client and per order (same answer either way).
  await hitRateLimits(c, [
    [RATE_RULES.trackingIp, clientIp(c)],
    [RATE_RULES.trackingOrder, number],
  ])
  const d1 = c.var.d1
  const order = await d1
    .prepare('SELECT * FROM orders WHERE number = ? COLLATE NOCASE AND email = ? COLLATE NOCASE')
    .bind(number.toUpperCase(), email.toLowerCase())
    .first<{
      id: string
      number: string
      status: string
      delivery_method: 'delivery' | 'pickup'
      payment_platform: 'webpay' | 'transfer'
      shipping: number
      delivery: string
      tracking_number: string | null
      courier: string | null
      estimated_delivery: string | null
      created_at: string
    }>()
  if (!order || (!STEP_OF[order.status] && order.status !== 'cancelled')) {
    throw new HttpError(404, shopCopy(c.var.locale).orderNotFound)
  }
  const { results: events } = await d1
    .prepare('SELECT status, note, created_at FROM order_events WHERE order_id = ? ORDER BY created_at, rowid')
    .bind(order.id)
    .all<{ status: string; note: string | null; created_at: string }>()
  // A cancelled order shows how far it got, and when and why it was cancelled.
  const cancelledEvent =
    order.status === 'cancelled' ? [...events].reverse().find((e) => e.status === 'cancelled') : undefined
  const current =
    STEP_OF[order.status] ??
    [...events]
      .reverse()
      .map((e) => STEP_OF[e.status])
      .find((step): step is TrackingStep => step !== undefined) ??
    'in_validation'
  const reached = TRACKING_STEPS.indexOf(current)
  const steps = TRACKING_STEPS.map((step, index) => {
    const event = [...events].reverse().find((e) => STEP_OF[e.status] === step)
    return { status: step, done: index <= reached, date: index <= reached ? (event?.created_at ?? null) : null }
  })
  const view: TrackingView = {
    number: order.number,
    status: current,
    steps,
    purchase_date: order.created_at,
    dispatch_type: order.delivery_method,
    payment_method: order.payment_platform,
    dispatch_cost: order.shipping,
    comment: (JSON.parse(order.delivery) as { comment?: string }).comment ?? '',
    tracking_number: order.tracking_number,
    courier: order.courier,
    estimated_delivery: order.estimated_delivery,
    cancelled: cancelledEvent ? { date: cancelledEvent.created_at, reason: cancelledEvent.note } : null,
  }
  return ok(c, view)
})
