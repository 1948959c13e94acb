import { describe, expect, it } from 'vitest'
import { isChileanPublicHoliday } from './holidays'

describe("Chile's public holidays", () => {
  it('knows the fixed and the moved ones', () => {
    expect(isChileanPublicHoliday('2026-09-18')).toBe(true) // Fiestas Patrias
    expect(isChileanPublicHoliday('2026-12-08')).toBe(true) // Inmaculada Concepción
    expect(isChileanPublicHoliday('2026-12-25')).toBe(true)
    expect(isChileanPublicHoliday('2027-01-01')).toBe(true)
    expect(isChileanPublicHoliday('2026-06-29')).toBe(true) // San Pedro y San Pablo, on its Monday in 2026
  })

  it('does not close on working days, nor on bank-only days', () => {
    expect(isChileanPublicHoliday('2026-11-24')).toBe(false)
    expect(isChileanPublicHoliday('2026-12-31')).toBe(false)
  })
})
