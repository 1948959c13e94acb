import * as v from 'valibot'
import type { AdminOrderDetail, StaffMe, orderTransitionSchema } from '~/contract/admin'
import type { OrderStatus } from '~/contract/checkout'
import { HttpError, type ApiContext } from '../../http'
import { returnStock, orderStockItems } from '../../purchases/queries'
import { auditStatement } from '../queries/audit'
import { adminCopy } from '../messages'
import {
  findAdminOrder,
  orderExtras,
  transferStatement,
  transitionEventStatement,
  transitionStatement,
  wonBy,
  type AdminOrderRecord,
  type TransitionColumns,
} from './queries'
import { allowedActions, nextStatus } from './state-machine'
import { sendStatusMail } from './mail'
import { refundOrder } from './refunds'
import { orderRefunds, paidAmount, paymentState } from '../queries/refunds'
import { linesPaid, refundedUnits, shippingLeft } from '~/lib/refund-shares'
import { transferPaymentStatement } from '../../payments/queries'

type Transition = v.InferOutput<typeof orderTransitionSchema>

export async function orderDetail(c: ApiContext, idOrNumber: string): Promise<AdminOrderDetail> {
  const order = await findAdminOrder(c.var.d1, idOrNumber)
  if (!order) throw new HttpError(404, adminCopy(c.var.locale).orderNotFound)
  return detailOf(c, order)
}

async function detailOf(c: ApiContext, order: AdminOrderRecord): Promise<AdminOrderDetail> {
  const d1 = c.var.d1
  const [extras, { paid }, refunds] = await Promise.all([
    orderExtras(d1, order.id, c.var.locale),
    paidAmount(d1, order.id),
    orderRefunds(d1, order.id),
  ])
  const refundedQty = refundedUnits(refunds)
  const linePaid = linesPaid(extras.items, order.coupon_discount)
  const items = extras.items.map((item, i) => ({
    ...item,
    paid: linePaid[i]!,
    refunded_qty: refundedQty.get(item.sku) ?? 0,
  }))
  return {
    ...toDetail(order, { ...extras, items }),
    paid,
    refunded: order.refunded,
    payment_state: paymentState(paid, order.refunded),
    refunds,
  }
}

function toDetail(
  order: AdminOrderRecord,
  extras: Omit<Awaited<ReturnType<typeof orderExtras>>, 'items'> & { items: AdminOrderDetail['items'] },
): Omit<AdminOrderDetail, 'paid' | 'refunded' | 'payment_state' | 'refunds'> {
  const customer = JSON.parse(order.customer) as { name: string; surname: string; rut: string; email: string }
  const delivery = JSON.parse(order.delivery) as {
    address: { address: string; department?: string; commune?: string; region?: string } | null
    receiver: string
    contact: { name: string; surname: string; phone: string } | null
    comment: string
  }
  const invoice = order.invoice ? (JSON.parse(order.invoice) as { reason: string; rut: string; giro: string }) : null
  const address = delivery.address
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    version: order.version,
    created_at: order.created_at,
    locale: order.locale,
    customer: { ...customer, phone: order.phone, registered: order.user_id !== null },
    items: extras.items,
    totals: {
      subtotal: order.subtotal,
      product_discount: order.product_discount,
      coupon_discount: order.coupon_discount,
      discount: order.discount,
      shipping: order.shipping,
      gift_box: order.gift_box,
      total: order.total,
    },
    coupon_code: order.coupon_code,
    gift_text: order.gift_text?.trim() || null,
    delivery: {
      method: order.delivery_method,
      address: address ? [address.address, address.department].filter(Boolean).join(', ') : null,
      commune: address?.commune ?? null,
      region: address?.region ?? null,
      receiver: delivery.receiver,
      contact: delivery.contact,
      comment: delivery.comment ?? '',
      estimated_delivery: order.estimated_delivery,
    },
    document: {
      kind: order.document,
      rut: invoice?.rut ?? null,
      business_name: invoice?.reason ?? null,
      giro: invoice?.giro ?? null,
    },
    payment_platform: order.payment_platform,
    payments: extras.payments.map((p) => {
      const response = p.response ? (JSON.parse(p.response) as Record<string, unknown>) : null
      return {
        platform: p.platform,
        status: p.status,
        amount: p.amount,
        created_at: p.created_at,
        card_number: ((response?.card_detail as { card_number?: string } | undefined)?.card_number ?? null) as
          string | null,
        authorization_code: (response?.authorization_code as string | undefined) ?? null,
      }
    }),
    transfer: extras.transfer,
    courier: order.courier,
    tracking_number: order.tracking_number,
    cancel_reason: order.cancel_reason,
    actions: allowedActions(order.status),
    timeline: extras.timeline,
  }
}

/**
 * Moves an order along the state machine. The first statement of the batch is a conditional update on the
 * status and version the person saw; everything else in the batch (timeline, transfer, stock, audit) depends on
 * the token that update wrote, so when two people act at once exactly one batch changes anything, and the other
 * gets 409 with the order's current state.
 */
export async function transitionOrder(
  c: ApiContext,
  staff: StaffMe,
  idOrNumber: string,
  input: Transition,
): Promise<AdminOrderDetail> {
  const d1 = c.var.d1
  const copy = adminCopy(c.var.locale)
  const order = await findAdminOrder(d1, idOrNumber)
  if (!order) throw new HttpError(404, copy.orderNotFound)
  const to = nextStatus(order.status, input.action)
  if (!to) {
    const message = copy.notAllowed(
      copy.statusLabel[order.status] ?? order.status,
      copy.actionLabel[input.action] ?? input.action,
    )
    throw new HttpError(409, message, { action: [message] })
  }
  if (order.version !== input.version) throw await conflict(c, order.id)

  const token = crypto.randomUUID()
  const won = wonBy(order.id, token)
  const before = { status: order.status, version: order.version }
  const changes: Record<string, unknown> = {}
  let note: string | null = null
  const extra: D1PreparedStatement[] = []
  let columns: TransitionColumns = {}

  if (input.action === 'confirm') {
    if (order.payment_platform === 'transfer') {
      if (!input.transfer) throw new HttpError(422, copy.transferRequired, { transfer: [copy.transferRequired] })
      if (input.transfer.amount !== order.total) {
        const message = copy.amountMismatch(input.transfer.amount, order.total)
        throw new HttpError(422, message, { 'transfer.amount': [message] })
      }
      Object.assign(changes, { transfer: input.transfer })
      extra.push(
        transferStatement(d1, order.id, input.transfer, staff.id, won),
        transferPaymentStatement(d1, order.id, input.transfer, won),
      )
    } else if (input.transfer) {
      throw new HttpError(422, copy.transferOnlyForTransfers, { transfer: [copy.transferOnlyForTransfers] })
    }
  } else if (input.action === 'dispatch') {
    columns = { courier: input.courier, tracking_number: input.tracking_code }
    Object.assign(changes, { courier: input.courier, tracking_number: input.tracking_code })
    note = `${input.courier} · ${input.tracking_code}`
  } else if (input.action === 'cancel') {
    // Every unit goes back to stock in the same batch, through the order's release token (purchases/stock.ts).
    columns = { cancel_reason: input.reason, stock_reserved: 0, release_token: token }
    Object.assign(changes, { reason: input.reason })
    note = input.reason
    if (order.stock_reserved === 1) {
      for (const item of await orderStockItems(d1, order.id)) {
        extra.push(returnStock(d1, item.source, item.sku, item.qty, order.id, token))
      }
    }
  }

  const statements = [
    transitionStatement(d1, order, to, token, columns),
    transitionEventStatement(d1, order.id, to, note, won),
    ...extra,
    auditStatement(
      d1,
      staff,
      {
        action: `order.${input.action}`,
        entity: { type: 'order', id: order.id },
        before,
        after: { status: to, version: order.version + 1, ...changes },
      },
      won,
    ),
  ]
  const results = await d1.batch(statements)
  if ((results[0]?.meta.changes ?? 0) !== 1) throw await conflict(c, order.id)

  let fresh = (await findAdminOrder(d1, order.id))!
  await sendStatusMail(c, fresh, to as OrderStatus)
  // Cancelling a card-paid order gives the money back through Webpay at once (what is left of it); a transfer
  // is given back by hand and recorded with the bank's reference from the order page.
  if (input.action === 'cancel' && order.payment_platform === 'webpay') {
    const { paid, token: webpayToken } = await paidAmount(d1, order.id)
    const left = Math.min(paid, fresh.total) - fresh.refunded
    if (webpayToken && left > 0) {
      // All of it, the shipping included: a cancelled order keeps nothing.
      const ship = Math.min(left, shippingLeft(fresh.shipping, await orderRefunds(d1, order.id)))
      await refundOrder(c, staff, order.id, {
        expected_refunded: fresh.refunded,
        reason: input.reason,
        lines: [],
        shipping: ship > 0,
        ...(left > ship ? { amount: left - ship } : {}),
        reference: '',
      })
      fresh = (await findAdminOrder(d1, order.id))!
    }
  }
  return detailOf(c, fresh)
}

async function conflict(c: ApiContext, orderId: string): Promise<HttpError> {
  const copy = adminCopy(c.var.locale)
  const current = await findAdminOrder(c.var.d1, orderId)
  const status = current?.status ?? 'cancelled'
  const message = copy.conflict(copy.statusLabel[status] ?? status)
  return new HttpError(409, message, undefined, undefined, {
    current: { status, version: current?.version ?? 0 },
  })
}
