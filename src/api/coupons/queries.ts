import type { CouponKind } from '~/lib/totals'
import { all, first, run } from '../db/sql'

// D1 access of coupons (migrations/0005_orders.sql: coupons, coupon_redemptions) and the cart's coupon.

export interface CouponRow {
  code: string
  kind: CouponKind
  value: number
  min_amount: number
  expires_at: string | null
  active: number
  auto_apply: number
}

export function findCoupon(d1: D1Database, code: string): Promise<CouponRow | null> {
  return first<CouponRow>(d1, 'SELECT * FROM coupons WHERE code = ? COLLATE NOCASE', code.trim())
}

export async function couponUsedBy(d1: D1Database, code: string, email: string): Promise<boolean> {
  const row = await first(
    d1,
    'SELECT 1 AS used FROM coupon_redemptions WHERE coupon_code = ? COLLATE NOCASE AND email = ?',
    code,
    email.toLowerCase(),
  )
  return row !== null
}

/** Coupons that apply themselves, the most generous first. */
export function autoApplyCoupons(d1: D1Database): Promise<CouponRow[]> {
  return all<CouponRow>(d1, 'SELECT * FROM coupons WHERE auto_apply = 1 AND active = 1 ORDER BY value DESC')
}

/** Puts a coupon (when given) and the buyer's e-mail (when given) on the cart; null keeps what the cart has. */
export async function setCartCoupon(
  d1: D1Database,
  cartId: string,
  code: string | null,
  email: string | null,
): Promise<void> {
  await run(
    d1,
    'UPDATE carts SET coupon_code = COALESCE(?, coupon_code), email = COALESCE(?, email) WHERE id = ?',
    code,
    email,
    cartId,
  )
}

export async function clearCartCoupon(d1: D1Database, cartId: string): Promise<void> {
  await run(d1, 'UPDATE carts SET coupon_code = NULL WHERE id = ?', cartId)
}
