import type { AppliedCoupon } from '~/contract/cart'
import { formatCLP } from '~/lib/money'
import { couponDiscount, type CouponKind } from '~/lib/totals'
import { HttpError } from '../http'
import { shopCopy } from '../cart/messages'
import type { Locale } from '~/lib/locale'

export interface CouponRow {
  code: string
  kind: CouponKind
  value: number
  min_amount: number
  expires_at: string | null
  active: number
  auto_apply: number
}

export async function findCoupon(d1: D1Database, code: string): Promise<CouponRow | null> {
  return d1.prepare('SELECT * FROM coupons WHERE code = ? COLLATE NOCASE').bind(code.trim()).first<CouponRow>()
}

export async function couponUsedBy(d1: D1Database, code: string, email: string | null | undefined): Promise<boolean> {
  if (!email) return false
  const row = await d1
    .prepare('SELECT 1 AS used FROM coupon_redemptions WHERE coupon_code = ? COLLATE NOCASE AND email = ?')
    .bind(code, email.toLowerCase())
    .first()
  return row !== null
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
