import * as v from 'valibot'
import { msg, requiredText } from '~/lib/validation'
import { pagingEntries } from './paging'

// The back-office's coupons, customers, refunds and event attendees (/api/admin/coupons, /customers,
// /orders/{number}/refunds, /reservations/events/{id}/attendees). docs/backoffice.md describes the screens and rules.

const isoDay = v.pipe(v.string(msg.required), v.trim(), v.isoDate(msg.invalid))
const optionalDay = v.optional(v.union([v.literal(''), isoDay]), '')
const version = v.pipe(v.number(msg.numeric), v.integer(msg.numeric), v.minValue(0, msg.invalid))
const money = v.pipe(v.number(msg.numeric), v.integer(msg.numeric), v.minValue(0, msg.invalid), v.maxValue(99_999_999))
const limit = v.nullable(v.pipe(v.number(msg.numeric), v.integer(msg.numeric), v.minValue(1, msg.invalid)))

// ---------------------------------------------------------------------------------------------------------- coupons

export const COUPON_KINDS = ['percent', 'fixed'] as const

const couponFields = {
  code: v.pipe(
    requiredText({ min: 3, max: 30 }),
    v.regex(/^[A-Za-z0-9_-]+$/, msg.invalid),
    v.transform((s: string) => s.toUpperCase()),
  ),
  kind: v.picklist(COUPON_KINDS, msg.invalid),
  /** A percentage (1–100) or an amount in pesos. */
  value: v.pipe(v.number(msg.numeric), v.integer(msg.numeric), v.minValue(1, msg.invalid), v.maxValue(9_999_999)),
  min_amount: v.optional(money, 0),
  /** Santiago calendar days, both included; empty: from today / without end. */
  starts_on: optionalDay,
  ends_on: optionalDay,
  /** Uses across every shopper, and per shopper (account or e-mail); null: no limit. */
  total_limit: v.optional(limit, null),
  per_customer_limit: v.optional(limit, 1),
  auto_apply: v.optional(v.boolean(msg.invalid), false),
  active: v.optional(v.boolean(msg.invalid), true),
}

/** A percentage above 100 is refused by the service (a field error on `value`). */
export const couponCreateSchema = v.object(couponFields)
export const couponUpdateSchema = v.object({ ...couponFields, version })

export const couponsQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40, msg.maxLength(40))), ''),
  state: v.optional(v.picklist(['all', 'active', 'inactive'], msg.invalid), 'all'),
})

/**
 * What a coupon is right now, derived from its switch, dates and uses (never stored): switched off, past its last
 * day, out of uses, not yet started, or usable. The API decides it; the screens only show it.
 */
export const COUPON_STATUSES = ['disabled', 'expired', 'exhausted', 'scheduled', 'active'] as const
export type CouponStatus = (typeof COUPON_STATUSES)[number]

export interface AdminCoupon {
  id: number
  status: CouponStatus
  code: string
  kind: 'percent' | 'fixed'
  value: number
  min_amount: number
  starts_on: string
  ends_on: string
  total_limit: number | null
  per_customer_limit: number | null
  auto_apply: boolean
  active: boolean
  version: number
  /** Orders that used it (paid, waiting or being fulfilled; cancelled and failed ones not). */
  uses: number
  created_at: string
}

// -------------------------------------------------------------------------------------------------------- customers

export const customersQuerySchema = v.object({
  ...pagingEntries({ perPageDefault: 30, perPageMax: 100 }),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80, msg.maxLength(80))), ''),
})

/** A row of Clientes: an account, or a guest (no account; id null) found by the e-mail of their orders. */
export interface AdminCustomerRow {
  id: number | null
  guest: boolean
  name: string
  email: string
  rut: string
  orders: number
  /** Their latest order numbers, newest first (up to five): a guest's way to their orders. */
  recent_orders: string[]
  /** The account's creation, or a guest's first order. */
  created_at: string
  anonymised: boolean
}

export interface AdminCustomerDetail extends Omit<AdminCustomerRow, 'id' | 'guest' | 'recent_orders'> {
  id: number
  first_name: string
  last_name: string
  phone: string
  locale: string
  is_company: boolean
  business_name: string | null
  newsletter: boolean
  favourites: number
  addresses: { id: number; identification: string; address: string; commune: string; region: string }[]
  order_list: { number: string; status: string; total: number; refunded: number; created_at: string }[]
}

// --------------------------------------------------------------------------------------------------------- refunds

export const refundSchema = v.object({
  /** The order's refund state the person saw (the sum refunded so far): a stale one is refused with 409. */
  expected_refunded: money,
  reason: requiredText({ min: 3, max: 300 }),
  /** Lines (sku and units) or an amount: lines are priced as on the order. */
  lines: v.optional(
    v.array(
      v.object({
        sku: v.pipe(v.string(msg.required), v.regex(/^[\w.-]{1,64}$/, msg.invalid)),
        qty: v.pipe(v.number(msg.numeric), v.integer(msg.numeric), v.minValue(1, msg.invalid), v.maxValue(1000)),
      }),
    ),
    [],
  ),
  amount: v.optional(v.pipe(v.number(msg.numeric), v.integer(msg.numeric), v.minValue(1, msg.invalid)), undefined),
  /**
   * "Reembolsar también el despacho": the shipping not refunded yet is added to the lines or the amount. Without
   * it no refund reaches into the shipping (the amount is capped at what is left of the rest).
   */
  shipping: v.optional(v.boolean(msg.invalid), false),
  /** Transfers: the bank's reference of the money sent back. */
  reference: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80, msg.maxLength(80))), ''),
})
export type RefundInput = v.InferInput<typeof refundSchema>

export type PaymentState = 'unpaid' | 'paid' | 'partially_refunded' | 'refunded'

export interface OrderRefund {
  id: number
  amount: number
  reason: string
  method: 'webpay' | 'transfer'
  reference: string
  lines: { sku: string; qty: number }[]
  /** The part of `amount` that gave back the order's shipping. */
  shipping: number
  status: 'done' | 'failed'
  created_by: string
  created_at: string
}

// -------------------------------------------------------------------------------------------------- reservations
