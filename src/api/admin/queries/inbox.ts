import type { AdminEventSummary, AdminMessage, AdminTableReservation } from '~/contract/admin'
import type { Locale } from '~/lib/locale'
import { all, first } from '../../db/sql'
import { nowIso } from '../../clock'

// D1 access of the back-office's inbox: reservations and contact messages (../inbox.ts holds the rules and batches).

export interface UpcomingEventRow {
  id: number
  starts_at: string
  capacity: number
  seats_taken: number
  title: string
}

/** Up to 30 events that are not drafts starting from `since`, titled in `locale` (Spanish, then the slug, else). */
export function upcomingEventRows(d1: D1Database, locale: Locale, since: string): Promise<UpcomingEventRow[]> {
  return all<UpcomingEventRow>(
    d1,
    `SELECT e.id, e.starts_at, e.capacity, e.seats_taken,
            COALESCE((SELECT title FROM event_translations WHERE event_id = e.id AND locale = ?1),
                     (SELECT title FROM event_translations WHERE event_id = e.id AND locale = 'es'), e.slug) AS title
     FROM events e WHERE e.starts_at >= ?2 AND e.status <> 'draft' ORDER BY e.starts_at LIMIT 30`,
    locale,
    since,
  )
}

export function eventTitle(d1: D1Database, locale: Locale, id: number) {
  return first<{ title: string; slug: string }>(
    d1,
    `SELECT e.slug, COALESCE((SELECT title FROM event_translations WHERE event_id = e.id AND locale = ?1),
            (SELECT title FROM event_translations WHERE event_id = e.id AND locale = 'es'), e.slug) AS title
     FROM events e WHERE e.id = ?2`,
    locale,
    id,
  )
}

export type EventBookingRow = AdminEventSummary['reservations'][number] & { event_id: number }

/** The reservations of these events (at least one id), oldest first. */
export function eventBookings(d1: D1Database, eventIds: number[]): Promise<EventBookingRow[]> {
  return all<EventBookingRow>(
    d1,
    `SELECT id, event_id, code, people, total, first_name || ' ' || last_name AS name, email, phone, comment, status,
            handled_at, created_at
     FROM event_reservations WHERE event_id IN (${eventIds.map(() => '?').join(', ')}) ORDER BY created_at`,
    ...eventIds,
  )
}

export function tableReservationsOn(d1: D1Database, date: string): Promise<AdminTableReservation[]> {
  return all<AdminTableReservation>(
    d1,
    `SELECT id, code, slot_date, slot_time, people, motive, first_name || ' ' || last_name AS name, email, phone, message,
            status, handled_at, created_at
     FROM table_reservations WHERE slot_date = ? ORDER BY slot_time, created_at`,
    date,
  )
}

export type ReservationKind = 'event' | 'table'

const reservationTable = (kind: ReservationKind) => (kind === 'event' ? 'event_reservations' : 'table_reservations')

export interface ReservationRow {
  id: number
  code: string
  status: string
  people: number
  email: string
  locale: Locale
  event_id?: number
  slot_date?: string
  slot_time?: string
}

export function findReservation(d1: D1Database, kind: ReservationKind, id: number): Promise<ReservationRow | null> {
  return first<ReservationRow>(d1, `SELECT * FROM ${reservationTable(kind)} WHERE id = ?`, id)
}

/** Marks a confirmed booking handled; changes 0 when it was handled or cancelled already. */
export function markReservationHandled(d1: D1Database, kind: ReservationKind, id: number): D1PreparedStatement {
  return d1
    .prepare(
      `UPDATE ${reservationTable(kind)} SET handled_at = ? WHERE id = ? AND status = 'confirmed' AND handled_at IS NULL`,
    )
    .bind(nowIso(), id)
}

/** Cancels a confirmed booking; changes 0 when it was cancelled already. */
export function cancelReservationStatement(d1: D1Database, kind: ReservationKind, id: number): D1PreparedStatement {
  return d1
    .prepare(
      `UPDATE ${reservationTable(kind)} SET status = 'cancelled', handled_at = ? WHERE id = ? AND status = 'confirmed'`,
    )
    .bind(nowIso(), id)
}

/** Gives an event its seats back, only when the statement before it in the batch changed its row. */
export function freeEventSeats(d1: D1Database, eventId: number | undefined, people: number): D1PreparedStatement {
  return d1
    .prepare(`UPDATE events SET seats_taken = max(seats_taken - ?, 0) WHERE id = ? AND changes() = 1`)
    .bind(people, eventId)
}

/** Gives a wine-bar slot its places back, only when the statement before it in the batch changed its row. */
export function freeSlotGuests(
  d1: D1Database,
  slotDate: string | undefined,
  slotTime: string | undefined,
  people: number,
): D1PreparedStatement {
  return d1
    .prepare(
      `UPDATE wine_bar_slots SET guests = max(guests - ?, 0) WHERE slot_date = ? AND slot_time = ? AND changes() = 1`,
    )
    .bind(people, slotDate, slotTime)
}

/** `where` is one of the caller's fixed `WHERE answered_at …` clauses, or empty; rows are `{ n }`. */
export function messagesCountStatement(d1: D1Database, where: string): D1PreparedStatement {
  return d1.prepare(`SELECT count(*) AS n FROM contact_messages ${where}`)
}

const MESSAGE_COLUMNS = `id, kind, first_name || ' ' || last_name AS name, first_name, email, phone, motive, locale, message,
  company_name, business_name, rut, created_at, answered_at`

/** A message as the inbox reads it, before its motive is put in words and its replies added. */
export interface MessageRow extends Omit<AdminMessage, 'motive_label' | 'replies'> {
  first_name: string
}

/** One page of messages under the same `where`, newest first: rows are MessageRow. */
export function messagesPageStatement(
  d1: D1Database,
  where: string,
  limit: number,
  offset: number,
): D1PreparedStatement {
  return d1
    .prepare(
      `SELECT ${MESSAGE_COLUMNS} FROM contact_messages ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .bind(limit, offset)
}

/** Marks a message answered; changes 0 when it was answered already (or does not exist). */
export function markMessageAnswered(d1: D1Database, id: number, staffId: number): D1PreparedStatement {
  return d1
    .prepare(`UPDATE contact_messages SET answered_at = ?, answered_by = ? WHERE id = ? AND answered_at IS NULL`)
    .bind(nowIso(), staffId, id)
}

export async function messageExists(d1: D1Database, id: number): Promise<boolean> {
  return (await first(d1, 'SELECT 1 FROM contact_messages WHERE id = ?', id)) !== null
}

export function findMessage(d1: D1Database, id: number): Promise<MessageRow | null> {
  return first<MessageRow>(d1, `SELECT ${MESSAGE_COLUMNS} FROM contact_messages WHERE id = ?`, id)
}

export interface ReplyRow {
  id: number
  message_id: number
  seq: number
  body: string
  staff_name: string
  created_at: string
  mail_status: 'sending' | 'sent' | 'failed'
}

/** The replies of the given messages, oldest first within each. */
export function repliesOf(d1: D1Database, messageIds: number[]): Promise<ReplyRow[]> {
  if (!messageIds.length) return Promise.resolve([])
  return all<ReplyRow>(
    d1,
    `SELECT r.id, r.message_id, r.seq, r.body, r.mail_status, r.created_at,
            trim(u.first_name || ' ' || u.last_name) AS staff_name
     FROM contact_replies r JOIN users u ON u.id = r.staff_id
     WHERE r.message_id IN (SELECT value FROM json_each(?)) ORDER BY r.message_id, r.seq`,
    JSON.stringify(messageIds),
  )
}

export async function replyCount(d1: D1Database, messageId: number): Promise<number> {
  const row = await first<{ n: number }>(
    d1,
    'SELECT count(*) AS n FROM contact_replies WHERE message_id = ?',
    messageId,
  )
  return row?.n ?? 0
}

/**
 * Reply number `seen + 1` of a message, written only while the thread still has the `seen` replies the person read:
 * when two people answer at once, one INSERT changes a row and the other none.
 */
export function insertReplyStatement(
  d1: D1Database,
  reply: { messageId: number; seen: number; staffId: number; body: string; now: string },
): D1PreparedStatement {
  return d1
    .prepare(
      `INSERT INTO contact_replies (message_id, seq, staff_id, body, mail_status, created_at)
       SELECT ?1, ?2 + 1, ?3, ?4, 'sending', ?5
       WHERE EXISTS (SELECT 1 FROM contact_messages WHERE id = ?1)
         AND (SELECT count(*) FROM contact_replies WHERE message_id = ?1) = ?2`,
    )
    .bind(reply.messageId, reply.seen, reply.staffId, reply.body, reply.now)
}

/** Marks the message answered by the reply just written (the same batch); a message answered before stays as it was. */
export function answeredByReplyStatement(
  d1: D1Database,
  reply: { messageId: number; seq: number; staffId: number; now: string },
): D1PreparedStatement {
  return d1
    .prepare(
      `UPDATE contact_messages SET answered_at = ?4, answered_by = ?3
       WHERE id = ?1 AND answered_at IS NULL
         AND EXISTS (SELECT 1 FROM contact_replies WHERE message_id = ?1 AND seq = ?2 AND staff_id = ?3 AND created_at = ?4)`,
    )
    .bind(reply.messageId, reply.seq, reply.staffId, reply.now)
}

export function setReplyMailStatus(d1: D1Database, messageId: number, seq: number, status: 'sent' | 'failed') {
  return d1
    .prepare(`UPDATE contact_replies SET mail_status = ? WHERE message_id = ? AND seq = ? AND mail_status = 'sending'`)
    .bind(status, messageId, seq)
    .run()
}
