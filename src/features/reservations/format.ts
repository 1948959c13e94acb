import type { Locale } from '~/lib/locale'
import { WINE_BAR_TIME_ZONE } from '~/lib/wine-bar-hours'

// Dates of the reservation pages, per locale, always in Santiago time (events are stored in UTC).
const INTL: Record<Locale, string> = { es: 'es-CL', en: 'en-US' }

export function eventDay(startsAt: string, locale: Locale): string {
  const text = new Intl.DateTimeFormat(INTL[locale], {
    timeZone: WINE_BAR_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(startsAt))
  return text.charAt(0).toLocaleUpperCase() + text.slice(1)
}

export function eventTime(startsAt: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL[locale], {
    timeZone: WINE_BAR_TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
    hour12: locale === 'en',
  }).format(new Date(startsAt))
}

/** A local calendar date ('2026-12-05') in words: 'Sábado 5 de diciembre'. */
export function localDay(date: string, locale: Locale): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const text = new Intl.DateTimeFormat(INTL[locale], {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(Date.UTC(y, m - 1, d)))
  return text.charAt(0).toLocaleUpperCase() + text.slice(1)
}
