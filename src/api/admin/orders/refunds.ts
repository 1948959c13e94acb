import type * as v from 'valibot'
import type { StaffMe } from '~/contract/admin'
import type { refundSchema } from '~/contract/admin-ops'
import { HttpError, type ApiContext } from '../../http'
import { webpayFor } from '../../payments/service'
import { auditStatement } from '../queries/audit'
import { opsCopy } from '../ops-messages'
import {
  claimRefundStatement,
  insertRefundStatement,
  orderRefunds,
  paidAmount,
  paymentState,
  refundWonBy,
  setRefundReference,
  undoRefundStatements,
} from '../queries/refunds'
import { adminCopy } from '../messages'
import { findAdminOrder, orderExtras, type AdminOrderRecord } from './queries'
import { sendRefundMail } from './refund-mail'
import { linesPaid, refundedUnits, shippingLeft, unitsRefund } from '~/lib/refund-shares'

// Refunds (docs/backoffice.md, Refunds). A refund names the sum refunded the person saw; the first statement of
// its batch raises orders.refunded only from that sum and never past the order's total, and the refund's row and
// audit run only where that update won, so two staff refunding at once cannot give back more than was paid (the
// second gets 409 with the current state). A card refund then goes through Webpay; if Webpay refuses, the amount
// goes back to the refundable balance and nothing was given.

type RefundInput = v.InferOutput<typeof refundSchema>

export async function refundOrder(
  c: ApiContext,
  staff: StaffMe,
  idOrNumber: string,
  input: RefundInput,
): Promise<void> {
  const d1 = c.var.d1
  const copy = opsCopy(c.var.locale)
  const order = await findAdminOrder(d1, idOrNumber)
  if (!order) throw new HttpError(404, adminCopy(c.var.locale).orderNotFound)
  const { paid, token: webpayToken } = await paidAmount(d1, order.id)
  if (paid <= 0 || (order.payment_platform === 'webpay' && !webpayToken)) {
    throw new HttpError(422, copy.refundNothingPaid, { amount: [copy.refundNothingPaid] })
  }
  if (order.refunded !== input.expected_refunded) throw conflict(c, order.refunded, paid)

  const { amount, items, shipping } = await refundAmount(c, order, input, paid)
  const method = order.payment_platform
  if (method === 'transfer' && !input.reference) {
    throw new HttpError(422, copy.refundReferenceRequired, { reference: [copy.refundReferenceRequired] })
  }

  const token = crypto.randomUUID()
  const won = refundWonBy(order.id, token)
  const results = await d1.batch([
    claimRefundStatement(d1, order.id, input.expected_refunded, amount, token),
    insertRefundStatement(d1, {
      orderId: order.id,
      amount,
      reason: input.reason,
      method,
      reference: input.reference,
      lines: input.lines,
      shipping,
      token,
      staffId: staff.id,
    }),
    auditStatement(
      d1,
      staff,
      {
        action: 'order.refund',
        entity: { type: 'order', id: order.id },
        before: { refunded: order.refunded },
        after: {
          refunded: order.refunded + amount,
          amount,
          reason: input.reason,
          method,
          ...(input.reference ? { reference: input.reference } : {}),
          ...(input.lines.length ? { lines: input.lines } : {}),
          ...(shipping ? { shipping } : {}),
        },
      },
      won,
    ),
  ])
  if ((results[0]?.meta.changes ?? 0) !== 1) {
    const fresh = await findAdminOrder(d1, order.id)
    throw conflict(c, fresh?.refunded ?? order.refunded, paid)
  }

  let reference = input.reference
  if (method === 'webpay') {
    try {
      const answer = await webpayFor(c, new URL(c.req.url).origin).refund(webpayToken!, amount)
      reference = answer.authorization_code ?? answer.type
      await setRefundReference(d1, token, reference).run()
    } catch (err) {
      console.error('[webpay] refund refused', err)
      await d1.batch([
        ...undoRefundStatements(d1, order.id, amount, token),
        auditStatement(d1, staff, {
          action: 'order.refund_failed',
          entity: { type: 'order', id: order.id },
          after: { amount, reason: input.reason },
        }),
      ])
      throw new HttpError(502, copy.refundGatewayFailed)
    }
  }
  await sendRefundMail(c, order, {
    amount,
    method,
    reference,
    reason: input.reason,
    full: order.refunded + amount >= Math.min(paid, order.total),
    items,
    shipping,
  })
}

/**
 * Lines give back what the shopper paid for those units (offer price less the line's share of the coupon, in
 * whole pesos: src/lib/refund-shares.ts), never more units than are left to refund; an amount is taken as typed
 * (the gift box, a goodwill gesture). One or the other, never both. Shipping belongs to no line: it is added only
 * when asked for (`shipping`), once, and without it an amount cannot reach into it.
 */
async function refundAmount(
  c: ApiContext,
  order: AdminOrderRecord,
  input: RefundInput,
  paid: number,
): Promise<{ amount: number; items: { name: string; qty: number }[]; shipping: number }> {
  const copy = opsCopy(c.var.locale)
  if (input.lines.length && input.amount !== undefined) {
    throw new HttpError(422, copy.refundBoth, { amount: [copy.refundBoth] })
  }
  if (!input.lines.length && input.amount === undefined && !input.shipping)
    throw new HttpError(422, copy.refundEmpty, { amount: [copy.refundEmpty] })
  const [items, refunds] = await Promise.all([refundableItems(c.var.d1, order), orderRefunds(c.var.d1, order.id)])
  const shippingOpen = shippingLeft(order.shipping, refunds)
  const left = Math.min(paid, order.total) - order.refunded
  // What may go back without the shipping: everything left but the shipping not refunded yet.
  const withoutShipping = Math.max(0, left - shippingOpen)
  if (input.shipping && shippingOpen === 0) {
    throw new HttpError(422, copy.refundNoShipping, { shipping: [copy.refundNoShipping] })
  }
  const shipping = input.shipping ? Math.min(shippingOpen, left) : 0
  const named: { name: string; qty: number }[] = []
  let sum = input.amount ?? 0
  for (const line of input.lines) {
    const item = items.find((i) => i.sku === line.sku)
    if (!item) {
      const text = copy.refundLineUnknown(line.sku)
      throw new HttpError(422, text, { lines: [text] })
    }
    if (line.qty > item.qty) {
      const text = copy.refundLineTooMany(item.name, item.qty)
      throw new HttpError(422, text, { lines: [text] })
    }
    if (line.qty > item.qty - item.refunded_qty) {
      const text = copy.refundLineLeft(item.name, item.qty - item.refunded_qty)
      throw new HttpError(422, text, { lines: [text] })
    }
    sum += unitsRefund(item.paid, item.qty, item.refunded_qty, line.qty)
    named.push({ name: item.name, qty: line.qty })
  }
  if (sum > withoutShipping) {
    const text = shippingOpen > 0 ? copy.refundShippingNotAsked(withoutShipping) : copy.refundTooMuch(left)
    throw new HttpError(422, text, { amount: [text] })
  }
  return { amount: sum + shipping, items: named, shipping }
}

/** The order's lines with what was paid for each and the units refunded so far (refunds Webpay did not refuse). */
export async function refundableItems(d1: D1Database, order: Pick<AdminOrderRecord, 'id' | 'coupon_discount'>) {
  const [{ items }, refunds] = await Promise.all([orderExtras(d1, order.id), orderRefunds(d1, order.id)])
  const paid = linesPaid(items, order.coupon_discount)
  const refundedQty = refundedUnits(refunds)
  return items.map((item, i) => ({ ...item, paid: paid[i]!, refunded_qty: refundedQty.get(item.sku) ?? 0 }))
}

function conflict(c: ApiContext, refunded: number, paid: number): HttpError {
  return new HttpError(409, opsCopy(c.var.locale).refundConflict(refunded), undefined, undefined, {
    current: { refunded, payment_state: paymentState(paid, refunded) },
  })
}
