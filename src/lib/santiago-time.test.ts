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

// The instants naive date code gets wrong (the table of tests/api/calendar.test.ts, decision 038): an event starting
// at each one sits under its Santiago month and shows its Santiago day and hour, whatever day it is in UTC.
// prettier-ignore
const agenda = [
  { at: '2026-11-30T13:00:00Z', month: '2026-11', heading: 'Noviembre 2026', es: 'lunes 30 de noviembre', en: 'Monday, November 30', time: '10:00' },
  { at: '2026-12-02T22:00:00Z', month: '2026-12', heading: 'Diciembre 2026', es: 'miércoles 2 de diciembre', en: 'Wednesday, December 2', time: '19:00' },
  { at: '2026-12-05T02:58:00Z', month: '2026-12', heading: 'Diciembre 2026', es: 'viernes 4 de diciembre', en: 'Friday, December 4', time: '23:58' },
  { at: '2026-12-05T03:02:00Z', month: '2026-12', heading: 'Diciembre 2026', es: 'sábado 5 de diciembre', en: 'Saturday, December 5', time: '00:02' },
  { at: '2026-04-05T02:30:00Z', month: '2026-04', heading: 'Abril 2026', es: 'sábado 4 de abril', en: 'Saturday, April 4', time: '23:30' },
  { at: '2026-04-05T03:30:00Z', month: '2026-04', heading: 'Abril 2026', es: 'sábado 4 de abril', en: 'Saturday, April 4', time: '23:30' },
  { at: '2026-04-05T04:30:00Z', month: '2026-04', heading: 'Abril 2026', es: 'domingo 5 de abril', en: 'Sunday, April 5', time: '00:30' },
  { at: '2026-09-06T03:59:00Z', month: '2026-09', heading: 'Septiembre 2026', es: 'sábado 5 de septiembre', en: 'Saturday, September 5', time: '23:59' },
  { at: '2026-09-06T04:00:00Z', month: '2026-09', heading: 'Septiembre 2026', es: 'domingo 6 de septiembre', en: 'Sunday, September 6', time: '01:00' },
  { at: '2026-09-17T15:00:00Z', month: '2026-09', heading: 'Septiembre 2026', es: 'jueves 17 de septiembre', en: 'Thursday, September 17', time: '12:00' },
  { at: '2026-09-18T15:00:00Z', month: '2026-09', heading: 'Septiembre 2026', es: 'viernes 18 de septiembre', en: 'Friday, September 18', time: '12:00' },
  { at: '2026-09-19T15:00:00Z', month: '2026-09', heading: 'Septiembre 2026', es: 'sábado 19 de septiembre', en: 'Saturday, September 19', time: '12:00' },
  { at: '2026-09-20T15:00:00Z', month: '2026-09', heading: 'Septiembre 2026', es: 'domingo 20 de septiembre', en: 'Sunday, September 20', time: '12:00' },
  { at: '2026-12-24T15:59:00Z', month: '2026-12', heading: 'Diciembre 2026', es: 'jueves 24 de diciembre', en: 'Thursday, December 24', time: '12:59' },
  { at: '2026-12-25T13:00:00Z', month: '2026-12', heading: 'Diciembre 2026', es: 'viernes 25 de diciembre', en: 'Friday, December 25', time: '10:00' },
  { at: '2027-01-01T02:30:00Z', month: '2026-12', heading: 'Diciembre 2026', es: 'jueves 31 de diciembre', en: 'Thursday, December 31', time: '23:30' },
  { at: '2027-02-01T00:30:00Z', month: '2027-01', heading: 'Enero 2027', es: 'domingo 31 de enero', en: 'Sunday, January 31', time: '21:30' },
  { at: '2027-02-01T12:00:00Z', month: '2027-02', heading: 'Febrero 2027', es: 'lunes 1 de febrero', en: 'Monday, February 1', time: '09:00' },
]

describe.each(agenda)('an event starting at $at', (row) => {
  it('is listed under its Santiago month with its Santiago day and hour', () => {
    const end = new Date(Date.parse(row.at) + 2 * 3_600_000).toISOString()
    expect(santiagoMonthKey(row.at)).toBe(row.month)
    expect(eventDateLabels(row.at, end, 'es')).toMatchObject({
      longDate: row.es,
      monthHeading: row.heading,
      time: row.time,
      multiDay: false,
    })
    expect(eventDateLabels(row.at, end, 'en').longDate).toBe(row.en)
  })
})
