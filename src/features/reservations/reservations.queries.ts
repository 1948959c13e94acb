import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/lib/locale'
import { getReservableEvents } from './reservations.functions'

export const reservationKeys = {
  all: ['reservations'] as const,
  eventSelects: (locale: Locale) => [...reservationKeys.all, 'event-selects', locale] as const,
}

/** Seats change with every booking: fresh for half a minute, refetched when the form is opened again. */
export const eventSelectsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: reservationKeys.eventSelects(locale),
    queryFn: () => getReservableEvents(),
    staleTime: 30_000,
  })
