import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import type {
  AdminEventSummary,
  AdminMessage,
  AdminTableReservation,
  StaffMe,
  messagesQuerySchema,
} from '~/contract/admin'
import type { Paged } from '~/contract/paging'
import type { Locale } from '~/lib/locale'
import { HttpError, type ApiContext } from '../http'
import { perLocale } from '../i18n'
import { pageOf } from '../paging'
import { sendMailQuietly } from '../public-form'
import { auditStatement } from './queries/audit'
import { adminCopy } from './messages'

// Event and table reservations and the contact messages, as the staff work through them. A cancelled
// reservation gives its seats back in the same batch (events.seats_taken, wine_bar_slots.guests) and the
// person gets an e-mail in the language they booked in.

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"

export async function upcomingEvents(c: ApiContext): Promise<AdminEventSummary[]> {
  const d1 = c.var.d1
  const { results: events } = await d1
    .prepare(
      `SELECT e.id, e.starts_at, e.capacity, e.seats_taken,
              COALESCE((SELECT title FROM event_translations WHERE event_id = e.id AND locale = ?1),
                       (SELECT title FROM event_translations WHERE event_id = e.id AND locale = 'es'), e.slug) AS title
       FROM events e WHERE e.starts_at >= ?2 AND e.status <> 'draft' ORDER BY e.starts_at LIMIT 30`,
    )
    .bind(c.var.locale, new Date(Date.now() - 24 * 3600_000).toISOString())
    .all<{ id: number; starts_at: string; capacity: number; seats_taken: number; title: string }>()
  if (!events.length) return []
  const { results: bookings } = await d1
    .prepare(
      `SELECT id, event_id, code, people, total, first_name || ' ' || last_name AS name, email, phone, comment, status,
              handled_at, created_at
       FROM event_reservations WHERE event_id IN (${events.map(() => '?').join(', ')}) ORDER BY created_at`,
    )
    .bind(...events.map((e) => e.id))
    .all<AdminEventSummary['reservations'][number] & { event_id: number }>()
  return events.map((e) => ({
    id: e.id,
    title: e.title,
    starts_at: e.starts_at,
    capacity: e.capacity,
    booked: e.seats_taken,
    reservations: bookings.filter((b) => b.event_id === e.id).map(({ event_id: _e, ...b }) => b),
  }))
}

export async function tableReservations(c: ApiContext, date: string): Promise<AdminTableReservation[]> {
  const { results } = await c.var.d1
    .prepare(
      `SELECT id, code, slot_date, slot_time, people, motive, first_name || ' ' || last_name AS name, email, phone, message,
              status, handled_at, created_at
       FROM table_reservations WHERE slot_date = ? ORDER BY slot_time, created_at`,
    )
    .bind(date)
    .all<AdminTableReservation>()
  return results
}

// What the booker is told when staff confirm or cancel, in the language they booked in: [text, subject].
const reservationMail = perLocale((i18n) => ({
  confirmed: (code: string) =>
    [i18n._(msg`Tu reserva ${code} está confirmada.`), i18n._(msg`Reserva ${code} confirmada`)] as const,
  cancelled: (code: string) =>
    [
      i18n._(msg`Tu reserva ${code} fue cancelada. Si tienes dudas, responde a este correo.`),
      i18n._(msg`Reserva ${code} cancelada`),
    ] as const,
}))

export async function setReservationStatus(
  c: ApiContext,
  staff: StaffMe,
  kind: 'event' | 'table',
  id: number,
  status: 'confirmed' | 'cancelled',
) {
  const d1 = c.var.d1
  const table = kind === 'event' ? 'event_reservations' : 'table_reservations'
  const row = await d1.prepare(`SELECT * FROM ${table} WHERE id = ?`).bind(id).first<{
    id: number
    code: string
    status: string
    people: number
    email: string
    locale: Locale
    event_id?: number
    slot_date?: string
    slot_time?: string
  }>()
  if (!row) throw new HttpError(404, adminCopy(c.var.locale).reservationNotFound)
  const wasHandled = { sql: 'changes() = 1', bind: [] as unknown[] }
  const statements: D1PreparedStatement[] = [
    // Confirming marks a booking handled; cancelling a live one also frees its places. A cancelled booking stays
    // cancelled (its places may be gone), and acting twice is refused (409) rather than mailing the person twice.
    d1
      .prepare(
        status === 'confirmed'
          ? `UPDATE ${table} SET handled_at = ${NOW} WHERE id = ? AND status = 'confirmed' AND handled_at IS NULL`
          : `UPDATE ${table} SET status = 'cancelled', handled_at = ${NOW} WHERE id = ? AND status = 'confirmed'`,
      )
      .bind(id),
  ]
  // The audit row is written only when the update above changed the row; the seats follow the audit row.
  statements.push(
    auditStatement(
      d1,
      staff,
      {
        action: `reservation.${status === 'confirmed' ? 'confirm' : 'cancel'}`,
        entity: { type: 'reservation', id: `${kind}:${id}` },
        before: { status: row.status },
        after: { status },
      },
      wasHandled,
    ),
  )
  if (status === 'cancelled' && row.status === 'confirmed') {
    statements.push(
      kind === 'event'
        ? d1
            .prepare(`UPDATE events SET seats_taken = max(seats_taken - ?, 0) WHERE id = ? AND changes() = 1`)
            .bind(row.people, row.event_id)
        : d1
            .prepare(
              `UPDATE wine_bar_slots SET guests = max(guests - ?, 0) WHERE slot_date = ? AND slot_time = ? AND changes() = 1`,
            )
            .bind(row.people, row.slot_date, row.slot_time),
    )
  }
  const results = await d1.batch(statements)
  if ((results[0]?.meta.changes ?? 0) !== 1) {
    const message = adminCopy(c.var.locale).reservationAlready(row.status === 'cancelled' ? 'cancelled' : 'confirmed')
    throw new HttpError(409, message, undefined, undefined, { current: { status: row.status } })
  }
  const [text, subject] = reservationMail(row.locale === 'en' ? 'en' : 'es')[status](row.code)
  await sendMailQuietly(c, { to: row.email, subject, text: `${text}\n\nVinoteca Andes` }, 'backoffice')
  return { id, kind, status }
}

export async function listMessages(
  c: ApiContext,
  q: v.InferOutput<typeof messagesQuerySchema>,
): Promise<Paged<AdminMessage>> {
  const where =
    q.state === 'open' ? 'WHERE answered_at IS NULL' : q.state === 'answered' ? 'WHERE answered_at IS NOT NULL' : ''
  const d1 = c.var.d1
  const [count, page] = await d1.batch([
    d1.prepare(`SELECT count(*) AS n FROM contact_messages ${where}`),
    d1
      .prepare(
        `SELECT id, kind, first_name || ' ' || last_name AS name, email, phone, motive, message, company_name, business_name, rut,
                created_at, answered_at
         FROM contact_messages ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .bind(q.per_page, (q.page - 1) * q.per_page),
  ])
  const total = (count!.results[0] as { n: number }).n
  return pageOf(page!.results as AdminMessage[], total, q)
}

export async function markAnswered(c: ApiContext, staff: StaffMe, id: number) {
  const d1 = c.var.d1
  const copy = adminCopy(c.var.locale)
  const results = await d1.batch([
    d1
      .prepare(`UPDATE contact_messages SET answered_at = ${NOW}, answered_by = ? WHERE id = ? AND answered_at IS NULL`)
      .bind(staff.id, id),
    auditStatement(
      d1,
      staff,
      {
        action: 'message.answered',
        entity: { type: 'message', id },
        before: { answered: false },
        after: { answered: true },
      },
      { sql: 'changes() = 1', bind: [] },
    ),
  ])
  if ((results[0]?.meta.changes ?? 0) !== 1) {
    const exists = await d1.prepare('SELECT 1 FROM contact_messages WHERE id = ?').bind(id).first()
    if (!exists) throw new HttpError(404, copy.messageNotFound)
    throw new HttpError(409, copy.alreadyAnswered)
  }
  return { id, answered: true }
}
