import { TRACKING_STEPS, type TrackingState, type TrackingStep, type TrackingView } from '~/contract/checkout'
import type { PaymentRedirect, TrackingLookup } from '~/contract/checkout'
import { HttpError, type ApiContext } from '../http'
import { shopCopy } from '../cart/messages'
import { startWebpay } from '../payments/service'
import { orderItems, paymentNotes } from '../purchases/queries'
import { orderTotals } from '~/lib/totals'
import { canPayAgain } from '~/lib/order-payment'
import { findTrackedOrder, findTrackedOrderByNumber, orderEvents, type TrackedOrderRow } from './queries'
import { isTrackingKey } from './link'
import { paidAmount, paymentState } from '../admin/queries/refunds'

// docs/product.md, How things behave tracking statuses: in validation, purchase confirmed, on the way, delivered.
const STEP_OF: Record<string, TrackingStep | undefined> = {
  in_validation: 'in_validation',
  paid: 'confirmed',
  confirmed: 'confirmed',
  on_the_way: 'on_the_way',
  delivered: 'delivered',
}

/**
 * Where the order stands for its buyer. An unpaid Webpay order is not "in validation": it waits for its payment
 * while it holds its units (until expires_at, also after a payment cancelled or refused at Webpay), and once the hold
 * is over it has expired. Neither has a delivery promise: nothing leaves the shop before it is paid.
 */
function trackingState(order: TrackedOrderRow, now: Date): TrackingState {
  if (order.status === 'cancelled') return 'cancelled'
  if (order.status === 'pending_payment')
    return Date.parse(order.expires_at) > now.getTime() ? 'payment_pending' : 'expired'
  if (order.status === 'payment_failed' || order.status === 'expired') return 'expired'
  return 'active'
}

/** The order a number opens with its buyer's e-mail or its signed link's key; 'Pedido no encontrado' otherwise. */
async function findOrder(c: ApiContext, lookup: TrackingLookup): Promise<TrackedOrderRow> {
  const notFound = () => new HttpError(404, shopCopy(c.var.locale).orderNotFound)
  if ('email' in lookup) {
    const order = await findTrackedOrder(c.var.d1, lookup.number, lookup.email)
    if (!order) throw notFound()
    return order
  }
  const order = await findTrackedOrderByNumber(c.var.d1, lookup.number)
  if (!order || !(await isTrackingKey(c.env, order.number, order.email, lookup.key))) throw notFound()
  return order
}

/** The tracking page's view of an order: where it stands, how far it got and when; 'Pedido no encontrado' otherwise. */
export async function trackOrder(c: ApiContext, lookup: TrackingLookup, now = new Date()): Promise<TrackingView> {
  const d1 = c.var.d1
  const order = await findOrder(c, lookup)
  const [events, items, notes] = await Promise.all([
    orderEvents(d1, order.id),
    orderItems(d1, order.id),
    paymentNotes(d1, order.id),
  ])
  const state = trackingState(order, now)
  // A cancelled order tells when and why it was cancelled; it promises nothing more.
  const cancelledEvent = state === 'cancelled' ? [...events].reverse().find((e) => e.status === 'cancelled') : undefined
  const current =
    STEP_OF[order.status] ??
    [...events]
      .reverse()
      .map((e) => STEP_OF[e.status])
      .find((step): step is TrackingStep => step !== undefined) ??
    'in_validation'
  const reached = TRACKING_STEPS.indexOf(current)
  const steps =
    state === 'active'
      ? TRACKING_STEPS.map((step, index) => {
          const event = [...events].reverse().find((e) => STEP_OF[e.status] === step)
          return { status: step, done: index <= reached, date: index <= reached ? (event?.created_at ?? null) : null }
        })
      : []
  return {
    number: order.number,
    state,
    hold_until: state === 'payment_pending' ? order.expires_at : null,
    can_pay: state !== 'cancelled' && canPayAgain(order),
    status: current,
    steps,
    purchase_date: order.created_at,
    dispatch_type: order.delivery_method,
    payment_method: order.payment_platform,
    dispatch_cost: order.shipping,
    comment: (JSON.parse(order.delivery) as { comment?: string }).comment ?? '',
    tracking_number: state === 'active' ? order.tracking_number : null,
    courier: state === 'active' ? order.courier : null,
    estimated_delivery: state === 'active' ? order.estimated_delivery : null,
    cancelled: cancelledEvent
      ? { date: cancelledEvent.created_at, reason: cancelledEvent.note }
      : state === 'cancelled'
        ? { date: order.created_at, reason: null }
        : null,
    items,
    totals: orderTotals(order, items),
    payment_state: paymentState((await paidAmount(d1, order.id)).paid, order.refunded),
    refunded: order.refunded,
    payment_notes: notes,
  }
}

/**
 * Pays again, from the tracking page, a Webpay order the shopper left unpaid: a new Webpay transaction for the
 * same order, whenever the failure page's "Reintentar el pago" would (after the hold, paying takes the units again).
 */
export async function payTrackedOrder(
  c: ApiContext,
  lookup: TrackingLookup,
  origin: string | undefined,
  now = new Date(),
): Promise<PaymentRedirect> {
  const order = await findOrder(c, lookup)
  if (!canPayAgain(order) || trackingState(order, now) === 'cancelled')
    throw new HttpError(409, shopCopy(c.var.locale).cannotPay)
  return startWebpay(c, order.id, origin)
}
