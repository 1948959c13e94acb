// The wine bar's opening hours and the table-reservation slots built from them (docs/product.md, Pages /reserva-mesa, What the shop stores date
// and hour fields). Hours come from the seeded wine-bar page ("Horario": martes a sábado de 18:00 a 00:30 y
// domingo de 13:00 a 18:00; closed on Mondays). Everything is in Santiago wall-clock time: Chile changes its clocks
// at local midnight (UTC-3 in summer, UTC-4 in winter), so "now" is always read through Intl, never from an offset.
// Pure: the API judges a request with these functions and the storefront builds its hour list with the same ones.

import { santiagoParts } from './santiago-time'
import { STORE } from './store'

/** The wine bar is in the shop. */
export const WINE_BAR_ADDRESS = STORE.address

/** Opening and closing as minutes after local midnight of the opening day (00:30 the next day is 24 * 60 + 30). */
export interface OpeningHours {
  opens: number
  closes: number
}

const hm = (h: number, m = 0) => h * 60 + m

/** Index 0 is Sunday (Date#getUTCDay of the local date). null: closed all day. */
export const WINE_BAR_HOURS: readonly (OpeningHours | null)[] = [
  { opens: hm(13), closes: hm(18) }, // domingo
  null, // lunes: cerrado
  { opens: hm(18), closes: hm(24, 30) }, // martes
  { opens: hm(18), closes: hm(24, 30) },
  { opens: hm(18), closes: hm(24, 30) },
  { opens: hm(18), closes: hm(24, 30) },
  { opens: hm(18), closes: hm(24, 30) }, // sábado
]

export const TABLE_SLOT_MINUTES = 30
/** The last table is seated an hour before closing (23:30 Tue–Sat, 17:00 on Sunday). */
export const LAST_SEATING_BEFORE_CLOSE_MINUTES = 60
/** Guests the bar seats per half-hour slot (counted atomically in wine_bar_slots, migration 0007). */
export const TABLE_SLOT_CAPACITY = 40
export const TABLE_PEOPLE_MAX = 12
/** Tables are booked from today up to this many days ahead. */
export const TABLE_BOOKING_DAYS_AHEAD = 60

const pad = (n: number) => String(n).padStart(2, '0')

/** Today's date ('YYYY-MM-DD') and the minutes after midnight in Santiago at an instant. */
export function santiagoNow(now: Date = new Date()): { date: string; minutes: number } {
  const p = santiagoParts(now)
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, minutes: p.hour * 60 + p.minute }
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar date in 'YYYY-MM-DD' (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  const m = DATE_RE.exec(value)
  if (!m) return false
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3])
}

/** Calendar arithmetic on local dates (no time zone involved: a date is a date). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const next = new Date(Date.UTC(y, m - 1, d + days))
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`
}

export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay()
}

export function hoursOn(date: string): OpeningHours | null {
  return WINE_BAR_HOURS[weekdayOf(date)] ?? null
}

export const formatSlot = (minutes: number) => `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`

/** Every bookable slot of a date ('18:00' … '23:30'), regardless of what time it is now. */
export function slotsOn(date: string): string[] {
  const hours = hoursOn(date)
  if (!hours) return []
  const out: string[] = []
  for (let t = hours.opens; t <= hours.closes - LAST_SEATING_BEFORE_CLOSE_MINUTES; t += TABLE_SLOT_MINUTES)
    out.push(formatSlot(t))
  return out
}

/** The dates a table can be booked for: today (Santiago) to TABLE_BOOKING_DAYS_AHEAD days ahead. */
export function bookingWindow(now: Date = new Date()): { min: string; max: string } {
  const today = santiagoNow(now).date
  return { min: today, max: addDays(today, TABLE_BOOKING_DAYS_AHEAD) }
}

/** Slots still open for booking on a date: none outside the window or on closed days, only later ones today. */
export function availableSlots(date: string, now: Date = new Date()): string[] {
  if (!isIsoDate(date)) return []
  const { min, max } = bookingWindow(now)
  if (date < min || date > max) return []
  const slots = slotsOn(date)
  if (date !== min) return slots
  const { minutes } = santiagoNow(now)
  return slots.filter((slot) => toMinutes(slot) > minutes)
}

const toMinutes = (slot: string) => {
  const [h, m] = slot.split(':').map(Number) as [number, number]
  return h * 60 + m
}

export type SlotCheck = 'ok' | 'invalid-date' | 'out-of-range' | 'closed' | 'not-a-slot' | 'past'

/** Why a date and hour cannot be booked (or 'ok'): the API's rule, and the form's. */
export function checkTableSlot(date: string, hour: string, now: Date = new Date()): SlotCheck {
  if (!isIsoDate(date)) return 'invalid-date'
  const { min, max } = bookingWindow(now)
  if (date < min || date > max) return 'out-of-range'
  if (!hoursOn(date)) return 'closed'
  if (!slotsOn(date).includes(hour)) return 'not-a-slot'
  if (date === min && toMinutes(hour) <= santiagoNow(now).minutes) return 'past'
  return 'ok'
}

/** The first date from today with a slot left (after closing, tomorrow; on Sunday night, Tuesday). */
export function firstBookableDate(now: Date = new Date()): string {
  const { min, max } = bookingWindow(now)
  for (let date = min; date <= max; date = addDays(date, 1)) if (availableSlots(date, now).length > 0) return date
  return min
}
