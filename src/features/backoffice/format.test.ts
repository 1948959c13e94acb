import { describe, expect, it } from 'vitest'
import { calendarDay } from './format'

describe('calendarDay', () => {
  // The current year is Santiago's at `now` (passed in, so the test does not depend on today's date).
  const now = Date.parse('2026-06-15T15:00:00Z')

  it('writes the year when the day is not in the current year, in both languages', () => {
    expect(calendarDay('2023-12-30', 'es', now)).toBe('sáb, 30 dic 2023')
    expect(calendarDay('2023-12-30', 'en', now)).toBe('Sat, Dec 30, 2023')
    expect(calendarDay('2027-01-02', 'es', now)).toContain('2027')
  })

  it('leaves it out within the current year', () => {
    expect(calendarDay('2026-12-30', 'es', now)).toBe('mié, 30 dic')
    expect(calendarDay('2026-12-30', 'en', now)).toBe('Wed, Dec 30')
  })

  it('takes the year in Santiago: 31 December 22:00 there is still the old year', () => {
    expect(calendarDay('2026-01-01', 'es', Date.parse('2027-01-01T01:00:00Z'))).toBe('jue, 1 ene')
  })
})
