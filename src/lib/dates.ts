// The one way the shop writes a date or a time, in both languages, for the storefront, the e-mails and the
// back-office (docs/decisions/029-dates-in-santiago.md). Two kinds of value reach it:
//   - instants (orders, events, timelines: ISO 8601 UTC), always shown as the wall clock in Santiago, whatever the
//     time zone of the Worker (UTC) or of the browser;
//   - calendar days ('2026-11-26': a promised delivery day, a reservation day), which are no instant and are shown
//     as written.
// Spanish is es-CL with a 24-hour clock ('23:35'); English is en-US ('November 26, 2026', '11:35 PM'). A date and
// a time are formatted apart and joined with a comma, so the runtime's ICU data ('a las', 'at') never leaks in.
// Pure and free of path aliases: the seed imports it through santiago-time.ts.

import { SHOP_TIME_ZONE } from './santiago-parts.ts'

export { SHOP_TIME_ZONE }

export type DateLocale = 'es' | 'en'

const INTL_LOCALE: Record<DateLocale, string> = { es: 'es-CL', en: 'en-US' }

type When = Date | string | number

/** Any locale string ('en', 'en-US', 'es') to the two the shop writes; Spanish unless it is English. */
export function dateLocale(locale: string | null | undefined): DateLocale {
  return locale?.toLowerCase().startsWith('en') ? 'en' : 'es'
}

// Built on first use, not at import: a formatter with a time zone loads the zone's rules, about 20 ms of a
// phone's start-up that pages without a date would pay in the browser's entry.
const cache = new Map<string, Intl.DateTimeFormat>()

/** A cached formatter of the shop: Santiago's wall clock (or UTC for calendar days), 24-hour in Spanish. */
export function shopFormatter(
  locale: string,
  options: Intl.DateTimeFormatOptions,
  zone: 'shop' | 'calendar' = 'shop',
): Intl.DateTimeFormat {
  const lang = dateLocale(locale)
  const key = `${lang}|${zone}|${JSON.stringify(options)}`
  let f = cache.get(key)
  if (!f) {
    const clock: Intl.DateTimeFormatOptions =
      options.hour !== undefined ? (lang === 'es' ? { hourCycle: 'h23' } : { hour12: true }) : {}
    f = new Intl.DateTimeFormat(INTL_LOCALE[lang], {
      timeZone: zone === 'shop' ? SHOP_TIME_ZONE : 'UTC',
      ...options,
      ...clock,
    })
    cache.set(key, f)
  }
  return f
}

function instant(value: When | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** A calendar day ('2026-11-26', or the day part of a longer ISO text) at noon UTC, so no zone moves it. */
function calendar(day: string | null | undefined): Date | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}/.test(day)) return null
  return instant(`${day.slice(0, 10)}T12:00:00Z`)
}

// es-CL writes 'jueves, 26 de noviembre'; the shop's copy reads 'jueves 26 de noviembre'.
const noWeekdayComma = (text: string, locale: string) =>
  dateLocale(locale) === 'es' ? text.replace(/^(\p{L}+), (\d)/u, '$1 $2') : text

const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' }
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' }
const WEEKDAY_DATE: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' }

/** '26 de noviembre de 2026' / 'November 26, 2026' — the Santiago day of an instant. */
export function formatDate(value: When | null | undefined, locale: string): string {
  const date = instant(value)
  return date ? shopFormatter(locale, DATE).format(date) : ''
}

/** '23:35' / '11:35 PM' in Santiago. */
export function formatTime(value: When | null | undefined, locale: string): string {
  const date = instant(value)
  return date ? shopFormatter(locale, TIME).format(date) : ''
}

/** '26 de noviembre de 2026, 23:35' / 'November 26, 2026, 11:35 PM'. */
export function formatDateTime(value: When | null | undefined, locale: string): string {
  const date = instant(value)
  return date ? `${formatDate(date, locale)}, ${formatTime(date, locale)}` : ''
}

/** 'jueves 26 de noviembre, 23:35' / 'Thursday, November 26, 11:35 PM' — a deadline the shopper acts on. */
export function formatDeadline(value: When | null | undefined, locale: string): string {
  const date = instant(value)
  if (!date) return ''
  return `${formatWeekdayDate(date, locale)}, ${formatTime(date, locale)}`
}

/** 'jueves 26 de noviembre' / 'Thursday, November 26' (with `year`: '… de 2026') — the Santiago day of an instant. */
export function formatWeekdayDate(value: When | null | undefined, locale: string, options: { year?: boolean } = {}) {
  const date = instant(value)
  if (!date) return ''
  const f = shopFormatter(locale, options.year ? { ...WEEKDAY_DATE, year: 'numeric' } : WEEKDAY_DATE)
  return noWeekdayComma(f.format(date), locale)
}

/** '26-11-2026 23:35' / 'Nov 26, 2026, 11:35 PM' — the compact form of the back-office's tables. */
export function formatShortDateTime(value: When | null | undefined, locale: string): string {
  const date = instant(value)
  if (!date) return ''
  const day = shopFormatter(locale, {
    day: '2-digit',
    month: dateLocale(locale) === 'es' ? '2-digit' : 'short',
    year: 'numeric',
  })
  return `${day.format(date)}${dateLocale(locale) === 'es' ? ' ' : ', '}${formatTime(date, locale)}`
}

/** A calendar day in words: 'jueves 26 de noviembre' / 'Thursday, November 26' (with `year`: '… de 2026'). */
export function formatDay(day: string | null | undefined, locale: string, options: { year?: boolean } = {}): string {
  const date = calendar(day)
  if (!date) return ''
  const f = shopFormatter(locale, options.year ? { ...WEEKDAY_DATE, year: 'numeric' } : WEEKDAY_DATE, 'calendar')
  return noWeekdayComma(f.format(date), locale)
}

/** A calendar day without its weekday: '26 de noviembre de 2026' / 'November 26, 2026'. */
export function formatCalendarDate(day: string | null | undefined, locale: string): string {
  const date = calendar(day)
  return date ? shopFormatter(locale, DATE, 'calendar').format(date) : ''
}

/** A calendar day, short: 'jue, 26 nov' / 'Thu, Nov 26' (the back-office's lists); with `year`: 'jue, 26 nov 2026'. */
export function formatShortDay(
  day: string | null | undefined,
  locale: string,
  options: { year?: boolean } = {},
): string {
  const date = calendar(day)
  const parts: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' }
  return date
    ? shopFormatter(locale, options.year ? { ...parts, year: 'numeric' } : parts, 'calendar').format(date)
    : ''
}
