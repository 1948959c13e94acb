import * as v from 'valibot'
import type { CheckoutTotals } from '~/lib/totals'
import type { CartItem } from './cart'
import { chileanPhoneSchema } from '~/lib/phone'
import { emailSchema, msg, requiredText, rutSchema } from '~/lib/validation'

// docs/product.md, What the shop stores checkout state and order; How things behave dispatch methods, receivers, documents, platforms; The API purchases calls.

export const DELIVERY_METHODS = ['delivery', 'pickup'] as const
export const RECEIVERS = ['me', 'other', 'concierge'] as const
/** docs/product.md, What the shop stores / Numbers and limits: payment_method.document '0' boleta (default), '1' factura. */
export const DOCUMENTS = ['0', '1'] as const
export const PLATFORMS = ['webpay', 'transfer'] as const

const id = v.pipe(
  v.union([v.number(), v.string()], msg.required),
  v.transform(String),
  v.regex(/^[\w-]{1,64}$/, msg.invalid),
)
const numericId = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/, msg.numeric), v.transform(Number))], msg.required),
  v.integer(msg.numeric),
)
const phone = v.pipe(v.string(msg.required), v.trim(), v.regex(/^\+?[\d\s]{8,15}$/, msg.numeric))
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, msg.maxLength(max))), '')

export const guestCustomerSchema = v.object({
  name: requiredText({ max: 80 }),
  surname: requiredText({ max: 80 }),
  rut: rutSchema,
  email: emailSchema,
  /** The courier calls the receiver: a Chilean number, kept in E.164. */
  phone: chileanPhoneSchema,
  remember: v.optional(v.boolean(), false),
})

export const registerGuestSchema = v.object({ ...guestCustomerSchema.entries, cart_id: v.optional(v.string()) })

export const addressSchema = v.object({
  identification: optionalText(60),
  address: requiredText({ max: 160 }),
  department: optionalText(60),
  region_id: numericId,
  commune_id: numericId,
})

export interface CheckoutAddress {
  id: string
  identification: string
  address: string
  department: string
  region_id: number
  commune_id: number
  region: string
  commune: string
}

export const contactSchema = v.object({ name: requiredText({ max: 80 }), surname: requiredText({ max: 80 }), phone })

export const invoiceSchema = v.object({
  reason: requiredText({ max: 120 }),
  rut: rutSchema,
  giro: requiredText({ max: 120 }),
  address: requiredText({ max: 160 }),
  apartment: optionalText(60),
  region_id: numericId,
  commune_id: numericId,
  phone,
  email: emailSchema,
})

export const createOrderSchema = v.pipe(
  v.object({
    customer: v.optional(guestCustomerSchema),
    guest_customer_id: v.optional(id),
    delivery: v.object({
      method: v.picklist(DELIVERY_METHODS, msg.required),
      address: v.optional(addressSchema),
      receiver: v.optional(v.picklist(RECEIVERS, msg.invalid), 'me'),
      contact: v.optional(contactSchema),
      comment: optionalText(500),
    }),
    payment_method: v.object({
      document: v.optional(v.picklist(DOCUMENTS, msg.invalid), '0'),
      platform: v.optional(v.picklist(PLATFORMS, msg.invalid), 'webpay'),
    }),
    invoice: v.optional(invoiceSchema),
    gift_box: v.optional(v.object({ check: v.boolean(), text: optionalText(300) })),
  }),
  v.forward(
    v.check((o) => o.delivery.method !== 'delivery' || o.delivery.address !== undefined, msg.required),
    ['delivery', 'address'],
  ),
  v.forward(
    v.check((o) => o.delivery.receiver !== 'other' || o.delivery.contact !== undefined, msg.required),
    ['delivery', 'contact'],
  ),
  v.forward(
    v.check((o) => o.payment_method.document !== '1' || o.invoice !== undefined, msg.required),
    ['invoice'],
  ),
)
export type CreateOrderInput = v.InferInput<typeof createOrderSchema>

export const idempotencyKeySchema = v.pipe(v.string(msg.required), v.regex(/^[\w-]{16,80}$/, msg.invalid))

/** Tracking with the shop order statuses (plus the payment states an order passes through before them). */
export const ORDER_STATUSES = [
  'pending_payment',
  'payment_failed',
  'expired',
  'in_validation',
  'paid',
  'on_the_way',
  'delivered',
  'cancelled',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export interface OrderItemView extends Pick<
  CartItem,
  'sku' | 'name' | 'brand' | 'year' | 'qty' | 'price' | 'reference_price' | 'image'
> {
  slug: string | null
  product_type: string | null
}

export interface TransferData {
  bank: string
  account_type: string
  account: string
  name: string
  rut: string
  email: string
}

export interface OrderView {
  id: string
  number: string
  status: OrderStatus
  created_at: string
  email: string
  customer: { name: string; surname: string; rut: string; email: string; phone: string | null }
  items: OrderItemView[]
  totals: CheckoutTotals
  coupon_code: string | null
  gift_text: string | null
  delivery: {
    method: (typeof DELIVERY_METHODS)[number]
    address: (Omit<CheckoutAddress, 'id'> & { id?: string }) | null
    receiver: (typeof RECEIVERS)[number]
    contact: { name: string; surname: string; phone: string } | null
    comment: string
    time_delivery: string
  }
  document: 'boleta' | 'factura'
  /** A factura's business: who it is made out to (null for a boleta). */
  invoice: { reason: string; rut: string } | null
  payment_platform: 'webpay' | 'transfer'
  /** Card payments the shopper should hear about besides the one that counts: closed for a newer one, or given back. */
  payment_notes: PaymentNote[]
  payment: {
    status: string
    card_number: string | null
    authorization_code: string | null
    transaction_date: string | null
  } | null
  transfer: TransferData | null
  tracking_number: string | null
  estimated_delivery: string | null
  /** Whether a failed or expired Webpay order can be paid again. */
  can_retry: boolean
  /** The language the order was placed in: every e-mail about it is written in it. */
  locale: 'es' | 'en'
}

/**
 * A card payment of the order that did not become its payment, told to the shopper in words: `superseded`, closed
 * because a newer attempt opened (nothing was charged with it); `reversed`, a capture that came in when the order
 * was already paid, expired or cancelled, given back in full by the shop; `reversal_failed`, the same capture that
 * Webpay would not give back at once (staff refund it by hand). `at`: when it happened.
 */
export interface PaymentNote {
  kind: 'superseded' | 'reversed' | 'reversal_failed'
  amount: number
  at: string
}

export interface CreatedOrder {
  order: OrderView
  /** Guests only: the unguessable token that lets this browser read the order (never stored in plain). */
  guest_token: string | null
  replayed: boolean
}

export const payOrderSchema = v.object({ origin: v.optional(v.pipe(v.string(), v.url(msg.invalid))) })

export interface PaymentRedirect {
  /** Webpay form URL; the browser POSTs token_ws there. */
  url: string
  token: string
}

const trackingNumberSchema = v.pipe(
  v.string(msg.required),
  v.trim(),
  v.nonEmpty(msg.required),
  v.maxLength(30, msg.maxLength(30)),
)

export const trackingQuerySchema = v.object({ number: trackingNumberSchema, email: emailSchema })

/** The key of an order's signed tracking link (the e-mails carry it: src/api/tracking/link.ts). */
export const trackingKeySchema = v.pipe(v.string(msg.required), v.regex(/^[\w-]{32}$/, msg.invalid))

/** GET /order-tracking/link: an order opened from its signed link, by number and key instead of the e-mail. */
export const trackingLinkQuerySchema = v.object({ number: trackingNumberSchema, key: trackingKeySchema })

export const TRACKING_STEPS = ['in_validation', 'confirmed', 'on_the_way', 'delivered'] as const
export type TrackingStep = (typeof TRACKING_STEPS)[number]

/**
 * Where an order stands for its buyer: on its way through the steps ('active'); a Webpay order not paid yet that
 * still holds its units ('payment_pending', until `hold_until`); not paid in time, nothing held any more
 * ('expired'); or cancelled by the shop ('cancelled'). Only an active order has steps and a delivery promise.
 */
export const TRACKING_STATES = ['active', 'payment_pending', 'expired', 'cancelled'] as const
export type TrackingState = (typeof TRACKING_STATES)[number]

/** POST /order-tracking/payments: pay again an unpaid Webpay order (when `can_pay`). */
export const trackingPaymentSchema = v.object({
  number: trackingNumberSchema,
  /** The buyer's e-mail, or the signed link's key: one of them opens the order. */
  email: v.optional(emailSchema),
  key: v.optional(trackingKeySchema),
  origin: v.optional(v.pipe(v.string(), v.url(msg.invalid))),
})

/** What opens one order on /seguimiento: its number with the buyer's e-mail, or with its signed link's key. */
export type TrackingLookup = { number: string; email: string } | { number: string; key: string }

export interface TrackingView {
  number: string
  state: TrackingState
  /** While `state` is 'payment_pending': until when the order's units are held for its payment. */
  hold_until: string | null
  /** Whether the buyer can pay it now (a Webpay order not paid yet; after its hold, paying takes the units again). */
  can_pay: boolean
  status: TrackingStep
  steps: { status: TrackingStep; done: boolean; date: string | null }[]
  purchase_date: string
  dispatch_type: 'delivery' | 'pickup'
  payment_method: 'webpay' | 'transfer'
  dispatch_cost: number
  comment: string
  tracking_number: string | null
  /** The courier carrying the order once it is on the way. */
  courier: string | null
  estimated_delivery: string | null
  /** Set when the shop cancelled the order: when, and the reason it gave. */
  cancelled: { date: string; reason: string | null } | null
  items: OrderItemView[]
  totals: CheckoutTotals
  /** What the shop gave back (docs/backoffice.md, Refunds): 'refunded' when all of it, 'partially_refunded' else. */
  payment_state: 'paid' | 'unpaid' | 'partially_refunded' | 'refunded'
  refunded: number
  /** As on the order's result page: attempts closed for a newer one, captures given back. */
  payment_notes: PaymentNote[]
}
