import type { AppliedCoupon } from '~/contract/cart'
import { formatCLP } from '~/lib/money'
import { cartTotals, couponDiscount } from '~/lib/totals'
import { HttpError, type ApiContext } from '../http'
import { shopCopy } from '../cart/messages'
import type { Locale } from '~/lib/locale'
import { cartLines, type CartRow } from '../cart/queries'
import * as q from './queries'
import { findCoupon, type CouponRow } from './queries'

export { findCoupon, type CouponRow }

export type CouponProblem = 'invalid' | 'used' | 'exhausted' | 'minimum' | null

/**
 * The coupon's rules: active, inside its dates (Santiago days, stored as instants), within its total uses and
 * this person's uses (by account or e-mail; counted from orders), and the minimum amount. The order's batch checks
 * the two limits again race-safely (couponGuardStatements).
 */
export async function couponProblem(
  d1: D1Database,
  coupon: CouponRow | null,
  amount: number,
  email: string | null | undefined,
  now = new Date(),
  userId: number | null = null,
): Promise<CouponProblem> {
  if (!coupon || coupon.active !== 1) return 'invalid'
  if (coupon.expires_at && Date.parse(coupon.expires_at) <= now.getTime()) return 'invalid'
  if (coupon.starts_at && Date.parse(coupon.starts_at) > now.getTime()) return 'invalid'
  if (coupon.total_limit !== null || coupon.per_customer_limit !== null) {
    const uses = await q.couponUses(d1, coupon.code, email ?? null, userId)
    if (coupon.per_customer_limit !== null && uses.customer >= coupon.per_customer_limit) return 'used'
    if (coupon.total_limit !== null && uses.total >= coupon.total_limit) return 'exhausted'
  }
  if (amount < coupon.min_amount) return 'minimum'
  return null
}

export function couponError(
  problem: Exclude<CouponProblem, null>,
  coupon: CouponRow | null,
  locale: Locale,
): HttpError {
  const copy = shopCopy(locale)
  if (problem === 'used') return new HttpError(409, copy.couponUsed, { code: [copy.couponUsed] })
  if (problem === 'exhausted') return new HttpError(409, copy.couponExhausted, { code: [copy.couponExhausted] })
  if (problem === 'minimum') {
    const text = copy.couponMinimum(formatCLP(coupon?.min_amount ?? 0, locale))
    return new HttpError(422, text, { code: [text] })
  }
  return new HttpError(422, copy.couponInvalid, { code: [copy.couponInvalid] })
}

/**
 * The automatic coupon a cart without one gets: the one giving the largest discount on `amount` among those
 * whose rules pass for this buyer, or null.
 */
export async function bestAutoCoupon(
  d1: D1Database,
  amount: number,
  email: string | null | undefined,
  userId: number | null = null,
  now = new Date(),
): Promise<CouponRow | null> {
  let best: CouponRow | null = null
  for (const coupon of await q.autoApplyCoupons(d1)) {
    if ((await couponProblem(d1, coupon, amount, email, now, userId)) !== null) continue
    if (!best || couponDiscount(coupon.kind, coupon.value, amount) > couponDiscount(best.kind, best.value, amount))
      best = coupon
  }
  return best
}

export function appliedCoupon(coupon: CouponRow, amount: number): AppliedCoupon {
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.value,
    discount: couponDiscount(coupon.kind, coupon.value, amount),
  }
}

/**
 * POST /discount-codes/redeem: a cart holds one coupon (docs/product.md, Validation and messages): the same code
 * again changes nothing, another one is refused; otherwise the coupon's rules decide. Answers the cart row as it
 * now is.
 */
export async function redeemCoupon(c: ApiContext, cart: CartRow, input: { code: string; email?: string }) {
  const d1 = c.var.d1
  const email = input.email ?? cart.email
  const coupon = await findCoupon(d1, input.code)
  if (cart.coupon_code) {
    if (coupon && cart.coupon_code.toLowerCase() === coupon.code.toLowerCase()) return cart
    const text = shopCopy(c.var.locale).couponExists
    throw new HttpError(409, text, { code: [text] })
  }
  const amount = cartTotals(await cartLines(d1, cart.id)).amount
  const problem = await couponProblem(d1, coupon, amount, email, new Date(), cart.user_id)
  if (problem) throw couponError(problem, coupon, c.var.locale)
  await q.setCartCoupon(d1, cart.id, coupon!.code, email ?? null)
  return { ...cart, coupon_code: coupon!.code, email: email ?? null }
}

/**
 * GET /discount-codes/auto-apply: a cart without a coupon gets the most generous automatic one whose rules pass
 * for this buyer; the e-mail given is remembered on the cart either way.
 */
export async function autoApplyCoupon(c: ApiContext, cart: CartRow, email: string | undefined) {
  const d1 = c.var.d1
  let applied: string | null = null
  if (!cart.coupon_code) {
    const amount = cartTotals(await cartLines(d1, cart.id)).amount
    applied = (await bestAutoCoupon(d1, amount, email ?? cart.email, cart.user_id ?? null))?.code ?? null
    if (applied || email) await q.setCartCoupon(d1, cart.id, applied, email ?? null)
  }
  return { applied, cart: { ...cart, coupon_code: applied ?? cart.coupon_code, email: email ?? cart.email } }
}

export async function removeCoupon(c: ApiContext, cart: CartRow): Promise<CartRow> {
  await q.clearCartCoupon(c.var.d1, cart.id)
  return { ...cart, coupon_code: null }
}
