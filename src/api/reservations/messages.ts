import type { Locale } from '~/lib/locale'
import { formatCLP } from '~/lib/money'
import { LAST_SEATING_BEFORE_CLOSE_MINUTES, TABLE_BOOKING_DAYS_AHEAD, WINE_BAR_TIME_ZONE } from '~/lib/wine-bar-hours'
import type { TableMotive } from '~/contract/reservations'

// The reservation API's own copy, es and en. The storefront shows these messages as they come (docs/product.md, Errors: the
// response message is the error body), so each names the situation in the shopper's words.

const INTL: Record<Locale, string> = { es: 'es-CL', en: 'en-US' }

/** '12 de diciembre de 2026, 19:00' in Santiago time. */
export function eventWhen(startsAt: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL[locale], {
    timeZone: WINE_BAR_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: locale === 'en',
  }).format(new Date(startsAt))
}

/** A local date ('2026-12-05') as words: 'sábado, 5 de diciembre de 2026'. */
export function localDate(date: string, locale: Locale): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return new Intl.DateTimeFormat(INTL[locale], {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(Date.UTC(y, m - 1, d)))
}

export const MOTIVE_LABELS: Record<Locale, Record<TableMotive, string>> = {
  es: {
    cumpleanos: 'Cumpleaños',
    aniversario: 'Aniversario',
    negocios: 'Negocios',
    cita: 'Cita',
    amigos: 'Junta de amigos',
    otro: 'Otro',
  },
  en: {
    cumpleanos: 'Birthday',
    aniversario: 'Anniversary',
    negocios: 'Business',
    cita: 'Date',
    amigos: 'Friends gathering',
    otro: 'Other',
  },
}

const COPY = {
  es: {
    captcha: 'No pudimos verificar que no eres un robot. Intenta nuevamente.',
    eventMissing: 'El evento no existe o ya no está disponible para reservas.',
    eventCancelled: 'Este evento fue cancelado; ya no recibe reservas.',
    eventPast: 'Este evento ya comenzó o se realizó; las reservas están cerradas.',
    eventSoldOut: 'No quedan cupos para este evento.',
    eventFewSeats: (n: number) =>
      `Solo ${n === 1 ? 'queda 1 cupo' : `quedan ${n} cupos`} para este evento; reduce la cantidad de personas.`,
    datePast: 'Esa fecha ya pasó; elige una fecha desde hoy.',
    dateTooFar: `Puedes reservar con hasta ${TABLE_BOOKING_DAYS_AHEAD} días de anticipación.`,
    dateClosed:
      'El vino bar está cerrado ese día: abrimos de martes a sábado desde las 18:00 y el domingo desde las 13:00.',
    hourNotSlot: `Elige un horario de la lista: cada 30 minutos, hasta ${LAST_SEATING_BEFORE_CLOSE_MINUTES} minutos antes del cierre.`,
    hourPast: 'Ese horario ya pasó; elige uno más tarde.',
    slotFull: (hour: string, left: number) =>
      left > 0
        ? `A las ${hour} solo tenemos lugar para ${left} ${left === 1 ? 'persona' : 'personas'}; elige otro horario.`
        : `No quedan mesas a las ${hour}; elige otro horario.`,
    eventMailSubject: (title: string) => `Reserva confirmada: ${title}`,
    tableMailSubject: (date: string, hour: string) => `Mesa reservada en el vino bar: ${date}, ${hour}`,
  },
  en: {
    captcha: 'We could not verify you are not a robot. Please try again.',
    eventMissing: 'This event does not exist or is no longer open for bookings.',
    eventCancelled: 'This event was cancelled; it no longer takes bookings.',
    eventPast: 'This event has already started or taken place; bookings are closed.',
    eventSoldOut: 'This event is sold out.',
    eventFewSeats: (n: number) =>
      `Only ${n === 1 ? '1 seat is' : `${n} seats are`} left for this event; book for fewer people.`,
    datePast: 'That date has passed; choose a date from today on.',
    dateTooFar: `Tables can be booked up to ${TABLE_BOOKING_DAYS_AHEAD} days ahead.`,
    dateClosed: 'The wine bar is closed that day: we open Tuesday to Saturday from 6 pm and Sunday from 1 pm.',
    hourNotSlot: `Choose a time from the list: every 30 minutes, up to ${LAST_SEATING_BEFORE_CLOSE_MINUTES} minutes before closing.`,
    hourPast: 'That time has passed; choose a later one.',
    slotFull: (hour: string, left: number) =>
      left > 0
        ? `At ${hour} we only have room for ${left} ${left === 1 ? 'guest' : 'guests'}; choose another time.`
        : `No tables are left at ${hour}; choose another time.`,
    eventMailSubject: (title: string) => `Booking confirmed: ${title}`,
    tableMailSubject: (date: string, hour: string) => `Table booked at the wine bar: ${date}, ${hour}`,
  },
} as const

export function reservationCopy(locale: Locale) {
  return COPY[locale]
}

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
  const when = eventWhen(d.startsAt, locale)
  if (locale === 'en') {
    return [
      `Hi ${d.firstName},`,
      `your booking for "${d.title}" is confirmed.`,
      `Booking code: ${d.code}\nWhen: ${when} (Santiago time)\nWhere: ${d.venue}\nPeople: ${d.people}\nTotal: ${formatCLP(d.total, 'en')} (${formatCLP(d.unitPrice, 'en')} per person), paid at the venue`,
      'Show the code when you arrive. To change or cancel the booking, reply to this e-mail.',
      'Vinoteca Andes',
    ].join('\n\n')
  }
  return [
    `Hola ${d.firstName}:`,
    `tu reserva para «${d.title}» está confirmada.`,
    `Código de reserva: ${d.code}\nCuándo: ${when} (hora de Santiago)\nDónde: ${d.venue}\nPersonas: ${d.people}\nTotal: ${formatCLP(d.total)} (${formatCLP(d.unitPrice)} por persona), se paga en el lugar`,
    'Muestra el código al llegar. Para cambiar o anular la reserva, responde este correo.',
    'Vinoteca Andes',
  ].join('\n\n')
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
  const date = localDate(d.date, locale)
  const motive = MOTIVE_LABELS[locale][d.motive]
  if (locale === 'en') {
    return [
      `Hi ${d.firstName},`,
      'your table at the Vinoteca Andes wine bar is booked.',
      `Booking code: ${d.code}\nDate: ${date}\nTime: ${d.hour}\nPeople: ${d.people}\nOccasion: ${motive}\nWhere: ${d.address}`,
      'We hold the table for 15 minutes. To change or cancel the booking, reply to this e-mail.',
      'Vinoteca Andes',
    ].join('\n\n')
  }
  return [
    `Hola ${d.firstName}:`,
    'tu mesa en el vino bar de Vinoteca Andes está reservada.',
    `Código de reserva: ${d.code}\nFecha: ${date}\nHora: ${d.hour}\nPersonas: ${d.people}\nMotivo: ${motive}\nDónde: ${d.address}`,
    'Guardamos la mesa por 15 minutos. Para cambiar o anular la reserva, responde este correo.',
    'Vinoteca Andes',
  ].join('\n\n')
}
