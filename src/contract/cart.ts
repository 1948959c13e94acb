import * as v from 'valibot'
import type { CartTotals } from '~/lib/totals'
import { emailSchema, msg } from '~/lib/validation'

// docs/product.md, What the shop stores cart and cart item; The API shopping-cart, calculate-shipping and discount-code calls.

export const cartIdSchema = v.pipe(v.string(msg.required), v.trim(), v.regex(/^[0-9a-f-]{36}$/i, msg.invalid))
export const cartQuerySchema = v.object({ cart_id: cartIdSchema })
/** Reading a cart: `related=1` adds the "you may also like" products the cart page shows. */
export const cartReadQuerySchema = v.object({ cart_id: cartIdSchema, related: v.optional(v.picklist(['0', '1'])) })

const quantity = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/, msg.numeric), v.transform(Number))], msg.numeric),
  v.integer(msg.numeric),
  v.minValue(0, msg.numeric),
  v.maxValue(999, msg.numeric),
)

/** docs/product.md, What the shop stores / The API: the line is identified by sku; one path sends `quantity`, the other `qty` (both accepted). */
export const cartUpdateSchema = v.pipe(
  v.object({
    cartId: v.optional(v.string()),
    product: v.object({
      sku: v.pipe(v.string(msg.required), v.trim(), v.nonEmpty(msg.required), v.maxLength(64, msg.maxLength(64))),
      qty: v.optional(quantity),
      quantity: v.optional(quantity),
    }),
    realQuantity: v.optional(quantity),
    /** 'set' (default): qty is the line's new quantity; 'add': qty units are added to the line (product cards). */
    mode: v.optional(v.picklist(['set', 'add'], msg.invalid), 'set'),
  }),
  v.check((body) => body.product.qty !== undefined || body.product.quantity !== undefined, msg.required),
)

export const giftBoxUpdateSchema = v.object({
  check: v.boolean(),
  text: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300, msg.maxLength(300)))),
})

export interface CartItem {
  sku: string
  name: string
  brand: string | null
  year: number | null
  qty: number
  price: number
  reference_price: number | null
  stock: number
  image: string | null
  frontend_image: string | null
  slug: string
  /** docs/product.md, What the shop stores: App\Models\Wine | Box | GourmetProduct | Alcohol */
  product_type: string
  format_grams: number | null
  is_unit_sales: boolean
}

export type RelatedItem = Pick<
  CartItem,
  'sku' | 'name' | 'brand' | 'price' | 'reference_price' | 'stock' | 'frontend_image' | 'slug' | 'product_type'
>

export interface AppliedCoupon {
  code: string
  kind: 'percent' | 'fixed'
  value: number
  discount: number
}

export interface Cart {
  id: string
  items: CartItem[]
  /** docs/product.md, What the shop stores: amount with discount. */
  total: number
  /** docs/product.md, What the shop stores: subtotal without discount. */
  total_without_discount: number
  totals: CartTotals
  coupon: AppliedCoupon | null
  gift_box: { check: boolean; text: string; price: number }
  email: string | null
  related?: RelatedItem[]
  /** Lines whose price moved since the shopper last saw them, with the sentence the cart shows. */
  price_changes?: { sku: string; name: string; from: number; to: number; message: string }[]
}

export const shippingSchema = v.object({
  commune_id: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/, msg.numeric), v.transform(Number))], msg.required),
    v.integer(msg.numeric),
  ),
  method: v.optional(v.picklist(['delivery', 'pickup'], msg.invalid), 'delivery'),
})

export interface ShippingQuote {
  method: 'delivery' | 'pickup'
  commune_id: number | null
  zone: string | null
  /** docs/product.md, What the shop stores order.price_delivery (number). */
  price_delivery: number
  /** docs/product.md, What the shop stores order.time_delivery, e.g. "1 a 2 días hábiles". */
  time_delivery: string
  days_min: number
  days_max: number
  /** The promised day (YYYY-MM-DD): delivery by then, or pick-up from then. */
  delivery_date: string
  /** Home delivery inside Santiago: the threshold, whether the cart reached it and what is left. Null elsewhere. */
  free_shipping: { threshold: number; reached: boolean; remaining: number } | null
}

export const couponRedeemSchema = v.object({
  code: v.pipe(v.string(msg.required), v.trim(), v.nonEmpty(msg.required), v.maxLength(40, msg.maxLength(40))),
  email: v.optional(emailSchema),
})

export const autoApplyQuerySchema = v.object({ cart_id: cartIdSchema, email: v.optional(emailSchema) })
