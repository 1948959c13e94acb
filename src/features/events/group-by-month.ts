import type { EventCard } from '~/contract/events'
import { eventDateLabels, santiagoMonthKey } from '~/lib/santiago-time'

export interface MonthGroup {
  /** 'YYYY-MM' in Santiago time. */
  key: string
  heading: string
  events: EventCard[]
}

/** Consecutive events of one Santiago month under one heading, keeping the API's order (soonest or newest first). */
export function groupByMonth(events: EventCard[], locale: 'es' | 'en'): MonthGroup[] {
  const groups: MonthGroup[] = []
  for (const event of events) {
    const key = santiagoMonthKey(event.starts_at)
    const last = groups[groups.length - 1]
    if (last && last.key === key) last.events.push(event)
    else
      groups.push({
        key,
        heading: eventDateLabels(event.starts_at, event.ends_at, locale).monthHeading,
        events: [event],
      })
  }
  return groups
}
