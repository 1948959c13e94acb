// Event times are stored as ISO 8601 UTC and shown in the shop's time zone (migration 0006). Chile moves its
// clocks twice a year (UTC-4 in winter, UTC-3 in summer, changing at local midnight), so the offset is always
// read from Intl for the instant in question, never assumed. Pure: imported by the storefront, the API and the
// seed (relative import from seed/events, so no path aliases here).

import { formatTime, shopFormatter } from './dates.ts'
import { santiagoParts } from './santiago-parts.ts'

export { santiagoParts }

type Locale = 'es' | 'en'

/** Offset of Santiago from UTC at an instant, in minutes (-180 in summer, -240 in winter). */
export function santiagoOffsetMinutes(instant: Date | string | number): number {
  const ms = new Date(instant).getTime()
  const p = santiagoParts(ms)
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  return Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000)
}

/** The UTC instant of a wall-clock time in Santiago (month 1-12). */
export function santiagoToUtc(year: number, month: number, day: number, hour: number, minute = 0): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute)
  // First guess with the offset at the wall time read as UTC, then correct once if that lands across a change.
  const first = wall - santiagoOffsetMinutes(wall) * 60_000
  const second = wall - santiagoOffsetMinutes(first) * 60_000
  // A wall time inside September's skipped hour (00:00–00:59 on the first Sunday) does not exist: the second guess
  // then reads back an hour early, on the day before. It moves forward by the gap instead (00:00 → 01:00, the day's
  // first minute), as Temporal's 'compatible' reading does.
  const back = santiagoParts(second)
  const readBack = Date.UTC(back.year, back.month - 1, back.day, back.hour, back.minute)
  return new Date(readBack < wall ? Math.max(first, second) : second)
}

const pad = (n: number) => String(n).padStart(2, '0')

/** ISO 8601 with Santiago's offset ('2026-12-03T19:00:00-03:00'), as schema.org Event dates want it. */
export function santiagoIso(instant: Date | string | number): string {
  const p = santiagoParts(instant)
  const offset = santiagoOffsetMinutes(instant)
  const sign = offset <= 0 ? '-' : '+'
  const abs = Math.abs(offset)
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
}

/** 'YYYY-MM' of the Santiago month an event falls in (the list groups by it). */
export function santiagoMonthKey(instant: Date | string | number): string {
  const p = santiagoParts(instant)
  return `${p.year}-${pad(p.month)}`
}

const fmt = (locale: Locale, options: Intl.DateTimeFormatOptions) => shopFormatter(locale, options)

const capitalise = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1)

export interface EventDateLabels {
  /** '12' */
  day: string
  /** 'dic' / 'Dec' (no trailing dot) */
  monthShort: string
  /** 'jueves' / 'Thursday' */
  weekday: string
  /** '19:00' / '7:00 PM' */
  time: string
  /** '19:00 – 21:30' */
  timeRange: string
  /** 'jueves 12 de diciembre' / 'Thursday, December 12' */
  longDate: string
  /** 'Diciembre 2026' / 'December 2026' */
  monthHeading: string
  /** Long date of the end, for events that run over several days (courses): 'jueves 24 de diciembre'. */
  endLongDate: string
  /** Ends more than a day after it starts (a course of several sessions). */
  multiDay: boolean
}

/** Every piece of text a card or the detail page shows about when an event happens, in Santiago time. */
export function eventDateLabels(startsAt: string, endsAt: string, locale: Locale): EventDateLabels {
  const start = new Date(startsAt)
  const end = new Date(endsAt)
  const longDate = (d: Date) =>
    // es-CL writes 'jueves, 3 de diciembre'; the shop's copy reads 'jueves 3 de diciembre'.
    fmt(locale, { weekday: 'long', day: 'numeric', month: 'long' })
      .format(d)
      .replace(/^(\p{L}+), (\d)/u, locale === 'es' ? '$1 $2' : '$1, $2')
  const time = (d: Date) => formatTime(d, locale)
  return {
    day: fmt(locale, { day: 'numeric' }).format(start),
    monthShort: fmt(locale, { month: 'short' }).format(start).replace('.', ''),
    weekday: fmt(locale, { weekday: 'long' }).format(start),
    time: time(start),
    timeRange: `${time(start)} – ${time(end)}`,
    longDate: longDate(start),
    monthHeading: capitalise(
      fmt(locale, { month: 'long', year: 'numeric' })
        .format(start)
        .replace(/ de (\d{4})$/, ' $1'),
    ),
    endLongDate: longDate(end),
    multiDay: end.getTime() - start.getTime() > 86_400_000,
  }
}
