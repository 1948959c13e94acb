import * as v from 'valibot'
import {
  currentPasswordSchema,
  newPasswordFields,
  profileFields,
  withCompanyNames,
  withMatchingPasswords,
} from './auth'
import { msg, requiredText } from '~/lib/validation'
import type { CheckoutTotals } from '~/lib/totals'
import type { PaymentNote } from './checkout'

// docs/product.md, The API profile calls: GET/PUT /profile/user, PUT /profile/user/password, GET/POST /profile/addresses,
// PUT/DELETE /profile/addresses/{id}, GET /profile/purchases, GET /profile/purchases/{id}.

export const profileUpdateSchema = withCompanyNames(v.object(profileFields, msg.required))

export const passwordChangeSchema = withMatchingPasswords(
  v.object({ current_password: currentPasswordSchema, ...newPasswordFields }, msg.required),
)

const idSchema = v.pipe(
  v.union(
    [v.number(msg.required), v.pipe(v.string(msg.required), v.regex(/^\d+$/, msg.required), v.transform(Number))],
    msg.required,
  ),
  v.integer(msg.required),
  v.minValue(1, msg.required),
)

/** docs/product.md, What the shop stores address: identification (nickname such as Casa), address, apartment/floor/house number, region, commune. */
export const addressInputSchema = v.object(
  {
    identification: requiredText({ max: 60 }),
    address: requiredText({ max: 200 }),
    apartment: v.optional(v.pipe(v.string(msg.invalid), v.trim(), v.maxLength(60, msg.maxLength(60))), ''),
    region_id: idSchema,
    commune_id: idSchema,
  },
  msg.required,
)

export const idParamSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,12}$/, msg.numeric), v.transform(Number)),
})

/** GET /profile/user: the whole response is the user (docs/product.md, The API). */
export interface UserProfile {
  id: number
  email: string
  first_name: string
  last_name: string
  rut: string
  phone: string
  is_company: boolean
  business_name: string
  giro: string
  created_at: string
}

export interface Address {
  id: number
  identification: string
  address: string
  apartment: string
  region_id: number
  region: string
  commune_id: number
  commune: string
}

/** Purchase ids are the orders' unguessable public ids (migration 0005). */
export const purchaseIdParamSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/, msg.invalid)),
})

/** One purchase of the caller (orders of migration 0005 where user_id is the caller). */
export interface PurchaseSummary {
  id: string
  number: string
  status: string
  total: number
  created_at: string
}

export interface PurchaseItem {
  sku: string
  name: string
  qty: number
  price: number
  reference_price: number | null
  product_type: string | null
}

/** docs/product.md, What the shop stores order: number, date, dispatch type, payment method, dispatch cost, comment, tracking, estimated delivery. */
export interface PurchaseDetail extends PurchaseSummary {
  /** 'pickup' | 'delivery' */
  dispatch_type: string
  /** 'webpay' | 'transfer' */
  payment_method: string
  /** 'boleta' | 'factura' */
  document: string
  dispatch_cost: number
  comment: string | null
  tracking_number: string | null
  estimated_delivery: string | null
  purchase_date: string
  subtotal: number
  discount: number
  items: PurchaseItem[]
  /** The order's totals as placed: what its lines add up to, the offers and coupon, shipping, total. */
  totals: CheckoutTotals
  /** Status changes with their dates, oldest first. */
  history: PurchaseEvent[]
  /** Card payments that did not become its payment: closed for a newer attempt, or given back. */
  payment_notes: PaymentNote[]
}

export interface PurchaseEvent {
  status: string
  date: string
  /** Courier and tracking code of a dispatch, or the reason of a cancellation. */
  note: string | null
}
