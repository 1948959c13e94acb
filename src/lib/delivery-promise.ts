// The date a shopper is promised, from the same rules everywhere (product page, cart, checkout, e-mail,
// tracking): an order placed on a working day before the cut-off leaves the shop that day, otherwise on the
// next working day; home delivery then takes the zone's days; pick-up is ready on the dispatch day.
// Working days are Monday to Friday except Chile's public holidays (the API passes the calendar in).
// docs/product.md, "How things behave".

import { formatDay } from './dates'
import { santiagoParts } from './santiago-time'

/** 'YYYY-MM-DD', a calendar day in Santiago. */
export type IsoDay = string
export type IsHoliday = (day: IsoDay) => boolean

export interface DeliveryPromise {
  method: 'delivery' | 'pickup'
  /** The day the order leaves the shop (or is ready at the shop). */
  dispatch: IsoDay
  /** The day the promise names: delivery by then, or pick-up from then. */
  date: IsoDay
}

const pad = (n: number) => String(n).padStart(2, '0')

function toDay(year: number, month: number, day: number): IsoDay {
  const d = new Date(Date.UTC(year, month - 1, day))
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
}

/** A calendar day moved by `days` (negative goes back). */
export function addDays(day: IsoDay, days: number): IsoDay {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number)
  return toDay(y, m, d + days)
}

const nextDay = (day: IsoDay): IsoDay => addDays(day, 1)

export function isWorkingDay(day: IsoDay, isHoliday: IsHoliday): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay()
  return weekday !== 0 && weekday !== 6 && !isHoliday(day)
}

/** The working day `days` working days after `day` (0 → `day` itself, or the next working day if it is not one). */
export function addWorkingDays(day: IsoDay, days: number, isHoliday: IsHoliday): IsoDay {
  let current = day
  while (!isWorkingDay(current, isHoliday)) current = nextDay(current)
  for (let left = days; left > 0;) {
    current = nextDay(current)
    if (isWorkingDay(current, isHoliday)) left -= 1
  }
  return current
}

/** Today in Santiago, and whether the cut-off hour has passed there. */
export function santiagoToday(now: Date): { day: IsoDay; hour: number } {
  const p = santiagoParts(now)
  return { day: toDay(p.year, p.month, p.day), hour: p.hour }
}

export function dispatchDay(now: Date, cutoffHour: number, isHoliday: IsHoliday): IsoDay {
  const today = santiagoToday(now)
  if (isWorkingDay(today.day, isHoliday) && today.hour < cutoffHour) return today.day
  return addWorkingDays(nextDay(today.day), 0, isHoliday)
}

export function deliveryPromise(
  now: Date,
  options: { method: 'delivery' | 'pickup'; zoneDays: number; cutoffHour: number },
  isHoliday: IsHoliday,
): DeliveryPromise {
  const dispatch = dispatchDay(now, options.cutoffHour, isHoliday)
  const date = options.method === 'pickup' ? dispatch : addWorkingDays(dispatch, options.zoneDays, isHoliday)
  return { method: options.method, dispatch, date }
}

/** 'jueves 26 de noviembre' / 'Thursday, November 26' — a calendar day (docs/decisions/029-dates-in-santiago.md). */
export function longDay(day: IsoDay, locale: 'es' | 'en'): string {
  return formatDay(day, locale)
}
