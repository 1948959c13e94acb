import { msg, plural } from '@lingui/core/macro'
import { formatDay, formatTime, formatWeekdayDate } from '~/lib/dates'
import type { Locale } from '~/lib/locale'
import { formatCLP } from '~/lib/money'
import { LAST_SEATING_BEFORE_CLOSE_MINUTES, TABLE_BOOKING_DAYS_AHEAD } from '~/lib/wine-bar-hours'
import type { TableMotive } from '~/contract/reservations'
import { apiI18n, perLocale } from '../i18n'

// The reservation API's own copy. The storefront shows these messages as they come (docs/product.md, Errors: the
// response message is the error body), so each names the situation in the shopper's words.

/** 'sábado 12 de diciembre de 2026, 19:00' in Santiago time. */
export function eventWhen(startsAt: string, locale: Locale): string {
  return `${formatWeekdayDate(startsAt, locale, { year: true })}, ${formatTime(startsAt, locale)}`
}

/** A local date ('2026-12-05') as words: 'sábado 5 de diciembre de 2026'. */
export function localDate(date: string, locale: Locale): string {
  return formatDay(date, locale, { year: true })
}

export const motiveLabels = perLocale((i18n): Record<TableMotive, string> => ({
  cumpleanos: i18n._(msg`Cumpleaños`),
  aniversario: i18n._(msg`Aniversario`),
  negocios: i18n._(msg`Negocios`),
  cita: i18n._(msg`Cita`),
  amigos: i18n._(msg`Junta de amigos`),
  otro: i18n._(msg`Otro`),
}))

export const reservationCopy = perLocale((i18n) => ({
  captcha: i18n._(msg`No pudimos verificar que no eres un robot. Intenta nuevamente.`),
  eventMissing: i18n._(msg`El evento no existe o ya no está disponible para reservas.`),
  eventCancelled: i18n._(msg`Este evento fue cancelado; ya no recibe reservas.`),
  eventPast: i18n._(msg`Este evento ya comenzó o se realizó; las reservas están cerradas.`),
  eventSoldOut: i18n._(msg`No quedan cupos para este evento.`),
  eventFewSeats: (n: number) =>
    i18n._(
      msg`Solo ${plural(n, { one: 'queda # cupo', other: 'quedan # cupos' })} para este evento; reduce la cantidad de personas.`,
    ),
  datePast: i18n._(msg`Esa fecha ya pasó; elige una fecha desde hoy.`),
  dateTooFar: i18n._(msg`Puedes reservar con hasta ${{ days: TABLE_BOOKING_DAYS_AHEAD }} días de anticipación.`),
  dateClosed: i18n._(
    msg`El vino bar está cerrado ese día: abrimos de martes a sábado desde las 18:00 y el domingo desde las 13:00.`,
  ),
  hourNotSlot: i18n._(
    msg`Elige un horario de la lista: cada 30 minutos, hasta ${{ minutes: LAST_SEATING_BEFORE_CLOSE_MINUTES }} minutos antes del cierre.`,
  ),
  hourPast: i18n._(msg`Ese horario ya pasó; elige uno más tarde.`),
  slotFull: (hour: string, left: number) =>
    left > 0
      ? i18n._(
          msg`A las ${hour} solo tenemos lugar para ${plural(left, { one: '# persona', other: '# personas' })}; elige otro horario.`,
        )
      : i18n._(msg`No quedan mesas a las ${hour}; elige otro horario.`),
  eventMailSubject: (title: string) => i18n._(msg`Reserva confirmada: ${title}`),
  tableMailSubject: (date: string, hour: string) => i18n._(msg`Mesa reservada en el vino bar: ${date}, ${hour}`),
}))

export interface EventMailData {
  firstName: string
  code: string
  title: string
  startsAt: string
  venue: string
  people: number
  unitPrice: number
  total: number
}

export function eventMailText(locale: Locale, d: EventMailData): string {
  const { firstName, title, code, venue, people } = d
  const when = eventWhen(d.startsAt, locale)
  const total = formatCLP(d.total, locale)
  const unitPrice = formatCLP(d.unitPrice, locale)
  return apiI18n(locale)._(
    msg`Hola ${firstName}:

tu reserva para «${title}» está confirmada.

Código de reserva: ${code}
Cuándo: ${when} (hora de Santiago)
Dónde: ${venue}
Personas: ${people}
Total: ${total} (${unitPrice} por persona), se paga en el lugar

Muestra el código al llegar. Para cambiar o anular la reserva, responde este correo.

Vinoteca Andes`,
  )
}

export interface TableMailData {
  firstName: string
  code: string
  date: string
  hour: string
  people: number
  motive: TableMotive
  address: string
}

export function tableMailText(locale: Locale, d: TableMailData): string {
  const { firstName, code, hour, people, address } = d
  const date = localDate(d.date, locale)
  const motive = motiveLabels(locale)[d.motive]
  return apiI18n(locale)._(
    msg`Hola ${firstName}:

tu mesa en el vino bar de Vinoteca Andes está reservada.

Código de reserva: ${code}
Fecha: ${date}
Hora: ${hour}
Personas: ${people}
Motivo: ${motive}
Dónde: ${address}

Guardamos la mesa por 15 minutos. Para cambiar o anular la reserva, responde este correo.

Vinoteca Andes`,
  )
}
