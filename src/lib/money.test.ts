import { describe, expect, it } from 'vitest'
import { formatCLP } from './money'

describe('formatCLP (docs/product.md, The shop and its people: es-CL, no decimals, $ prefix)', () => {
  it.each([
    [12990, '$12.990'],
    [0, '$0'],
    [990, '$990'],
    [1234567, '$1.234.567'],
    [12990.6, '$12.991'],
    [-2000, '-$2.000'],
    ['15990', '$15.990'],
  ])('%s → %s', (input, expected) => {
    expect(formatCLP(input)).toBe(expected)
  })

  it('groups thousands the English way for English readers, and says the pesos are Chilean', () => {
    expect(formatCLP(11990, 'en')).toBe('$11,990 CLP')
    expect(formatCLP(1234567, 'en')).toBe('$1,234,567 CLP')
    expect(formatCLP(-2000, 'en')).toBe('-$2,000 CLP')
    expect(formatCLP(0, 'en')).toBe('$0 CLP')
    expect(formatCLP(undefined, 'en')).toBe('')
  })

  it('groups exactly as Intl does for es-CL and en-US, across magnitudes', () => {
    const es = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 0 })
    const en = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
    const amounts = [0, 7, 10, 99, 100, 999, 1000, 1001, 9999, 10000, 99999, 100000, 999999, 1000000, 12345678]
    for (let n = 1; n < 10_000_000_000; n = Math.floor(n * 3.7) + 1) amounts.push(n)
    for (const n of amounts) {
      expect(formatCLP(n), String(n)).toBe(`$${es.format(n)}`)
      expect(formatCLP(n, 'en'), String(n)).toBe(`$${en.format(n)} CLP`)
      expect(formatCLP(-n), String(-n)).toBe(n === 0 ? '$0' : `-$${es.format(n)}`)
    }
  })

  it('renders nothing for values that are not numbers', () => {
    expect(formatCLP(undefined)).toBe('')
    expect(formatCLP('consultar')).toBe('')
  })
})
