import Holidays from 'date-holidays'
import type { IsoDay } from '~/lib/delivery-promise'

// Chile's public holidays come from date-holidays (maintained upstream: moved holidays such as San Pedro y San
// Pablo, the June solstice and election days change by law). Only nationwide `public` days stop dispatch:
// bank-only days (31 December) and regional ones do not close the shop in Santiago.
let calendar: Holidays | undefined
const byYear = new Map<number, ReadonlySet<IsoDay>>()

function holidaysOf(year: number): ReadonlySet<IsoDay> {
  let days = byYear.get(year)
  if (!days) {
    calendar ??= new Holidays('CL')
    const list = calendar.getHolidays(year) || []
    days = new Set(list.filter((h) => h.type === 'public').map((h) => h.date.slice(0, 10)))
    byYear.set(year, days)
  }
  return days
}

export function isChileanPublicHoliday(day: IsoDay): boolean {
  return holidaysOf(Number(day.slice(0, 4))).has(day)
}
