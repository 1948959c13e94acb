// docs/product.md, Numbers and limits: cart and checkout totals. Pure, shared by the API (which prices) and the storefront (which only renders).
//   - Line discount is (reference_price - price) × qty where the reference is higher.
//   - Subtotal uses the reference price, except for gourmet products or items without a (numeric) reference price.
//   - Discount percent is the rounded discount divided by the subtotal times 100.

export const GOURMET_TYPE = 'App\\Models\\GourmetProduct'

export interface PricedLine {
  qty: number
  price: number
  /** docs/product.md, What the shop stores: may be non-numeric text (or missing). */
  reference_price?: number | string | null
  product_type?: string | null
  /** Units on the shelf, where the line knows it (a cart line): a sold-out line is not charged. */
  stock?: number | null
}

export interface LineTotals {
  subtotal: number
  amount: number
  discount: number
}

export interface CartTotals extends LineTotals {
  quantity: number
  discount_percent: number
}

export function isGourmet(productType: string | null | undefined): boolean {
  if (!productType) return false
  return productType === GOURMET_TYPE || productType === 'GourmetProduct' || productType === 'g'
}

/** A reference price counts only when it is a finite number (docs/product.md, What the shop stores: it may be text such as "Consultar"). */
export function numericReference(value: PricedLine['reference_price']): number | undefined {
  if (value === null || value === undefined) return undefined
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  const trimmed = value.trim()
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return undefined
  return Number(trimmed)
}

/** The price the subtotal is built on (docs/product.md, Numbers and limits). */
export function basePrice(line: PricedLine): number {
  const reference = numericReference(line.reference_price)
  if (isGourmet(line.product_type) || reference === undefined || reference <= line.price) return line.price
  return reference
}

export function lineTotals(line: PricedLine): LineTotals {
  const qty = Math.max(0, Math.trunc(line.qty))
  const base = basePrice(line)
  return { subtotal: base * qty, amount: line.price * qty, discount: (base - line.price) * qty }
}

/** docs/product.md, Numbers and limits: rounded discount ÷ subtotal × 100; 0 when there is no subtotal. */
export function discountPercent(discount: number, subtotal: number): number {
  if (subtotal <= 0 || discount <= 0) return 0
  return Math.round((discount / subtotal) * 100)
}

/**
 * The percentage a shopper may be shown: the discount's true share of the subtotal when it is a whole percent
 * (a 10 % coupon on an undiscounted cart), otherwise null. A rounded figure ('30 %' for 21.000 of 68.990, really
 * 30,4 %) is never printed beside an amount it does not match.
 */
export function exactPercent(discount: number, subtotal: number): number | null {
  if (subtotal <= 0 || discount <= 0) return null
  return (discount * 100) % subtotal === 0 ? (discount * 100) / subtotal : null
}

/** A line the shopper cannot buy right now (no unit on the shelf): shown with its alternatives, not charged. */
export function isSoldOut(line: PricedLine): boolean {
  return typeof line.stock === 'number' && line.stock <= 0
}

export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  let subtotal = 0
  let amount = 0
  let discount = 0
  let quantity = 0
  for (const line of lines) {
    if (isSoldOut(line)) continue
    const t = lineTotals(line)
    subtotal += t.subtotal
    amount += t.amount
    discount += t.discount
    quantity += Math.max(0, Math.trunc(line.qty))
  }
  return { quantity, subtotal, amount, discount, discount_percent: discountPercent(discount, subtotal) }
}

/** An order's money as its row stores it: fixed when the order was placed, never priced again. */
export interface OrderMoney {
  subtotal: number
  product_discount: number
  coupon_discount: number
  discount: number
  shipping: number
  gift_box: number
  total: number
}

/** The totals an order was placed with, from its stored columns (its lines were priced once, when it was placed). */
export function orderTotals(order: OrderMoney, lines: readonly { qty: number }[]): CheckoutTotals {
  return {
    quantity: lines.reduce((n, line) => n + line.qty, 0),
    subtotal: order.subtotal,
    product_discount: order.product_discount,
    coupon_discount: order.coupon_discount,
    discount: order.discount,
    discount_percent: discountPercent(order.discount, order.subtotal),
    shipping: order.shipping,
    gift_box: order.gift_box,
    total: order.total,
  }
}

export type CouponKind = 'percent' | 'fixed'

/** Coupon discount on the amount already discounted by the catalogue; never more than that amount. */
export function couponDiscount(kind: CouponKind, value: number, amount: number): number {
  if (amount <= 0 || value <= 0) return 0
  const raw = kind === 'percent' ? Math.round((amount * Math.min(value, 100)) / 100) : Math.round(value)
  return Math.min(raw, amount)
}

export interface CheckoutTotals {
  quantity: number
  subtotal: number
  /** Catalogue discount (docs/product.md, Numbers and limits line discounts). */
  product_discount: number
  coupon_discount: number
  /** product_discount + coupon_discount. */
  discount: number
  discount_percent: number
  shipping: number
  gift_box: number
  total: number
}

/** The order total: subtotal − discounts + shipping + gift box. */
export function checkoutTotals(
  lines: readonly PricedLine[],
  extras: { coupon?: { kind: CouponKind; value: number } | null; shipping?: number; giftBox?: number } = {},
): CheckoutTotals {
  const cart = cartTotals(lines)
  const coupon = extras.coupon ? couponDiscount(extras.coupon.kind, extras.coupon.value, cart.amount) : 0
  const shipping = Math.max(0, Math.round(extras.shipping ?? 0))
  const giftBox = Math.max(0, Math.round(extras.giftBox ?? 0))
  const discount = cart.discount + coupon
  return {
    quantity: cart.quantity,
    subtotal: cart.subtotal,
    product_discount: cart.discount,
    coupon_discount: coupon,
    discount,
    discount_percent: discountPercent(discount, cart.subtotal),
    shipping,
    gift_box: giftBox,
    total: cart.amount - coupon + shipping + giftBox,
  }
}
