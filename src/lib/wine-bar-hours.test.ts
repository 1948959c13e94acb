import { describe, expect, it } from 'vitest'
import {
  TABLE_BOOKING_DAYS_AHEAD,
  addDays,
  availableSlots,
  bookingWindow,
  checkTableSlot,
  firstBookableDate,
  isIsoDate,
  santiagoNow,
  slotsOn,
  weekdayOf,
} from './wine-bar-hours'

const at = (iso: string) => new Date(iso)

describe('santiagoNow (America/Santiago wall clock)', () => {
  it('reads summer time (UTC-3) and winter time (UTC-4) from the instant', () => {
    expect(santiagoNow(at('2026-01-15T21:30:00Z'))).toEqual({ date: '2026-01-15', minutes: 18 * 60 + 30 })
    expect(santiagoNow(at('2026-07-15T22:30:00Z'))).toEqual({ date: '2026-07-15', minutes: 18 * 60 + 30 })
  })

  it('the local date is not the UTC date in the evening', () => {
    // 01:00 UTC on the 16th is 22:00 of the 15th in Santiago (summer).
    expect(santiagoNow(at('2026-01-16T01:00:00Z')).date).toBe('2026-01-15')
  })

  it('September: clocks jump from 24:00 to 01:00 on the first Sunday (6 Sep 2026)', () => {
    expect(santiagoNow(at('2026-09-06T03:30:00Z'))).toEqual({ date: '2026-09-05', minutes: 23 * 60 + 30 })
    expect(santiagoNow(at('2026-09-06T04:30:00Z'))).toEqual({ date: '2026-09-06', minutes: 1 * 60 + 30 })
  })

  it('April: clocks fall back from 24:00 to 23:00 on the first Sunday (5 Apr 2026), so 23:30 happens twice', () => {
    expect(santiagoNow(at('2026-04-05T02:30:00Z'))).toEqual({ date: '2026-04-04', minutes: 23 * 60 + 30 })
    expect(santiagoNow(at('2026-04-05T03:30:00Z'))).toEqual({ date: '2026-04-04', minutes: 23 * 60 + 30 })
  })
})

describe('opening hours and slots (seeded wine-bar page: Tue–Sat 18:00–00:30, Sun 13:00–18:00)', () => {
  it('half-hour slots from opening to an hour before closing; Monday closed', () => {
    expect(weekdayOf('2026-12-01')).toBe(2) // Tuesday
    expect(slotsOn('2026-12-01')).toEqual([
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
      '21:00',
      '21:30',
      '22:00',
      '22:30',
      '23:00',
      '23:30',
    ])
    expect(slotsOn('2026-12-06')).toEqual([
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
    ])
    expect(slotsOn('2026-12-07')).toEqual([]) // Monday
  })

  it('today only offers slots later than now (Santiago time)', () => {
    // Thursday 15 Jan 2026, 19:10 in Santiago (22:10 UTC, summer).
    const now = at('2026-01-15T22:10:00Z')
    expect(availableSlots('2026-01-15', now)[0]).toBe('19:30')
    expect(checkTableSlot('2026-01-15', '19:00', now)).toBe('past')
    expect(checkTableSlot('2026-01-15', '19:30', now)).toBe('ok')
    // Tomorrow is untouched by the time of day.
    expect(availableSlots('2026-01-16', now)[0]).toBe('18:00')
  })

  it('today after the last seating: no slots; the first bookable date is the next open day', () => {
    // Saturday 4 Apr 2026 at 23:45 local — the night the clocks fall back (03:45 UTC is still Saturday locally).
    const saturdayNight = at('2026-04-05T03:45:00Z')
    expect(santiagoNow(saturdayNight).date).toBe('2026-04-04')
    expect(availableSlots('2026-04-04', saturdayNight)).toEqual([])
    expect(firstBookableDate(saturdayNight)).toBe('2026-04-05') // Sunday lunch
    // Sunday 18:30 (winter, UTC-4 → 22:30 UTC): Sunday is over and Monday is closed → Tuesday.
    const sundayEvening = at('2026-04-05T22:30:00Z')
    expect(availableSlots('2026-04-05', sundayEvening)).toEqual([])
    expect(checkTableSlot('2026-04-06', '18:00', sundayEvening)).toBe('closed')
    expect(firstBookableDate(sundayEvening)).toBe('2026-04-07')
  })

  it('on the September DST night the last seating is judged on local time', () => {
    // Saturday 5 Sep 2026 at 23:10 local (UTC-4) = 03:10 UTC on the 6th.
    const now = at('2026-09-06T03:10:00Z')
    expect(checkTableSlot('2026-09-05', '23:30', now)).toBe('ok')
    expect(checkTableSlot('2026-09-05', '23:00', now)).toBe('past')
  })

  it('the booking window runs from today to 60 days ahead', () => {
    const now = at('2026-01-15T15:00:00Z')
    expect(bookingWindow(now)).toEqual({ min: '2026-01-15', max: addDays('2026-01-15', TABLE_BOOKING_DAYS_AHEAD) })
    expect(bookingWindow(now).max).toBe('2026-03-16')
    expect(checkTableSlot('2026-01-14', '19:00', now)).toBe('out-of-range')
    expect(checkTableSlot('2026-03-17', '19:00', now)).toBe('out-of-range')
    expect(checkTableSlot('2026-03-14', '19:00', now)).toBe('ok') // a Saturday inside the window
    expect(availableSlots('2026-03-17', now)).toEqual([])
  })

  it('refuses hours that are not slots and dates that do not exist', () => {
    const now = at('2026-01-15T15:00:00Z')
    expect(checkTableSlot('2026-01-16', '19:15', now)).toBe('not-a-slot')
    expect(checkTableSlot('2026-01-16', '17:30', now)).toBe('not-a-slot')
    expect(checkTableSlot('2026-01-16', '00:00', now)).toBe('not-a-slot')
    expect(isIsoDate('2026-02-30')).toBe(false)
    expect(checkTableSlot('2026-02-30', '19:00', now)).toBe('invalid-date')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
  })
})
