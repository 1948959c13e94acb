import { describe, expect, it } from 'vitest'
import { badgeText, discountPercent, formatGrams, showOldPrice, suggestionPrice } from './price-display'

describe('price display rules (docs/product.md, Numbers and limits)', () => {
  it('strikes the old price only when reference_price differs from price', () => {
    expect(showOldPrice(7990, 9990)).toBe(true)
    expect(showOldPrice(9990, 9990)).toBe(false)
    expect(showOldPrice(9990, null)).toBe(false)
    // reference_price may be non-numeric text (docs/product.md, What the shop stores)
    expect(showOldPrice(9990, '12990')).toBe(true)
    expect(showOldPrice(9990, 'consultar')).toBe(false)
    expect(showOldPrice(9990, 0)).toBe(false)
  })
  it('a suggestion uses price, else reference_price', () => {
    expect(suggestionPrice(5990, 7990)).toBe(5990)
    expect(suggestionPrice(null, 7990)).toBe(7990)
    expect(suggestionPrice(0, 7990)).toBe(7990)
    expect(suggestionPrice(null, null)).toBeNull()
  })
  it('discount percent is rounded and zero without a higher reference', () => {
    expect(discountPercent(7990, 9990)).toBe(20)
    expect(discountPercent(9990, 9990)).toBe(0)
    expect(discountPercent(9990, 7990)).toBe(0)
    expect(discountPercent(8490, 9990)).toBe(15)
  })
  it('formats grams', () => {
    expect(formatGrams(250)).toBe('250 g')
    expect(formatGrams(1000)).toBe('1 kg')
    expect(formatGrams(1500)).toBe('1,5 kg')
    expect(formatGrams(1500, 'en')).toBe('1.5 kg')
    expect(formatGrams(null)).toBe('')
  })

  it('takes a percentage badge from the price line it sits beside, and keeps editorial labels', () => {
    // A salami at $1.990 instead of $2.990 whose stored label still says -20%: the badge says the price's -33%.
    expect(badgeText('-20%', 1990, 2990)).toBe('-33%')
    expect(badgeText('−15 %', 8490, 9990)).toBe('-15%')
    expect(badgeText('-20%', 9990, null)).toBeNull()
    expect(badgeText('-20%', 9990, 9990)).toBeNull()
    expect(badgeText('Nuevo', 1990, 2990)).toBe('Nuevo')
    expect(badgeText('Pieza entera', 9990, null)).toBe('Pieza entera')
    expect(badgeText('  ', 1990, 2990)).toBeNull()
  })
})
