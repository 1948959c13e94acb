import { describe, expect, it } from 'vitest'
import { formatDecimal, groupThousands } from './decimal'

describe('numbers written by hand read as Intl writes them', () => {
  const values = [
    0,
    0.5,
    1,
    1.25,
    1.5,
    4.05,
    12.5,
    13.5,
    14,
    14.75,
    99.999,
    250,
    999.95,
    1000,
    1234.5,
    12990,
    1e6 + 0.1,
  ]
  for (let n = 0.013; n < 1e8; n = n * 3.3 + 0.07) values.push(n)

  it.each([1, 3])('with at most %i decimals, in Spanish and English', (digits) => {
    const es = new Intl.NumberFormat('es-CL', { maximumFractionDigits: digits })
    const en = new Intl.NumberFormat('en-US', { maximumFractionDigits: digits })
    for (const n of values) {
      expect(formatDecimal(n, 'es', digits), String(n)).toBe(es.format(n))
      expect(formatDecimal(n, 'en', digits), String(n)).toBe(en.format(n))
      expect(formatDecimal(-n, 'es', digits), String(-n)).toBe(es.format(-n).replace(/^-0$/, '0'))
    }
  })

  it('groups whole numbers by thousands', () => {
    expect(groupThousands('1234567', 'es')).toBe('1.234.567')
    expect(groupThousands('1234567', 'en')).toBe('1,234,567')
    expect(groupThousands('999', 'es')).toBe('999')
  })
})
