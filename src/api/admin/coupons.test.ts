import { describe, expect, it } from 'vitest'
import { couponStatus } from './coupons'
import type { AdminCouponRow } from './queries/coupons'

// A coupon's status comes from its switch, its dates and its uses, at the moment asked (passed in: no clock here).
const now = Date.parse('2026-06-15T15:00:00Z')
const row = (over: Partial<AdminCouponRow> = {}): AdminCouponRow => ({
  id: 1,
  code: 'VENCIDO',
  kind: 'percent',
  value: 10,
  min_amount: 0,
  starts_at: null,
  expires_at: null,
  total_limit: null,
  per_customer_limit: 1,
  active: 1,
  auto_apply: 0,
  version: 0,
  created_at: '2023-11-01T12:00:00Z',
  uses: 0,
  ...over,
})

describe('couponStatus', () => {
  it('is expired once the day after its last day has begun, though it is still switched on', () => {
    // Last day Saturday 30 December 2023 in Santiago: it ends when 31 December starts there (03:00 UTC in summer).
    expect(couponStatus(row({ expires_at: '2023-12-31T03:00:00.000Z' }), now)).toBe('expired')
    expect(couponStatus(row({ expires_at: '2026-06-15T04:00:00.000Z' }), now)).toBe('expired')
    expect(couponStatus(row({ expires_at: '2026-06-16T04:00:00.000Z' }), now)).toBe('active')
  })

  it('is scheduled before its first day, exhausted when its uses are spent, disabled when switched off', () => {
    expect(couponStatus(row({ starts_at: '2026-07-01T04:00:00.000Z' }), now)).toBe('scheduled')
    expect(couponStatus(row({ total_limit: 5, uses: 5 }), now)).toBe('exhausted')
    expect(couponStatus(row({ total_limit: 5, uses: 4 }), now)).toBe('active')
    expect(couponStatus(row({ active: 0, expires_at: '2023-12-31T03:00:00.000Z' }), now)).toBe('disabled')
  })

  it('says expired before exhausted, and exhausted before scheduled', () => {
    expect(couponStatus(row({ expires_at: '2024-01-01T03:00:00.000Z', total_limit: 1, uses: 1 }), now)).toBe('expired')
    expect(couponStatus(row({ starts_at: '2026-07-01T04:00:00.000Z', total_limit: 1, uses: 1 }), now)).toBe('exhausted')
  })
})
