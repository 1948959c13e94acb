import * as v from 'valibot'
import { chileanPhoneSchema } from '~/lib/phone'
import { TABLE_PEOPLE_MAX } from '~/lib/wine-bar-hours'
import { emailSchema, msg, requiredText } from '~/lib/validation'

// docs/product.md, The API: GET /events/selects, POST /events (the event-reservation payload), POST /reservations (a table at the
// wine bar); docs/product.md, What the shop stores form fields: first name, last name, email, phone, message, motive, number of people, event,
// date, hour; the messages of docs/product.md, Validation and messages as keys (rendered per locale by lib/validation).

export const EVENT_RESERVATION_CAPTCHA_ACTION = 'eventReservation'
export const TABLE_RESERVATION_CAPTCHA_ACTION = 'tableReservation'
export const EVENT_PEOPLE_MAX = 10
export const RESERVATION_TEXT_MAX = 500
export { TABLE_PEOPLE_MAX }

/** docs/product.md, What the shop stores motive of a table reservation. Labels live in the storefront (Lingui) and the e-mail copy. */
export const TABLE_MOTIVES = ['cumpleanos', 'aniversario', 'negocios', 'cita', 'amigos', 'otro'] as const
export type TableMotive = (typeof TABLE_MOTIVES)[number]

/** A count of people from a number or a form's numeric string, within 1..max. */
export const peopleSchema = (max: number) =>
  v.pipe(
    v.union(
      [
        v.number(msg.required),
        v.pipe(
          v.string(msg.required),
          v.trim(),
          v.nonEmpty(msg.required),
          v.regex(/^\d+$/, msg.numeric),
          v.transform(Number),
        ),
      ],
      msg.required,
    ),
    v.integer(msg.numeric),
    v.minValue(1, msg.invalid),
    v.maxValue(max, msg.invalid),
  )

const optionalText = (max: number) =>
  v.optional(v.pipe(v.string(msg.invalid), v.trim(), v.maxLength(max, msg.maxLength(max))), '')

const captchaToken = v.optional(v.pipe(v.string(msg.invalid), v.maxLength(4096, msg.maxLength(4096))), '')

const contactFields = {
  first_name: requiredText({ max: 80 }),
  last_name: requiredText({ max: 80 }),
  email: emailSchema,
  phone: chileanPhoneSchema,
}

/** The event by id (number or numeric string) or by slug (the /reserva?evento={slug} links). */
export const eventRefSchema = v.union(
  [
    v.pipe(v.number(msg.required), v.integer(msg.required), v.minValue(1, msg.required)),
    v.pipe(
      v.string(msg.required),
      v.trim(),
      v.nonEmpty(msg.required),
      v.maxLength(120, msg.maxLength(120)),
      v.regex(/^[a-z0-9-]+$/, msg.invalid),
    ),
  ],
  msg.required,
)

// docs/product.md, The API POST /events (reservation payload).
export const eventReservationRequestSchema = v.object(
  {
    event: eventRefSchema,
    ...contactFields,
    people: peopleSchema(EVENT_PEOPLE_MAX),
    comment: optionalText(RESERVATION_TEXT_MAX),
    recaptchaResponse: captchaToken,
  },
  msg.required,
)

const isoDate = v.pipe(
  v.string(msg.required),
  v.trim(),
  v.nonEmpty(msg.required),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, msg.invalid),
)
const hour = v.pipe(v.string(msg.required), v.trim(), v.nonEmpty(msg.required), v.regex(/^\d{2}:\d{2}$/, msg.invalid))

// docs/product.md, The API POST /reservations (a table at the wine bar). Opening hours and slots: lib/wine-bar-hours.
export const tableReservationRequestSchema = v.object(
  {
    date: isoDate,
    hour,
    people: peopleSchema(TABLE_PEOPLE_MAX),
    motive: v.picklist(TABLE_MOTIVES, msg.required),
    ...contactFields,
    message: optionalText(RESERVATION_TEXT_MAX),
    recaptchaResponse: captchaToken,
  },
  msg.required,
)

/** GET /events/selects: one event a visitor can still reserve (published, upcoming, seats left). */
export interface ReservableEvent {
  id: number
  slug: string
  title: string
  /** ISO 8601 UTC; shown in America/Santiago. */
  starts_at: string
  /** CLP per person. */
  price: number
  seats_left: number
  /** Allowed number of people: 1..min(EVENT_PEOPLE_MAX, seats_left). */
  people: { min: number; max: number }
}

/** POST /events answer (201). */
export interface EventReservationConfirmation {
  code: string
  event: { id: number; slug: string; title: string; starts_at: string }
  people: number
  unit_price: number
  total: number
  email: string
}

/** POST /reservations answer (201). */
export interface TableReservationConfirmation {
  code: string
  date: string
  hour: string
  people: number
  motive: TableMotive
  email: string
}
