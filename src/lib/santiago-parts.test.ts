import { describe, expect, it } from 'vitest'
import { santiagoParts, santiagoYear } from './santiago-parts'

describe('santiagoYear', () => {
  it("is Santiago's year, not UTC's, around New Year", () => {
    // Summer: Santiago is UTC−3, so 2027 begins there at 03:00 UTC.
    expect(santiagoYear('2027-01-01T02:59:59Z')).toBe(2026)
    expect(santiagoYear('2027-01-01T03:00:00Z')).toBe(2027)
    expect(santiagoYear('2026-12-31T23:30:00Z')).toBe(2026)
  })

  it('agrees with the zone rules every 20 minutes across two New Years and a winter day', () => {
    const spans = [
      ['2026-12-31T18:00:00Z', '2027-01-01T10:00:00Z'],
      ['2027-12-31T18:00:00Z', '2028-01-01T10:00:00Z'],
      ['2027-07-01T00:00:00Z', '2027-07-02T00:00:00Z'],
    ] as const
    for (const [from, to] of spans) {
      for (let t = Date.parse(from); t <= Date.parse(to); t += 20 * 60_000) {
        expect(santiagoYear(t), new Date(t).toISOString()).toBe(santiagoParts(t).year)
      }
    }
  })

  it('takes a Date, an ISO string or milliseconds', () => {
    const instant = '2027-06-15T12:00:00Z'
    expect(santiagoYear(new Date(instant))).toBe(2027)
    expect(santiagoYear(instant)).toBe(2027)
    expect(santiagoYear(Date.parse(instant))).toBe(2027)
  })
})
