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

const GUESTS = [
  ['Camila', 'Rojas'],
  ['Matías', 'González'],
  ['Valentina', 'Muñoz'],
  ['Benjamín', 'Díaz'],
  ['Josefa', 'Pérez'],
  ['Tomás', 'Soto'],
  ['Isidora', 'Contreras'],
  ['Agustín', 'Silva'],
  ['Florencia', 'Martínez'],
  ['Joaquín', 'Sepúlveda'],
  ['Antonia', 'Morales'],
  ['Vicente', 'Fuentes'],
] as const

/**
 * The bookings behind each event's taken seats: groups of one to four people adding up to exactly `seats_taken`,
 * so the storefront's "quedan N cupos" and the back-office's list of attendees tell the same story.
 */
export function eventReservationRows(events: ReturnType<typeof eventRows>['events']) {
  const rows: Record<string, string | number>[] = []
  let n = 0
  for (const event of events) {
    let left = event.seats_taken
    while (left > 0) {
      const people = Math.min(left, (n % 4) + 1)
      const [first, last] = GUESTS[n % GUESTS.length]!
      const user = `${first}.${last}`
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
      rows.push({
        code: `EV-SEED-${String(n + 1).padStart(4, '0')}`,
        event_id: event.id,
        people,
        unit_price: event.price,
        total: event.price * people,
        first_name: first,
        last_name: last,
        email: `${user}${n}@example.cl`,
        phone: `5691234${String(5000 + n).padStart(4, '0')}`,
        comment: '',
        locale: n % 5 === 4 ? 'en' : 'es',
        status: 'confirmed',
        created_at: new Date(Date.parse(event.starts_at) - (20 - (n % 15)) * 86_400_000).toISOString(),
      })
      left -= people
      n += 1
    }
  }
  return rows
}

export const eventsSeed: SeedSet = {
  name: 'events',
  statements: () => {
    const { events, translations } = eventRows()
    return [
      ...insertRows('events', events),
      ...insertRows('event_translations', translations),
      ...insertRows('event_reservations', eventReservationRows(events)),
    ]
  },
}
