import * as v from 'valibot'
import { emailSchema, msg, requiredText } from '~/lib/validation'
import { intParam, pagingEntries } from './paging'
import { ORDER_STATUSES, type OrderStatus } from './checkout'
import type { ProductPhotoView } from './catalog'
import type { OrderRefund, PaymentState } from './admin-ops'
import type { PurchaseItem } from './profile'
import type { OrderMoney } from '~/lib/totals'

// The staff back-office's side of the contract (/api/admin/*): roles, the order pipeline, stock, the inbox,
// the audit log, the dashboard. docs/backoffice.md describes the screens and rules.

export const STAFF_ROLES = ['staff', 'admin'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export interface StaffMe {
  id: number
  email: string
  first_name: string
  role: StaffRole
}

const isoDate = v.pipe(v.string(msg.required), v.trim(), v.isoDate(msg.invalid))
const optionalIsoDate = v.optional(v.union([v.literal(''), isoDate]), '')
const searchText = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80, msg.maxLength(80))), '')

// ---------------------------------------------------------------------------------------------------------- orders

/** What staff may do to an order; the domain's state machine says from which status each one is allowed. */
export const ORDER_ACTIONS = ['confirm', 'dispatch', 'deliver', 'cancel'] as const
export type OrderAction = (typeof ORDER_ACTIONS)[number]

/** Orders placed and not cancelled: waiting for their transfer, paid, on the way or delivered. */
export const PLACED_STATUSES = [
  'in_validation',
  'paid',
  'on_the_way',
  'delivered',
] as const satisfies readonly OrderStatus[]
/** Orders whose money the shop has: what the dashboard's revenue adds up. */
export const REVENUE_STATUSES = ['paid', 'on_the_way', 'delivered'] as const satisfies readonly OrderStatus[]

export const ORDER_SORTS = ['created_at', 'number', 'total', 'status'] as const

export const adminOrdersQuerySchema = v.object({
  ...pagingEntries({ perPageDefault: 25, perPageMax: 100 }),
  /** One status, or 'placed': every order the shop has to fulfil (what the dashboard counts). */
  status: v.optional(v.union([v.literal(''), v.literal('placed'), v.picklist(ORDER_STATUSES, msg.invalid)]), ''),
  payment: v.optional(v.union([v.literal(''), v.picklist(['webpay', 'transfer'], msg.invalid)]), ''),
  region: v.optional(v.union([v.literal(''), intParam(1, 1_000_000)]), ''),
  from: optionalIsoDate,
  to: optionalIsoDate,
  q: searchText,
  sort: v.optional(v.picklist(ORDER_SORTS, msg.invalid), 'created_at'),
  dir: v.optional(v.picklist(['asc', 'desc'], msg.invalid), 'desc'),
})

export interface AdminOrderRow {
  id: string
  number: string
  status: OrderStatus
  created_at: string
  customer_name: string
  email: string
  rut: string
  total: number
  payment_platform: 'webpay' | 'transfer'
  delivery_method: 'delivery' | 'pickup'
  region: string | null
  commune: string | null
}

export interface TimelineEntry {
  at: string
  kind: 'status' | 'audit'
  status: string | null
  /** Shopper-visible note of a status step (courier and code, the reason of a cancel). */
  note: string | null
  /** The staff action of an 'audit' entry, said in words by the page. */
  audit: AuditEntry | null
}

export interface AdminOrderDetail {
  id: string
  number: string
  status: OrderStatus
  version: number
  created_at: string
  locale: 'es' | 'en'
  /** `phone`: the number the courier calls (E.164), null on orders placed before it was asked. */
  customer: { name: string; surname: string; rut: string; email: string; phone: string | null; registered: boolean }
  items: (PurchaseItem & {
    slug: string | null
    /** What the shopper paid for the whole line: its price times units less its share of the coupon (src/lib/refund-shares.ts). */
    paid: number
    /** Units of the line refunded so far. */
    refunded_qty: number
  })[]
  /** As the order was placed: subtotal at the lines' normal prices, minus offers and coupon, plus the rest. */
  totals: OrderMoney
  coupon_code: string | null
  /** The card the shopper wrote for a gift, printed on the packing slip. */
  gift_text: string | null
  delivery: {
    method: 'delivery' | 'pickup'
    address: string | null
    commune: string | null
    region: string | null
    receiver: string
    contact: { name: string; surname: string; phone: string } | null
    comment: string
    estimated_delivery: string | null
  }
  document: { kind: 'boleta' | 'factura'; rut: string | null; business_name: string | null; giro: string | null }
  payment_platform: 'webpay' | 'transfer'
  payments: {
    platform: 'webpay' | 'transfer'
    /** created, authorized, failed…; reversed: a capture the order could not keep, given back automatically. */
    status: string
    amount: number
    created_at: string
    card_number: string | null
    authorization_code: string | null
  }[]
  transfer: {
    amount: number
    transferred_on: string
    reference: string
    recorded_by: string
    created_at: string
  } | null
  courier: string | null
  tracking_number: string | null
  cancel_reason: string | null
  /** The actions the state machine allows from the current status. */
  actions: OrderAction[]
  timeline: TimelineEntry[]
  /** Refunds (docs/backoffice.md, Refunds): what was paid, given back so far, and each refund. */
  paid: number
  refunded: number
  payment_state: PaymentState
  refunds: OrderRefund[]
}

/**
 * The picking list of a Santiago day (docs/backoffice.md, "Packing slips and the picking list"): every order paid
 * and not yet dispatched by the end of that day, and their products summed, each with the orders that want it.
 */
export interface PickingList {
  day: string
  orders: {
    number: string
    created_at: string
    delivery_method: 'delivery' | 'pickup'
    commune: string | null
    units: number
  }[]
  products: { sku: string; name: string; qty: number; orders: { number: string; qty: number }[] }[]
}

export const pickingQuerySchema = v.object({ day: optionalIsoDate })

const reference = requiredText({ max: 80 })
const amount = v.pipe(
  v.union(
    [
      v.number(msg.numeric),
      v.pipe(v.string(msg.numeric), v.trim(), v.regex(/^\d{1,9}$/, msg.numeric), v.transform(Number)),
    ],
    msg.numeric,
  ),
  v.integer(msg.numeric),
  v.minValue(1, msg.invalid),
  v.maxValue(999_999_999, msg.invalid),
)
const version = v.pipe(v.number(msg.numeric), v.integer(msg.numeric), v.minValue(0, msg.invalid))

export const orderTransitionSchema = v.variant(
  'action',
  [
    v.object({
      action: v.literal('confirm'),
      version,
      /** Bank transfers only: the transfer as the bank statement shows it. */
      transfer: v.optional(v.object({ amount, transferred_on: isoDate, reference })),
    }),
    v.object({
      action: v.literal('dispatch'),
      version,
      courier: requiredText({ max: 60 }),
      tracking_code: v.pipe(requiredText({ max: 60 }), v.regex(/^[\w.\-/ ]+$/, msg.invalid)),
    }),
    v.object({ action: v.literal('deliver'), version }),
    v.object({ action: v.literal('cancel'), version, reason: requiredText({ min: 3, max: 300 }) }),
  ],
  msg.invalid,
)

// ----------------------------------------------------------------------------------------------------------- stock

export const STOCK_REASONS = ['received', 'broken', 'count'] as const
export type StockReason = (typeof STOCK_REASONS)[number]

export const adminProductsQuerySchema = v.object({
  ...pagingEntries({ perPageDefault: 50, perPageMax: 200 }),
  q: searchText,
  type: v.optional(v.union([v.literal(''), v.picklist(['wine', 'alcohol', 'box', 'gourmet'], msg.invalid)]), ''),
  /** Only items whose stock is at or below this number (the low-stock filter); empty shows all. */
  low_stock: v.optional(v.union([v.literal(''), intParam(0, 100_000)]), ''),
})

export interface AdminStockItem {
  product_id: number
  sku: string
  source: 'product' | 'format'
  name: string
  format: string | null
  slug: string
  product_type: 'wine' | 'alcohol' | 'box' | 'gourmet'
  price: number
  stock: number
  active: boolean
}

export const stockAdjustmentSchema = v.object({
  sku: v.pipe(v.string(msg.required), v.trim(), v.regex(/^[\w.-]{1,64}$/, msg.invalid)),
  reason: v.picklist(STOCK_REASONS, msg.invalid),
  /** received: units in (> 0); broken: units out (> 0); count: the stock counted on the shelf (>= 0). */
  quantity: v.pipe(
    v.number(msg.numeric),
    v.integer(msg.numeric),
    v.minValue(0, msg.invalid),
    v.maxValue(100_000, msg.invalid),
  ),
  /** The stock the person saw: a count is refused (409) when it changed meanwhile. */
  expected_stock: v.pipe(v.number(msg.numeric), v.integer(msg.numeric), v.minValue(0, msg.invalid)),
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, msg.maxLength(200))), ''),
})

/** The stock drawer's fields as typed (the quantity is text until it is sent): a message beside the field at once. */
export const stockAdjustmentFormSchema = v.object({
  reason: stockAdjustmentSchema.entries.reason,
  quantity: v.pipe(v.string(msg.required), v.trim(), v.nonEmpty(msg.required), v.regex(/^\d{1,6}$/, msg.numeric)),
  note: stockAdjustmentSchema.entries.note,
})

export const productActiveSchema = v.object({ active: v.boolean(msg.invalid) })

// --------------------------------------------------------------------------------------------- reservations, inbox

export interface AdminEventSummary {
  id: number
  title: string
  starts_at: string
  capacity: number
  booked: number
  reservations: AdminEventReservation[]
}

export interface AdminEventReservation {
  id: number
  code: string
  people: number
  total: number
  name: string
  email: string
  phone: string
  comment: string
  status: 'confirmed' | 'cancelled'
  handled_at: string | null
  created_at: string
}

export interface AdminTableReservation {
  id: number
  code: string
  slot_date: string
  slot_time: string
  people: number
  motive: string
  name: string
  email: string
  phone: string
  message: string
  status: 'confirmed' | 'cancelled'
  handled_at: string | null
  created_at: string
}

export const tableReservationsQuerySchema = v.object({ date: optionalIsoDate })

export const reservationStatusSchema = v.object({ status: v.picklist(['confirmed', 'cancelled'], msg.invalid) })

export interface AdminMessage {
  id: number
  kind: 'person' | 'company'
  name: string
  email: string
  phone: string
  motive: string
  /** The motive in words, in the reader's language («Un pedido»), as the contact form offered it. */
  motive_label: string
  /** The language the person wrote in: replies go out in it. */
  locale: 'es' | 'en'
  message: string
  company_name: string | null
  business_name: string | null
  rut: string | null
  created_at: string
  answered_at: string | null
  /** The staff's replies, oldest first: the thread under the message. */
  replies: MessageReply[]
}

export interface MessageReply {
  id: number
  seq: number
  body: string
  staff_name: string
  created_at: string
  /** Whether the mail adapter took the e-mail: a failed one is shown as such, the reply stays in the thread. */
  mail_status: 'sending' | 'sent' | 'failed'
}

export const CONTACT_REPLY_MAX = 4000

/** A reply to a contact message; `replies_seen` is how many replies the person saw (two at once: 409). */
export const messageReplySchema = v.object({
  body: requiredText({ min: 2, max: CONTACT_REPLY_MAX }),
  replies_seen: v.pipe(v.number(msg.numeric), v.integer(msg.numeric), v.minValue(0, msg.invalid)),
})

export const messagesQuerySchema = v.object({
  ...pagingEntries({ perPageDefault: 30, perPageMax: 100 }),
  state: v.optional(v.picklist(['open', 'answered', 'all'], msg.invalid), 'open'),
})

// ----------------------------------------------------------------------------------------------- audit and staff

export const AUDIT_SUBJECT_TYPES = [
  'order',
  'product',
  'reservation',
  'message',
  'user',
  'content',
  'coupon',
  'customer',
] as const

export const auditQuerySchema = v.object({
  ...pagingEntries({ perPageDefault: 50, perPageMax: 200 }),
  /** A person: part of their name or e-mail. */
  actor: searchText,
  entity_type: v.optional(v.union([v.literal(''), v.picklist(AUDIT_SUBJECT_TYPES, msg.invalid)]), ''),
  entity_id: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64, msg.maxLength(64))), ''),
  /** A subject: part of an order number, a product's name, an event's title, a coupon's code, a person's name. */
  subject: searchText,
  from: optionalIsoDate,
  to: optionalIsoDate,
})

/**
 * One audit row with what the page needs to say it in words (src/features/backoffice/audit-sentence.ts): who by
 * name, the subject by the name people use (order number, product name…; null when it no longer exists), and the
 * action's details as they were recorded.
 */
export interface AuditEntry {
  id: number
  actor_email: string
  actor_name: string | null
  action: string
  entity_type: string
  entity_id: string
  subject: string | null
  before: AuditDetails | null
  after: AuditDetails | null
  created_at: string
}

/** An audit row's recorded state: nested values as dotted keys (`transfer.amount`), lists as JSON text. */
export type AuditDetails = Record<string, string | number | boolean | null>

export interface StaffMember {
  id: number
  email: string
  name: string
  role: StaffRole
  created_at: string
}

export interface StaffInvitation {
  email: string
  role: StaffRole
  created_at: string
  expires_at: string
}

export const inviteStaffSchema = v.object({ email: emailSchema, role: v.picklist(STAFF_ROLES, msg.invalid) })
export const acceptInvitationSchema = v.object({
  token: v.pipe(v.string(msg.required), v.regex(/^[\w-]{20,100}$/, msg.invalid)),
})

// ------------------------------------------------------------------------------------------ dashboard and exports

export interface DashboardPeriod {
  orders: number
  revenue: number
}

export interface Dashboard {
  today: DashboardPeriod
  last_7_days: DashboardPeriod
  pending_transfers: number
  to_dispatch: number
  low_stock: number
  low_stock_threshold: number
  upcoming_reservations: { events: number; tables: number }
}

/** The CSV follows the list's filters; without dates it covers the current month (Santiago). */
export const exportQuerySchema = v.object({
  from: optionalIsoDate,
  to: optionalIsoDate,
  status: adminOrdersQuerySchema.entries.status,
  payment: adminOrdersQuerySchema.entries.payment,
  region: adminOrdersQuerySchema.entries.region,
  q: searchText,
})

// ------------------------------------------------------------------------------------------------------- content

/** An event or blog article and its cover photo (null: the page shows its drawing). */
export interface AdminContentItem {
  entity: 'event' | 'article'
  id: number
  slug: string
  title: string
  date: string
  cover: ProductPhotoView | null
}
