// D1 access of the reservations (migration 0007). Seats and slot guests are taken with conditional writes inside
// one batch (docs/architecture.md, "Data"): the guarded statement's meta.changes says whether it landed, and the row that
// records the reservation is written only when it did (INSERT … SELECT … WHERE changes() = 1).
import type { Locale } from '~/lib/locale'
import * as clock from '../clock'
import type { FormSender } from '../public-form'

export interface EventRow {
  id: number
  slug: string
  status: 'draft' | 'published' | 'cancelled'
  starts_at: string
  price: number
  seats_left: number
  title: string
  venue: string
}

const EVENT_COLUMNS = `e.id, e.slug, e.status, e.starts_at, e.price, e.capacity - e.seats_taken AS seats_left, e.venue,
  coalesce(t.title, tes.title, e.slug) AS title`
const EVENT_JOINS = `LEFT JOIN event_translations t ON t.event_id = e.id AND t.locale = ?1
  LEFT JOIN event_translations tes ON tes.event_id = e.id AND tes.locale = 'es'`

/** Published, upcoming events with at least one seat left, soonest first (GET /events/selects). */
export async function listReservableEvents(d1: D1Database, locale: Locale, nowIso: string): Promise<EventRow[]> {
  const { results } = await d1
    .prepare(
      `SELECT ${EVENT_COLUMNS} FROM events e ${EVENT_JOINS}
       WHERE e.status = 'published' AND e.starts_at > ?2 AND e.capacity > e.seats_taken
       ORDER BY e.starts_at, e.id LIMIT 100`,
    )
    .bind(locale, nowIso)
    .all<EventRow>()
  return results
}

export async function findEvent(d1: D1Database, ref: number | string, locale: Locale): Promise<EventRow | null> {
  const byId = typeof ref === 'number' || /^\d+$/.test(ref)
  return d1
    .prepare(`SELECT ${EVENT_COLUMNS} FROM events e ${EVENT_JOINS} WHERE ${byId ? 'e.id = ?2' : 'e.slug = ?2'}`)
    .bind(locale, byId ? Number(ref) : ref)
    .first<EventRow>()
}

export interface EventReservationRow {
  code: string
  eventId: number
  people: number
  unitPrice: number
  firstName: string
  lastName: string
  email: string
  phone: string
  comment: string
  locale: Locale
}

/**
 * Takes `people` seats of a published, upcoming event and records the reservation, all or nothing. Returns false
 * when the event had not enough seats left, was cancelled or has started (nothing is written then).
 */
export async function takeSeats(d1: D1Database, r: EventReservationRow, nowIso: string): Promise<boolean> {
  const [update] = await d1.batch([
    d1
      .prepare(
        `UPDATE events SET seats_taken = seats_taken + ?1
         WHERE id = ?2 AND status = 'published' AND starts_at > ?3 AND capacity - seats_taken >= ?1`,
      )
      .bind(r.people, r.eventId, nowIso),
    d1
      .prepare(
        `INSERT INTO event_reservations (code, event_id, people, unit_price, total, first_name, last_name, email, phone, comment, locale, created_at)
         SELECT ?1, ?2, ?3, ?4, ?3 * ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11 WHERE changes() = 1`,
      )
      .bind(
        r.code,
        r.eventId,
        r.people,
        r.unitPrice,
        r.firstName,
        r.lastName,
        r.email,
        r.phone,
        r.comment,
        r.locale,
        nowIso,
      ),
  ])
  return (update?.meta.changes ?? 0) === 1
}

export interface TableReservationRow extends FormSender {
  code: string
  date: string
  hour: string
  people: number
  motive: string
}

/**
 * Counts the guests into their half-hour slot while it has room (`capacity`) and records the reservation, all or
 * nothing. Returns false when the slot is full for this party.
 */
export async function bookSlot(d1: D1Database, r: TableReservationRow, capacity: number): Promise<boolean> {
  const [upsert] = await d1.batch([
    d1
      .prepare(
        `INSERT INTO wine_bar_slots (slot_date, slot_time, guests) SELECT ?1, ?2, ?3 WHERE ?3 <= ?4
         ON CONFLICT (slot_date, slot_time) DO UPDATE SET guests = wine_bar_slots.guests + excluded.guests
         WHERE wine_bar_slots.guests + excluded.guests <= ?4`,
      )
      .bind(r.date, r.hour, r.people, capacity),
    d1
      .prepare(
        `INSERT INTO table_reservations (code, slot_date, slot_time, people, motive, first_name, last_name, email, phone, message, locale, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12 WHERE changes() = 1`,
      )
      .bind(
        r.code,
        r.date,
        r.hour,
        r.people,
        r.motive,
        r.firstName,
        r.lastName,
        r.email,
        r.phone,
        r.message,
        r.locale,
        clock.nowIso(),
      ),
  ])
  return (upsert?.meta.changes ?? 0) === 1
}

export async function slotGuests(d1: D1Database, date: string, hour: string): Promise<number> {
  const row = await d1
    .prepare('SELECT guests FROM wine_bar_slots WHERE slot_date = ?1 AND slot_time = ?2')
    .bind(date, hour)
    .first<{ guests: number }>()
  return row?.guests ?? 0
}
