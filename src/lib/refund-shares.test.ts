import { describe, expect, it } from 'vitest'
import { couponDiscount } from './totals'
import { couponShares, linesPaid, shippingLeft, unitsRefund } from './refund-shares'

describe('what a line refund gives back', () => {
  it('three wines at the $14.990 offer with a 15 % coupon: one bottle returns what was paid for it', () => {
    const lines = [{ qty: 3, price: 14990 }]
    const coupon = couponDiscount('percent', 15, 44970)
    const [paid] = linesPaid(lines, coupon)
    expect(paid).toBe(44970 - coupon)
    // 44.970 less a 6.746 coupon is 38.224 for three bottles: 12.741,33 each, so one returns 12.741.
    expect(coupon).toBe(6746)
    expect(unitsRefund(paid!, 3, 0, 1)).toBe(12741)
    // One by one, the three refunds sum to what the line cost the shopper, never to 3 × 14.990.
    const oneByOne = [0, 1, 2].map((done) => unitsRefund(paid!, 3, done, 1))
    expect(oneByOne.reduce((a, b) => a + b, 0)).toBe(paid)
    expect(unitsRefund(paid!, 3, 0, 3)).toBe(paid)
  })

  it('coupon shares are whole pesos by largest remainder and sum exactly to the discount', () => {
    const lines = [
      { qty: 1, price: 9990 },
      { qty: 2, price: 4990 },
      { qty: 3, price: 3333 },
    ]
    const shares = couponShares(lines, 1001)
    expect(shares.every(Number.isInteger)).toBe(true)
    expect(shares.reduce((a, b) => a + b, 0)).toBe(1001)
    // Exact shares 333.68, 333.34 and 333.98: the floors leave two pesos, for the two largest fractions.
    expect(shares).toEqual([334, 333, 334])
  })

  it('no coupon: a line gives back its price per unit; nothing refunds more than the line', () => {
    expect(linesPaid([{ qty: 2, price: 5000 }], 0)).toEqual([10000])
    expect(unitsRefund(10000, 2, 1, 5)).toBe(5000)
    expect(couponShares([{ qty: 1, price: 1000 }], 5000)).toEqual([1000])
  })

  it('gives the shipping back once: what is left is the shipping less the refunds that gave it back', () => {
    expect(shippingLeft(3990, [])).toBe(3990)
    expect(shippingLeft(3990, [{ status: 'done', shipping: 0 }])).toBe(3990)
    // One Webpay refused gave nothing back.
    expect(shippingLeft(3990, [{ status: 'failed', shipping: 3990 }])).toBe(3990)
    expect(shippingLeft(3990, [{ status: 'done', shipping: 3990 }])).toBe(0)
    expect(shippingLeft(0, [])).toBe(0)
  })
})
