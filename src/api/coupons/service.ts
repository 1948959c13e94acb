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

export async function couponUsedBy(d1: D1Database, code: string, email: string | null | undefined): Promise<boolean> {
  if (!email) return false
  return q.couponUsedBy(d1, code, email)
}

export type CouponProblem = 'invalid' | 'used' | 'minimum' | null

/** The coupon rules of: active, not expired, minimum amount, single use per e-mail. */
export async function couponProblem(
  d1: D1Database,
  coupon: CouponRow | null,
  amount: number,
  email: string | null | undefined,
  now = new Date(),
): Promise<CouponProblem> {
  if (!coupon || coupon.active !== 1) return 'invalid'
  if (coupon.expires_at && Date.parse(coupon.expires_at) <= now.getTime()) return 'invalid'
  if (await couponUsedBy(d1, coupon.code, email)) return 'used'
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
  if (problem === 'minimum') {
    const text = copy.couponMinimum(formatCLP(coupon?.min_amount ?? 0, locale))
    return new HttpError(422, text, { code: [text] })
  }
  return new HttpError(422, copy.couponInvalid, { code: [copy.couponInvalid] })
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
  const problem = await couponProblem(d1, coupon, amount, email)
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
    for (const coupon of await q.autoApplyCoupons(d1)) {
      if ((await couponProblem(d1, coupon, amount, email ?? cart.email)) === null) {
        applied = coupon.code
        break
      }
    }
    if (applied || email) await q.setCartCoupon(d1, cart.id, applied, email ?? null)
  }
  return { applied, cart: { ...cart, coupon_code: applied ?? cart.coupon_code, email: email ?? cart.email } }
}

export async function removeCoupon(c: ApiContext, cart: CartRow): Promise<CartRow> {
  await q.clearCartCoupon(c.var.d1, cart.id)
  return { ...cart, coupon_code: null }
}
