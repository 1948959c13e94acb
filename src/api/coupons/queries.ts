import type { CouponKind } from '~/lib/totals'
import { all, first, run } from '../db/sql'

// D1 access of coupons (migrations/0005_orders.sql: coupons, coupon_redemptions) and the cart's coupon.

export interface CouponRow {
  id: number
  code: string
  kind: CouponKind
  value: number
  min_amount: number
  starts_at: string | null
  expires_at: string | null
  total_limit: number | null
  per_customer_limit: number | null
  active: number
  auto_apply: number
}

export function findCoupon(d1: D1Database, code: string): Promise<CouponRow | null> {
  return first<CouponRow>(d1, 'SELECT * FROM coupons WHERE code = ? COLLATE NOCASE', code.trim())
}

// A coupon's uses are counted from the orders that carry it, never kept as a counter: an order that did not go
// through (payment failed, expired, cancelled) gives its use back by itself.
const COUNTED = `status NOT IN ('payment_failed', 'expired', 'cancelled')`

/** Orders that used the coupon `?1` (every shopper). */
export const TOTAL_USES = `(SELECT count(*) FROM orders WHERE coupon_code = ?1 COLLATE NOCASE AND ${COUNTED})`

/**
 * Uses of the coupon `?1` by one person: their orders by e-mail `?2` (lower-case) or account `?3` (NULL for a
 * guest), plus the uses recorded before uses were counted from orders (coupon_redemptions rows of no order).
 */
export const CUSTOMER_USES = `((SELECT count(*) FROM orders WHERE coupon_code = ?1 COLLATE NOCASE AND ${COUNTED}
    AND (lower(email) = ?2 OR (?3 IS NOT NULL AND user_id = ?3)))
  + (SELECT count(*) FROM coupon_redemptions r WHERE r.coupon_code = ?1 COLLATE NOCASE AND r.email = ?2
    AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = r.order_id)))`

export async function couponUses(
  d1: D1Database,
  code: string,
  email: string | null,
  userId: number | null,
): Promise<{ total: number; customer: number }> {
  const row = await first<{ total: number; customer: number }>(
    d1,
    `SELECT ${TOTAL_USES} AS total, ${CUSTOMER_USES} AS customer`,
    code,
    (email ?? '').toLowerCase(),
    userId,
  )
  return row ?? { total: 0, customer: 0 }
}

/**
 * The guard of an order's batch, right after the order's INSERT (the order counts itself): the CHECKs of
 * coupon_guard (migration 0038) roll the whole order back when either limit is passed, so two shoppers taking
 * the last use at once cannot both get it. The second statement clears the guard table again.
 */
export function couponGuardStatements(
  d1: D1Database,
  code: string,
  email: string,
  userId: number | null,
): D1PreparedStatement[] {
  return [
    d1
      .prepare(
        `INSERT INTO coupon_guard (total_ok, customer_ok)
         SELECT ${TOTAL_USES} <= COALESCE(c.total_limit, 1e15), ${CUSTOMER_USES} <= COALESCE(c.per_customer_limit, 1e15)
         FROM coupons c WHERE c.code = ?1 COLLATE NOCASE`,
      )
      .bind(code, email.toLowerCase(), userId),
    d1.prepare('DELETE FROM coupon_guard'),
  ]
}

/** Coupons that apply themselves, the most generous first (the rules of each are checked by the caller). */
export function autoApplyCoupons(d1: D1Database): Promise<CouponRow[]> {
  return all<CouponRow>(d1, 'SELECT * FROM coupons WHERE auto_apply = 1 AND active = 1 ORDER BY id')
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
