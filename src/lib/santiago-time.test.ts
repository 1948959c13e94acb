import { describe, expect, it } from 'vitest'
import {
  eventDateLabels,
  santiagoIso,
  santiagoMonthKey,
  santiagoOffsetMinutes,
  santiagoParts,
  santiagoToUtc,
} from './santiago-time'

// Event times: stored in UTC, shown in America/Santiago (migration 0006). Chile changes its clocks at local
// midnight: back to UTC-4 on the first Sunday of April, forward to UTC-3 on the first Sunday of September.

describe('santiagoToUtc', () => {
  it('uses UTC-3 in the southern summer and UTC-4 in winter', () => {
    expect(santiagoToUtc(2026, 12, 3, 19, 0).toISOString()).toBe('2026-12-03T22:00:00.000Z')
    expect(santiagoToUtc(2026, 7, 2, 19, 0).toISOString()).toBe('2026-07-02T23:00:00.000Z')
  })

  it('crosses the April change: Saturday 19:00 is UTC-3, Sunday 19:00 is UTC-4', () => {
    expect(santiagoToUtc(2026, 4, 4, 19, 0).toISOString()).toBe('2026-04-04T22:00:00.000Z')
    expect(santiagoToUtc(2026, 4, 5, 19, 0).toISOString()).toBe('2026-04-05T23:00:00.000Z')
  })

  it('crosses the September change the other way', () => {
    expect(santiagoToUtc(2026, 9, 5, 19, 30).toISOString()).toBe('2026-09-05T23:30:00.000Z')
    expect(santiagoToUtc(2026, 9, 6, 19, 30).toISOString()).toBe('2026-09-06T22:30:00.000Z')
  })

  it('starts the first Sunday of September at 01:00, the first minute that exists that day', () => {
    // 6 September 2026: the clocks jump from 00:00 to 01:00, so the day starts at 04:00 UTC, not 03:00 (which is
    // still 23:00 on Saturday, so a coupon or sale ending on Saturday would close an hour early).
    expect(santiagoToUtc(2026, 9, 6, 0).toISOString()).toBe('2026-09-06T04:00:00.000Z')
    // A time inside the skipped hour moves forward by the gap, as Temporal's 'compatible' reading does.
    expect(santiagoToUtc(2026, 9, 6, 0, 30).toISOString()).toBe('2026-09-06T04:30:00.000Z')
    expect(santiagoToUtc(2026, 9, 6, 1).toISOString()).toBe('2026-09-06T04:00:00.000Z')
    expect(santiagoToUtc(2026, 9, 5, 23, 59).toISOString()).toBe('2026-09-06T03:59:00.000Z')
  })

  it('round-trips through santiagoParts', () => {
    const utc = santiagoToUtc(2027, 1, 15, 21, 30)
    expect(santiagoParts(utc)).toMatchObject({ year: 2027, month: 1, day: 15, hour: 21, minute: 30 })
  })
})

describe('offsets and ISO with offset', () => {
  it('reads the offset on each side of the April change (local midnight)', () => {
    expect(santiagoOffsetMinutes('2026-04-05T02:30:00Z')).toBe(-180)
    expect(santiagoOffsetMinutes('2026-04-05T03:30:00Z')).toBe(-240)
  })

  it('writes schema.org dates with the offset of that day', () => {
    expect(santiagoIso('2026-12-03T22:00:00Z')).toBe('2026-12-03T19:00:00-03:00')
    expect(santiagoIso('2026-07-02T23:00:00Z')).toBe('2026-07-02T19:00:00-04:00')
  })

  it('groups by the Santiago month, not the UTC one', () => {
    // 22:30 on 31 December in Santiago is already January in UTC.
    expect(santiagoMonthKey('2027-01-01T01:30:00Z')).toBe('2026-12')
  })
})

describe('eventDateLabels', () => {
  const start = '2026-12-03T22:00:00Z'
  const end = '2026-12-04T00:30:00Z'

  it('Spanish: day, short month, weekday, 24-hour times', () => {
    expect(eventDateLabels(start, end, 'es')).toEqual({
      day: '3',
      monthShort: 'dic',
      weekday: 'jueves',
      time: '19:00',
      timeRange: '19:00 – 21:30',
      longDate: 'jueves 3 de diciembre',
      monthHeading: 'Diciembre 2026',
      endLongDate: 'jueves 3 de diciembre',
      multiDay: false,
    })
  })

  it('marks a course of several weekly sessions as multi-day, with its last day', () => {
    const labels = eventDateLabels('2026-12-03T22:00:00Z', '2026-12-25T00:30:00Z', 'es')
    expect(labels).toMatchObject({
      multiDay: true,
      longDate: 'jueves 3 de diciembre',
      endLongDate: 'jueves 24 de diciembre',
    })
    expect(labels.timeRange).toBe('19:00 – 21:30')
  })

  it('English: 12-hour times and English names', () => {
    const labels = eventDateLabels(start, end, 'en')
    expect(labels).toMatchObject({ day: '3', monthShort: 'Dec', weekday: 'Thursday', monthHeading: 'December 2026' })
    expect(labels.time).toMatch(/^7:00\sPM$/)
    expect(labels.longDate).toBe('Thursday, December 3')
  })

  it('shows the Santiago day when UTC has already moved to the next one', () => {
    expect(eventDateLabels('2026-07-03T02:30:00Z', '2026-07-03T03:30:00Z', 'es')).toMatchObject({
      day: '2',
      weekday: 'jueves',
      time: '22:30',
    })
  })
})
