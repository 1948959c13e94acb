import { describe, expect, it } from 'vitest'
import {
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatDay,
  formatDeadline,
  formatShortDateTime,
  formatShortDay,
  formatTime,
  formatWeekdayDate,
} from './dates'

// An order placed at 23:35 in Santiago on Thursday 26 November 2026 (summer time, UTC−3) is stored as 02:35 UTC on
// the 27th: every text of it must say the 26th, at 23:35.
const LATE_ORDER = '2026-11-27T02:35:00.000Z'

describe('the shop writes instants in Santiago time', () => {
  it('gives the Santiago day, not the UTC one', () => {
    expect(formatDate(LATE_ORDER, 'es')).toBe('26 de noviembre de 2026')
    expect(formatDate(LATE_ORDER, 'en')).toBe('November 26, 2026')
  })

  it('writes times on a 24-hour clock in Spanish and in one English style', () => {
    expect(formatTime(LATE_ORDER, 'es')).toBe('23:35')
    expect(formatTime(LATE_ORDER, 'en')).toMatch(/^11:35\sPM$/)
    expect(formatDateTime(LATE_ORDER, 'es')).toBe('26 de noviembre de 2026, 23:35')
    expect(formatDateTime(LATE_ORDER, 'en')).toMatch(/^November 26, 2026, 11:35\sPM$/)
    expect(formatShortDateTime(LATE_ORDER, 'es')).toBe('26-11-2026 23:35')
    expect(formatShortDateTime(LATE_ORDER, 'en')).toMatch(/^Nov 26, 2026, 11:35\sPM$/)
  })

  it('writes a deadline with its weekday, without the comma es-CL puts after it', () => {
    expect(formatDeadline(LATE_ORDER, 'es')).toBe('jueves 26 de noviembre, 23:35')
    expect(formatDeadline(LATE_ORDER, 'en')).toMatch(/^Thursday, November 26, 11:35\sPM$/)
    expect(formatWeekdayDate(LATE_ORDER, 'es', { year: true })).toBe('jueves 26 de noviembre de 2026')
  })

  it('follows the winter offset too (UTC−4)', () => {
    expect(formatDateTime('2026-06-15T03:30:00Z', 'es')).toBe('14 de junio de 2026, 23:30')
  })

  it('reads any locale tag as one of the two languages, and empty or broken values as nothing', () => {
    expect(formatDate(LATE_ORDER, 'en-GB')).toBe('November 26, 2026')
    expect(formatDate(LATE_ORDER, 'es-CL')).toBe('26 de noviembre de 2026')
    expect(formatDate(null, 'es')).toBe('')
    expect(formatDate('not a date', 'es')).toBe('')
  })
})

describe('calendar days are written as they are', () => {
  it('never moves a promised day across midnight', () => {
    expect(formatDay('2026-11-26', 'es')).toBe('jueves 26 de noviembre')
    expect(formatDay('2026-11-26', 'en')).toBe('Thursday, November 26')
    expect(formatDay('2026-12-05', 'es', { year: true })).toBe('sábado 5 de diciembre de 2026')
    expect(formatCalendarDate('2026-12-01', 'es')).toBe('1 de diciembre de 2026')
    expect(formatShortDay('2026-11-26', 'es')).toMatch(/^jue\.?,? 26 nov/)
    expect(formatDay('', 'es')).toBe('')
  })
})
