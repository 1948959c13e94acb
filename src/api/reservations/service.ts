import { RESERVATION_PER_IP, RESERVATION_PER_EMAIL } from '~/lib/limits'
import { HttpError, copy, type ApiContext } from '../http'
import type { RateRule } from '../auth/rate-limit'
import { formSender, guardPublicForm, sendMailQuietly } from '../public-form'
import { bookSlot, findEvent, listReservableEvents, slotGuests, takeSeats } from './queries'
import { eventMailText, localDate, reservationCopy, tableMailText } from './messages'
import {
  EVENT_PEOPLE_MAX,
  EVENT_RESERVATION_CAPTCHA_ACTION,
  TABLE_RESERVATION_CAPTCHA_ACTION,
  type EventReservationConfirmation,
  type ReservableEvent,
  type TableMotive,
  type TableReservationConfirmation,
} from '~/contract/reservations'
import { TABLE_SLOT_CAPACITY, WINE_BAR_ADDRESS, bookingWindow, checkTableSlot } from '~/lib/wine-bar-hours'
import { CONSTRAINTS, violates } from '../db/constraints'

// Rules of event and table reservations (docs/product.md, The API POST /events, POST /reservations).

/** Per client address and per e-mail, like the auth endpoints (thresholds in src/lib/limits.ts). */
export const RESERVATION_RATE_RULES = {
  ip: { name: 'reservation:ip', limit: RESERVATION_PER_IP },
  email: { name: 'reservation:email', limit: RESERVATION_PER_EMAIL },
} as const satisfies Record<string, RateRule>

// 'EV-7KQ2-M9XH': 8 symbols of a 31-letter alphabet without look-alikes (0/O, 1/I/L) ≈ 40 random bits. Codes are
// not an access key to anything (no lookup endpoint), so they only need to be unguessable enough not to invite it.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

export function reservationCode(prefix: 'EV' | 'MS'): string {
  const out: string[] = []
  const bytes = new Uint8Array(16)
  while (out.length < 8) {
    crypto.getRandomValues(bytes)
    for (const b of bytes) {
      // Rejection sampling keeps every symbol equally likely (248 = 8 * 31).
      if (b < 248 && out.length < 8) out.push(CODE_ALPHABET[b % 31]!)
    }
  }
  return `${prefix}-${out.slice(0, 4).join('')}-${out.slice(4).join('')}`
}

const isCodeClash = (err: unknown) =>
  violates(err, CONSTRAINTS.eventReservationCode) || violates(err, CONSTRAINTS.tableReservationCode)

/** Runs a write with a fresh code, again on the (astronomically rare) clash of codes. */
async function withFreshCode<T>(prefix: 'EV' | 'MS', write: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write(reservationCode(prefix))
    } catch (err) {
      if (attempt < 2 && isCodeClash(err)) continue
      throw err
    }
  }
}

const guard = (c: ApiContext, email: string, token: string, action: string) =>
  guardPublicForm(c, {
    rules: RESERVATION_RATE_RULES,
    email,
    token,
    action,
    captchaMessage: reservationCopy(c.var.locale).captcha,
  })

/** The confirmation is a courtesy: the booking stands even if the mail provider fails (reported, not thrown). */
const mailQuietly = (c: ApiContext, to: string, subject: string, text: string) =>
  sendMailQuietly(c, { to, subject, text }, 'reservations')

const fieldError = (c: ApiContext, field: string, text: string): never => {
  throw new HttpError(422, copy(c.var.locale).validation, { [field]: [text] })
}

export async function reservableEvents(c: ApiContext): Promise<ReservableEvent[]> {
  const rows = await listReservableEvents(c.var.d1, c.var.locale, new Date().toISOString())
  return rows.map((e) => ({
    id: e.id,
    slug: e.slug,
    title: e.title,
    starts_at: e.starts_at,
    price: e.price,
    seats_left: e.seats_left,
    people: { min: 1, max: Math.min(EVENT_PEOPLE_MAX, e.seats_left) },
  }))
}

export interface EventReservationInput {
  event: number | string
  first_name: string
  last_name: string
  email: string
  phone: string
  people: number
  comment: string
  recaptchaResponse: string
}

export async function reserveEvent(c: ApiContext, input: EventReservationInput): Promise<EventReservationConfirmation> {
  const t = reservationCopy(c.var.locale)
  await guard(c, input.email, input.recaptchaResponse, EVENT_RESERVATION_CAPTCHA_ACTION)
  const event = await findEvent(c.var.d1, input.event, c.var.locale)
  if (!event || event.status === 'draft') return fieldError(c, 'event', t.eventMissing)
  const nowIso = new Date().toISOString()
  // The price is read here and the seats are taken conditionally below; a price edit in between would only
  // change what the e-mail quotes, never let a reservation past capacity.
  const taken = await withFreshCode('EV', async (code) => {
    const ok = await takeSeats(
      c.var.d1,
      {
        code,
        eventId: event.id,
        people: input.people,
        unitPrice: event.price,
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        phone: input.phone,
        comment: input.comment,
        locale: c.var.locale,
      },
      nowIso,
    )
    return ok ? code : null
  })
  if (!taken) {
    // Explain the refusal from the event as it is now (the write already failed; nothing depends on this read).
    const now = (await findEvent(c.var.d1, event.id, c.var.locale)) ?? event
    const reason =
      now.status === 'cancelled'
        ? t.eventCancelled
        : now.starts_at <= nowIso
          ? t.eventPast
          : now.seats_left <= 0
            ? t.eventSoldOut
            : t.eventFewSeats(now.seats_left)
    throw new HttpError(409, reason)
  }
  const total = event.price * input.people
  await mailQuietly(
    c,
    input.email,
    t.eventMailSubject(event.title),
    eventMailText(c.var.locale, {
      firstName: input.first_name,
      code: taken,
      title: event.title,
      startsAt: event.starts_at,
      venue: event.venue,
      people: input.people,
      unitPrice: event.price,
      total,
    }),
  )
  return {
    code: taken,
    event: { id: event.id, slug: event.slug, title: event.title, starts_at: event.starts_at },
    people: input.people,
    unit_price: event.price,
    total,
    email: input.email,
  }
}

export interface TableReservationInput {
  date: string
  hour: string
  people: number
  motive: TableMotive
  first_name: string
  last_name: string
  email: string
  phone: string
  message: string
  recaptchaResponse: string
}

export async function reserveTable(c: ApiContext, input: TableReservationInput): Promise<TableReservationConfirmation> {
  const t = reservationCopy(c.var.locale)
  const now = new Date()
  switch (checkTableSlot(input.date, input.hour, now)) {
    case 'ok':
      break
    case 'invalid-date':
      return fieldError(c, 'date', copy(c.var.locale).validation)
    case 'out-of-range':
      return fieldError(c, 'date', input.date < bookingWindow(now).min ? t.datePast : t.dateTooFar)
    case 'closed':
      return fieldError(c, 'date', t.dateClosed)
    case 'not-a-slot':
      return fieldError(c, 'hour', t.hourNotSlot)
    case 'past':
      return fieldError(c, 'hour', t.hourPast)
  }
  await guard(c, input.email, input.recaptchaResponse, TABLE_RESERVATION_CAPTCHA_ACTION)
  const code = await withFreshCode('MS', async (code) => {
    const ok = await bookSlot(
      c.var.d1,
      {
        code,
        date: input.date,
        hour: input.hour,
        people: input.people,
        motive: input.motive,
        ...formSender(c, input),
      },
      TABLE_SLOT_CAPACITY,
    )
    return ok ? code : null
  })
  if (!code) {
    const left = Math.max(0, TABLE_SLOT_CAPACITY - (await slotGuests(c.var.d1, input.date, input.hour)))
    throw new HttpError(409, t.slotFull(input.hour, left))
  }
  await mailQuietly(
    c,
    input.email,
    t.tableMailSubject(localDate(input.date, c.var.locale), input.hour),
    tableMailText(c.var.locale, {
      firstName: input.first_name,
      code,
      date: input.date,
      hour: input.hour,
      people: input.people,
      motive: input.motive,
      address: WINE_BAR_ADDRESS,
    }),
  )
  return { code, date: input.date, hour: input.hour, people: input.people, motive: input.motive, email: input.email }
}
