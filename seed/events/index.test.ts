import { describe, expect, it } from 'vitest'
import { santiagoParts } from '~/lib/santiago-time'
import { eventReservationRows, eventRows } from './index.ts'

// The agenda is dated from the seed run (brief: 12 upcoming over ~10 weeks, 3 past, 1 cancelled), in Santiago time.
describe.each([
  ['a Monday in summer', new Date('2026-12-07T15:00:00Z')],
  ['a Sunday night (already Monday in UTC)', new Date('2026-12-14T02:30:00Z')],
  ['a Saturday before the April change', new Date('2027-03-27T20:00:00Z')],
  ['a winter Wednesday', new Date('2027-07-14T12:00:00Z')],
])('seed run on %s', (_label, now) => {
  const { events, translations } = eventRows(now)
  const upcoming = events.filter((e) => Date.parse(e.starts_at) > now.getTime())

  it('has 12 upcoming events within ten weeks, 3 past and 1 cancelled', () => {
    expect(events).toHaveLength(16)
    expect(upcoming).toHaveLength(13) // 12 published + the cancelled one (still upcoming)
    expect(upcoming.filter((e) => e.status === 'published')).toHaveLength(12)
    expect(events.filter((e) => e.status === 'cancelled')).toHaveLength(1)
    expect(events.filter((e) => Date.parse(e.starts_at) < now.getTime())).toHaveLength(3)
    const last = Math.max(...upcoming.map((e) => Date.parse(e.starts_at)))
    expect(last - now.getTime()).toBeLessThan(11 * 7 * 86_400_000)
  })

  it('starts on Thursday, Friday or Saturday evenings, Santiago time', () => {
    for (const e of events) {
      const p = santiagoParts(e.starts_at)
      const weekday = new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay()
      expect([4, 5, 6]).toContain(weekday)
      expect(p.hour).toBeGreaterThanOrEqual(19)
      expect(p.hour).toBeLessThanOrEqual(20)
      expect(e.ends_at > e.starts_at).toBe(true)
    }
  })

  it('has the states the storefront shows: sold out, almost full, free, early-bird', () => {
    const open = upcoming.filter((e) => e.status === 'published')
    expect(open.some((e) => e.seats_taken === e.capacity)).toBe(true)
    expect(open.some((e) => e.capacity - e.seats_taken > 0 && e.capacity - e.seats_taken <= 3)).toBe(true)
    expect(open.some((e) => e.price === 0)).toBe(true)
    expect(open.some((e) => e.reference_price !== null && e.reference_price > e.price)).toBe(true)
    expect(translations).toHaveLength(32)
    expect(translations.every((t) => t.includes.length > 0 && t.body.length > 0)).toBe(true)
  })
})

describe('the seed bookings', () => {
  it("add up to each event's taken seats, so the back-office's list matches the count", () => {
    const { events } = eventRows(new Date('2026-12-07T15:00:00Z'))
    const bookings = eventReservationRows(events)
    for (const e of events) {
      const booked = bookings.filter((b) => b.event_id === e.id).reduce((sum, b) => sum + Number(b.people), 0)
      expect(booked, e.slug).toBe(e.seats_taken)
    }
    expect(new Set(bookings.map((b) => b.code)).size).toBe(bookings.length)
    expect(bookings.every((b) => Number(b.people) >= 1 && Number(b.people) <= 10)).toBe(true)
  })
})
