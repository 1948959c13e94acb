import { describe, expect, it } from 'vitest'
import {
  GOURMET_TYPE,
  basePrice,
  cartTotals,
  checkoutTotals,
  couponDiscount,
  discountPercent,
  exactPercent,
  isSoldOut,
  lineTotals,
  orderTotals,
} from './totals'

const WINE = 'App\\Models\\Wine'

describe('line totals (docs/product.md, Numbers and limits)', () => {
  it('discounts (reference − price) × qty when the reference is higher, subtotal on the reference', () => {
    expect(lineTotals({ qty: 2, price: 8990, reference_price: 10990, product_type: WINE })).toEqual({
      subtotal: 21980,
      amount: 17980,
      discount: 4000,
    })
  })
  it('gourmet products build the subtotal on the price and carry no line discount', () => {
    expect(lineTotals({ qty: 3, price: 4500, reference_price: 5200, product_type: GOURMET_TYPE })).toEqual({
      subtotal: 13500,
      amount: 13500,
      discount: 0,
    })
  })
  it('items without a numeric reference price use the price', () => {
    expect(basePrice({ qty: 1, price: 12990, reference_price: null })).toBe(12990)
    expect(basePrice({ qty: 1, price: 12990, reference_price: 'Consultar' })).toBe(12990)
    expect(basePrice({ qty: 1, price: 12990 })).toBe(12990)
    expect(basePrice({ qty: 1, price: 12990, reference_price: '14990' })).toBe(14990)
  })
  it('a reference below the price is not a discount', () => {
    expect(lineTotals({ qty: 1, price: 9990, reference_price: 8990 })).toEqual({
      subtotal: 9990,
      amount: 9990,
      discount: 0,
    })
  })
})

describe('discount percent (docs/product.md, Numbers and limits: rounded discount ÷ subtotal × 100)', () => {
  it('rounds to the nearest whole percent', () => {
    expect(discountPercent(4000, 21980)).toBe(18) // 18.198…
    expect(discountPercent(1000, 3000)).toBe(33)
    expect(discountPercent(2000, 3000)).toBe(67)
  })
  it('is 0 with no subtotal or no discount', () => {
    expect(discountPercent(0, 0)).toBe(0)
    expect(discountPercent(0, 5000)).toBe(0)
  })
})

describe('cart totals', () => {
  it('sums a mixed cart: discounted wine, gourmet and a wine with text reference', () => {
    const totals = cartTotals([
      { qty: 2, price: 8990, reference_price: 10990, product_type: WINE },
      { qty: 1, price: 4500, reference_price: 5200, product_type: GOURMET_TYPE },
      { qty: 1, price: 15990, reference_price: 'N/A', product_type: WINE },
    ])
    expect(totals).toEqual({
      quantity: 4,
      subtotal: 21980 + 4500 + 15990,
      amount: 17980 + 4500 + 15990,
      discount: 4000,
      discount_percent: Math.round((4000 / (21980 + 4500 + 15990)) * 100),
    })
    expect(totals.amount).toBe(totals.subtotal - totals.discount)
  })
  it('an empty cart is all zeros', () => {
    expect(cartTotals([])).toEqual({ quantity: 0, subtotal: 0, amount: 0, discount: 0, discount_percent: 0 })
  })
})

describe('coupons and checkout totals', () => {
  it('percent coupons round, fixed coupons never exceed the amount', () => {
    expect(couponDiscount('percent', 10, 17985)).toBe(1799)
    expect(couponDiscount('fixed', 5000, 3000)).toBe(3000)
    expect(couponDiscount('percent', 150, 1000)).toBe(1000)
  })
  it('total = amount − coupon + shipping + gift box; discount % includes the coupon', () => {
    const t = checkoutTotals([{ qty: 2, price: 9000, reference_price: 10000, product_type: WINE }], {
      coupon: { kind: 'percent', value: 10 },
      shipping: 3990,
      giftBox: 2000,
    })
    expect(t).toEqual({
      quantity: 2,
      subtotal: 20000,
      product_discount: 2000,
      coupon_discount: 1800,
      discount: 3800,
      discount_percent: 19,
      shipping: 3990,
      gift_box: 2000,
      total: 18000 - 1800 + 3990 + 2000,
    })
  })
})

describe('what a shopper is shown agrees with the lines', () => {
  it('shows a percentage only when it is the true one', () => {
    // 21.000 off 68.990 is 30,4 %: no "30 %" beside it.
    expect(exactPercent(21000, 68990)).toBeNull()
    expect(exactPercent(5000, 50000)).toBe(10)
    expect(exactPercent(2500, 10000)).toBe(25)
    expect(exactPercent(0, 10000)).toBeNull()
    expect(exactPercent(100, 0)).toBeNull()
  })

  it('does not charge a sold-out line in the cart', () => {
    const lines = [
      { qty: 1, price: 47990, reference_price: 68990, product_type: WINE, stock: 3 },
      { qty: 2, price: 10000, reference_price: null, product_type: WINE, stock: 0 },
    ]
    expect(isSoldOut(lines[1]!)).toBe(true)
    expect(cartTotals(lines)).toMatchObject({ quantity: 1, subtotal: 68990, discount: 21000, amount: 47990 })
    expect(checkoutTotals(lines).total).toBe(47990)
  })

  it("rebuilds an order's totals from its stored columns", () => {
    const stored = {
      subtotal: 68990,
      product_discount: 21000,
      coupon_discount: 0,
      discount: 21000,
      shipping: 3990,
      gift_box: 0,
      total: 51980,
    }
    expect(orderTotals(stored, [{ qty: 1 }])).toMatchObject({ ...stored, quantity: 1 })
  })
})
