import { msg } from '@lingui/core/macro'
import * as Sentry from '@sentry/cloudflare'
import * as v from 'valibot'
import type {
  AdminEventSummary,
  AdminMessage,
  AdminTableReservation,
  StaffMe,
  messageReplySchema,
  messagesQuerySchema,
} from '~/contract/admin'
import { formatDateTime } from '~/lib/dates'
import type { Paged } from '~/contract/paging'
import { HttpError, type ApiContext } from '../http'
import { perLocale } from '../i18n'
import { pageOf } from '../paging'
import { sendMailQuietly } from '../public-form'
import { companyMotiveLabels, personMotiveLabels } from '../contact/messages'
import { sendMail } from '../mail/send'
import { auditStatement } from './queries/audit'
import { adminCopy } from './messages'
import { opsCopy } from './ops-messages'
import { csvField } from './reports'
import {
  answeredByReplyStatement,
  cancelReservationStatement,
  eventBookings,
  eventTitle,
  findMessage,
  findReservation,
  insertReplyStatement,
  freeEventSeats,
  freeSlotGuests,
  markMessageAnswered,
  markReservationHandled,
  messageExists,
  messagesCountStatement,
  messagesPageStatement,
  repliesOf,
  replyCount,
  setReplyMailStatus,
  tableReservationsOn,
  type MessageRow,
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
  return pageOf(await withThreads(c, page!.results as MessageRow[]), total, q)
}

/** Messages as the inbox shows them: the motive in the reader's words and the staff's replies under each. */
async function withThreads(c: ApiContext, rows: MessageRow[]): Promise<AdminMessage[]> {
  const replies = await repliesOf(
    c.var.d1,
    rows.map((r) => r.id),
  )
  const person: Record<string, string> = personMotiveLabels(c.var.locale)
  const company: Record<string, string> = companyMotiveLabels(c.var.locale)
  return rows.map(({ first_name: _first, ...row }) => ({
    ...row,
    motive_label: (row.kind === 'company' ? company : person)[row.motive] ?? row.motive,
    replies: replies.filter((r) => r.message_id === row.id).map(({ message_id: _m, ...reply }) => reply),
  }))
}

// The reply as the person reads it, in the language they wrote in: [subject, text].
const replyMail = perLocale((i18n, locale) => ({
  subject: i18n._(msg`Respuesta a tu mensaje · Vinoteca Andes`),
  text: (body: string, staff: string, message: MessageRow) => {
    const when = formatDateTime(message.created_at, locale)
    const quoted = message.message
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n')
    return [
      i18n._(msg`Hola ${{ name: message.first_name }}:`),
      body,
      `${staff}\nVinoteca Andes`,
      i18n._(msg`Tu mensaje del ${when}:`),
      quoted,
    ].join('\n\n')
  },
}))

/**
 * A staff reply to a contact message: stored in the message's thread and sent to the person through the shop's
 * mail adapter. The reply, its audit row and the message's "answered" mark are one batch, conditional on the
 * thread still having the replies the person saw (two people at once: one wins, the other gets 409 and reads the
 * winner's reply). The mail goes after the commit; a provider that fails marks the reply "failed" in the thread
 * instead of undoing it, and the answer is still 201.
 */
export async function replyToMessage(
  c: ApiContext,
  staff: StaffMe,
  id: number,
  input: v.InferOutput<typeof messageReplySchema>,
): Promise<AdminMessage> {
  const d1 = c.var.d1
  const copy = adminCopy(c.var.locale)
  const message = await findMessage(d1, id)
  if (!message) throw new HttpError(404, copy.messageNotFound)
  const now = new Date().toISOString()
  const seq = input.replies_seen + 1
  const results = await d1.batch([
    insertReplyStatement(d1, { messageId: id, seen: input.replies_seen, staffId: staff.id, body: input.body, now }),
    auditStatement(
      d1,
      staff,
      { action: 'message.reply', entity: { type: 'message', id }, after: { reply: seq } },
      { sql: 'changes() = 1', bind: [] },
    ),
    answeredByReplyStatement(d1, { messageId: id, seq, staffId: staff.id, now }),
  ])
  if ((results[0]?.meta.changes ?? 0) !== 1) {
    throw new HttpError(409, copy.replyConflict, undefined, undefined, {
      current: { replies: await replyCount(d1, id) },
    })
  }
  const locale = message.locale === 'en' ? 'en' : 'es'
  const mail = replyMail(locale)
  let status: 'sent' | 'failed' = 'sent'
  try {
    await sendMail(d1, c.env, {
      to: message.email,
      subject: mail.subject,
      text: mail.text(input.body, staff.first_name, message),
    })
  } catch (err) {
    status = 'failed'
    Sentry.captureException(err)
    console.error('[backoffice] reply mail failed', err)
  }
  try {
    await setReplyMailStatus(d1, id, seq, status)
  } catch (err) {
    // The reply is stored and the mail went (or not): a failing mark must not turn that into a 500.
    Sentry.captureException(err)
  }
  const [view] = await withThreads(c, [message])
  return { ...view!, answered_at: view!.answered_at ?? now }
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
