import { describe, expect, it } from 'vitest'
import { createDeduper } from './dedupe'

describe('cart and shipping dedupe (docs/product.md, The API: 500 ms)', () => {
  it('skips the same key within 500 ms and lets it through afterwards', () => {
    let now = 1000
    const d = createDeduper(500, () => now)
    expect(d.isDuplicate('cart-1:sku-1:2')).toBe(false)
    now += 499
    expect(d.isDuplicate('cart-1:sku-1:2')).toBe(true)
    now += 1
    expect(d.isDuplicate('cart-1:sku-1:2')).toBe(false)
  })
  it('keys are independent (another sku, another cart, another commune)', () => {
    const d = createDeduper(500, () => 0)
    expect(d.isDuplicate('cart-1:sku-1')).toBe(false)
    expect(d.isDuplicate('cart-1:sku-2')).toBe(false)
    expect(d.isDuplicate('cart-2:sku-1')).toBe(false)
    expect(d.isDuplicate('shipping:cart-1:13101')).toBe(false)
  })
})
