import type { SeedSet } from '../index.ts'
import { insertRows } from '../sql.ts'
import { santiagoParts, santiagoToUtc } from '../../src/lib/santiago-time.ts'
import { SEED_EVENTS, VENUE, type SeedEvent } from './data.ts'

// docs/product.md, Pages /eventos: the wine bar's agenda (migration 0006 events + event_translations). Dates are computed from
// the moment the seed runs, in Santiago wall-clock time, so a fresh machine always shows upcoming events.

const DAY = 86_400_000

/** Stored format of migration 0006: ISO 8601 UTC, second precision. */
const iso = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z')

/** Santiago calendar date of the Monday after `now` (as a UTC midnight used only for calendar arithmetic). */
function nextMonday(now: Date): number {
  const p = santiagoParts(now)
  const today = Date.UTC(p.year, p.month - 1, p.day)
  const weekday = new Date(today).getUTCDay() // 0 Sunday … 6 Saturday
  return today + ((8 - weekday) % 7 || 7) * DAY
}

/** Start and end (UTC) of an event; a course ends with its last session. */
export function eventTimes(event: SeedEvent, now: Date): { starts_at: string; ends_at: string } {
  const monday = nextMonday(now)
  const at = (week: number, [hour, minute]: [number, number]) => {
    const day = new Date(monday + (week * 7 + event.weekday - 1) * DAY)
    return santiagoToUtc(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), hour, minute)
  }
  return {
    starts_at: iso(at(event.week, event.start)),
    ends_at: iso(at(event.week + (event.sessions ?? 1) - 1, event.end)),
  }
}

export function eventRows(now = new Date()) {
  const events = SEED_EVENTS.map((e, i) => ({
    id: i + 1,
    slug: e.slug,
    category: e.category,
    status: e.status ?? 'published',
    ...eventTimes(e, now),
    venue: VENUE,
    price: e.price,
    reference_price: e.reference_price ?? null,
    capacity: e.capacity,
    seats_taken: e.seats_taken,
    // Artwork generated from the category (src/features/events/art), one drawing for card and cover.
    frontend_image: `/img/e/${e.slug}.svg`,
    frontend_cover_image: `/img/e/${e.slug}.svg`,
  }))
  const translations = SEED_EVENTS.flatMap((e, i) =>
    (['es', 'en'] as const).map((locale) => ({
      event_id: i + 1,
      locale,
      title: e[locale].title,
      summary: e[locale].summary,
      body: e[locale].body,
      includes: e[locale].includes,
    })),
  )
  return { events, translations }
}

export const eventsSeed: SeedSet = {
  name: 'events',
  statements: () => {
    const { events, translations } = eventRows()
    return [...insertRows('events', events), ...insertRows('event_translations', translations)]
  },
}
