import { formatDay, formatTime, formatWeekdayDate } from '~/lib/dates'
import type { Locale } from '~/lib/locale'

// Dates of the reservation pages, per locale, always in Santiago time (events are stored in UTC); the formats
// themselves are the shop's one set (src/lib/dates.ts).
const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1)

export function eventDay(startsAt: string, locale: Locale): string {
  return capitalise(formatWeekdayDate(startsAt, locale))
}

export function eventTime(startsAt: string, locale: Locale): string {
  return formatTime(startsAt, locale)
}

/** A local calendar date ('2026-12-05') in words: 'Sábado 5 de diciembre de 2026'. */
export function localDay(date: string, locale: Locale): string {
  return capitalise(formatDay(date, locale, { year: true }))
}
