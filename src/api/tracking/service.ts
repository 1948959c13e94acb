import { TRACKING_STEPS, type TrackingStep, type TrackingView } from '~/contract/checkout'
import { HttpError, type ApiContext } from '../http'
import { shopCopy } from '../cart/messages'
import { findTrackedOrder, orderEvents } from './queries'
import { paidAmount, paymentState } from '../admin/queries/refunds'

// docs/product.md, How things behave tracking statuses: in validation, purchase confirmed, on the way, delivered.
const STEP_OF: Record<string, TrackingStep | undefined> = {
  pending_payment: 'in_validation',
  in_validation: 'in_validation',
  paid: 'confirmed',
  confirmed: 'confirmed',
  on_the_way: 'on_the_way',
  delivered: 'delivered',
}

/** The tracking page's view of an order: how far it got, and when; 'Pedido no encontrado' for anything else. */
export async function trackOrder(c: ApiContext, number: string, email: string): Promise<TrackingView> {
  const d1 = c.var.d1
  const order = await findTrackedOrder(d1, number, email)
  if (!order || (!STEP_OF[order.status] && order.status !== 'cancelled')) {
    throw new HttpError(404, shopCopy(c.var.locale).orderNotFound)
  }
  const events = await orderEvents(d1, order.id)
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
    payment_state: paymentState((await paidAmount(d1, order.id)).paid, order.refunded),
    refunded: order.refunded,
  }
  return view
}
