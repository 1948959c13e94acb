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
import { HttpError, type ApiContext } from '../http'
import { perLocale } from '../i18n'
import { pageOf } from '../paging'
import { sendMailQuietly } from '../public-form'
import { auditStatement } from './queries/audit'
import { adminCopy } from './messages'
import { opsCopy } from './ops-messages'
import { csvField } from './reports'
import {
  cancelReservationStatement,
  eventBookings,
  eventTitle,
  findReservation,
  freeEventSeats,
  freeSlotGuests,
  markMessageAnswered,
  markReservationHandled,
  messageExists,
  messagesCountStatement,
  messagesPageStatement,
  tableReservationsOn,
  upcomingEventRows,
} from './queries/inbox'

// Event and table reservations and the contact messages, as the staff work through them. A cancelled
// reservation gives its seats back in the same batch (events.seats_taken, wine_bar_slots.guests) and the
// person gets an e-mail in the language they booked in.

export async function upcomingEvents(c: ApiContext): Promise<AdminEventSummary[]> {
  const d1 = c.var.d1
  const events = await upcomingEventRows(d1, c.var.locale, new Date(Date.now() - 24 * 3600_000).toISOString())
  if (!events.length) return []
  const bookings = await eventBookings(
    d1,
    events.map((e) => e.id),
  )
  return events.map((e) => ({
    id: e.id,
    title: e.title,
    starts_at: e.starts_at,
    capacity: e.capacity,
    // Counted from the bookings themselves (confirmed ones), so the number and the list never disagree.
    booked: bookings
      .filter((b) => b.event_id === e.id && b.status === 'confirmed')
      .reduce((sum, b) => sum + b.people, 0),
    reservations: bookings.filter((b) => b.event_id === e.id).map(({ event_id: _e, ...b }) => b),
  }))
}

/** An event's attendees as CSV (Excel in Spanish: BOM, `;`, CRLF), for the door list. */
export async function attendeesCsv(c: ApiContext, staff: StaffMe, eventId: number) {
  const d1 = c.var.d1
  const event = await eventTitle(d1, c.var.locale, eventId)
  if (!event) throw new HttpError(404, opsCopy(c.var.locale).eventNotFound)
  const rows = await eventBookings(d1, [eventId])
  const header = ['Código', 'Nombre', 'Personas', 'Correo', 'Teléfono', 'Estado', 'Comentario', 'Total', 'Reservado']
  const lines = rows.map((r) =>
    [
      r.code,
      r.name,
      r.people,
      r.email,
      r.phone,
      r.status === 'cancelled' ? 'Cancelada' : 'Confirmada',
      r.comment,
      r.total,
      r.created_at.slice(0, 16).replace('T', ' '),
    ]
      .map(csvField)
      .join(';'),
  )
  await auditStatement(d1, staff, {
    action: 'reservation.export',
    entity: { type: 'content', id: `event:${eventId}` },
    after: { rows: rows.length },
  }).run()
  return { title: event.title, slug: event.slug, csv: `\uFEFF${[header.join(';'), ...lines].join('\r\n')}\r\n` }
}

export async function tableReservations(c: ApiContext, date: string): Promise<AdminTableReservation[]> {
  return tableReservationsOn(c.var.d1, date)
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
  const row = await findReservation(d1, kind, id)
  if (!row) throw new HttpError(404, adminCopy(c.var.locale).reservationNotFound)
  const wasHandled = { sql: 'changes() = 1', bind: [] as unknown[] }
  const statements: D1PreparedStatement[] = [
    // Confirming marks a booking handled; cancelling a live one also frees its places. A cancelled booking stays
    // cancelled (its places may be gone), and acting twice is refused (409) rather than mailing the person twice.
    status === 'confirmed' ? markReservationHandled(d1, kind, id) : cancelReservationStatement(d1, kind, id),
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
        ? freeEventSeats(d1, row.event_id, row.people)
        : freeSlotGuests(d1, row.slot_date, row.slot_time, row.people),
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
    messagesCountStatement(d1, where),
    messagesPageStatement(d1, where, q.per_page, (q.page - 1) * q.per_page),
  ])
  const total = (count!.results[0] as { n: number }).n
  return pageOf(page!.results as AdminMessage[], total, q)
}

export async function markAnswered(c: ApiContext, staff: StaffMe, id: number) {
  const d1 = c.var.d1
  const copy = adminCopy(c.var.locale)
  const results = await d1.batch([
    markMessageAnswered(d1, id, staff.id),
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
    const exists = await messageExists(d1, id)
    if (!exists) throw new HttpError(404, copy.messageNotFound)
    throw new HttpError(409, copy.alreadyAnswered)
  }
  return { id, answered: true }
}
