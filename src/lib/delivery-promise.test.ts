import { describe, expect, it } from 'vitest'
import { addWorkingDays, deliveryPromise, dispatchDay, isWorkingDay, longDay } from './delivery-promise'
import { santiagoToUtc } from './santiago-time'

// Chile's 2026 public holidays around the dates used here (the real calendar is tested in the API's adapter).
const holidays = new Set(['2026-12-08', '2026-12-25', '2027-01-01', '2026-09-18', '2026-09-19'])
const isHoliday = (day: string) => holidays.has(day)
const at = (y: number, m: number, d: number, h: number, min = 0) => santiagoToUtc(y, m, d, h, min)

describe('working days', () => {
  it('skips weekends and holidays', () => {
    expect(isWorkingDay('2026-11-24', isHoliday)).toBe(true) // Tuesday
    expect(isWorkingDay('2026-11-28', isHoliday)).toBe(false) // Saturday
    expect(isWorkingDay('2026-12-08', isHoliday)).toBe(false) // Inmaculada Concepción, Tuesday
    expect(addWorkingDays('2026-12-04', 1, isHoliday)).toBe('2026-12-07') // Friday + 1 → Monday
    expect(addWorkingDays('2026-12-07', 1, isHoliday)).toBe('2026-12-09') // Monday + 1 skips the 8th
    expect(addWorkingDays('2026-12-24', 1, isHoliday)).toBe('2026-12-28') // Christmas Friday and the weekend
  })
})

describe('dispatch day and cut-off', () => {
  it('leaves today before 13:00 on a working day, tomorrow after', () => {
    expect(dispatchDay(at(2026, 11, 24, 12, 59), 13, isHoliday)).toBe('2026-11-24')
    expect(dispatchDay(at(2026, 11, 24, 13, 0), 13, isHoliday)).toBe('2026-11-25')
  })

  it('waits for Monday over a weekend and for the next working day over a holiday', () => {
    expect(dispatchDay(at(2026, 11, 27, 15), 13, isHoliday)).toBe('2026-11-30') // Friday afternoon
    expect(dispatchDay(at(2026, 11, 28, 10), 13, isHoliday)).toBe('2026-11-30') // Saturday morning
    expect(dispatchDay(at(2026, 12, 8, 9), 13, isHoliday)).toBe('2026-12-09') // holiday morning
    expect(dispatchDay(at(2026, 9, 17, 14), 13, isHoliday)).toBe('2026-09-21') // before Fiestas Patrias
  })

  it('reads the hour in Santiago, not in UTC (summer time, UTC-3)', () => {
    // 15:30 UTC is 12:30 in Santiago in November: still before the cut-off.
    expect(dispatchDay(new Date('2026-11-24T15:30:00Z'), 13, isHoliday)).toBe('2026-11-24')
    expect(dispatchDay(new Date('2026-11-24T16:30:00Z'), 13, isHoliday)).toBe('2026-11-25')
  })
})

describe('deliveryPromise', () => {
  it('adds the zone days after dispatch for home delivery', () => {
    expect(
      deliveryPromise(at(2026, 11, 24, 10), { method: 'delivery', zoneDays: 2, cutoffHour: 13 }, isHoliday),
    ).toEqual({
      method: 'delivery',
      dispatch: '2026-11-24',
      date: '2026-11-26',
    })
    // Friday after the cut-off, Gran Santiago: leaves Monday the 7th; the 8th is a holiday, so Thursday the 10th.
    expect(
      deliveryPromise(at(2026, 12, 4, 18), { method: 'delivery', zoneDays: 2, cutoffHour: 13 }, isHoliday).date,
    ).toBe('2026-12-10')
  })

  it('promises pick-up on the dispatch day', () => {
    expect(deliveryPromise(at(2026, 12, 7, 16), { method: 'pickup', zoneDays: 0, cutoffHour: 13 }, isHoliday)).toEqual({
      method: 'pickup',
      dispatch: '2026-12-09',
      date: '2026-12-09',
    })
  })
})

describe('longDay', () => {
  it('writes the day the way the shop does in each language', () => {
    expect(longDay('2026-11-26', 'es')).toBe('jueves 26 de noviembre')
    expect(longDay('2026-11-26', 'en')).toBe('Thursday, November 26')
  })
})
