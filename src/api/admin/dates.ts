import { addDays } from '~/lib/delivery-promise'
import { santiagoToUtc } from '~/lib/santiago-time'

// The back-office speaks in the shop's calendar days (America/Santiago); orders store UTC instants.

/** The UTC instant at which a Santiago calendar day ('YYYY-MM-DD') starts; `plusDays` moves along the calendar. */
export function dayStartUtc(day: string, plusDays = 0): string {
  const [y, m, d] = addDays(day, plusDays).split('-').map(Number) as [number, number, number]
  return santiagoToUtc(y, m, d, 0).toISOString()
}

/** [from, to) in UTC for the calendar days from..to inclusive; either end may be empty (open). */
export function dayRange(from: string, to: string): { from: string; to: string } {
  return { from: from ? dayStartUtc(from) : '', to: to ? dayStartUtc(to, 1) : '' }
}

/** The number of calendar days from..to inclusive. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
}
