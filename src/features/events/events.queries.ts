import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/lib/locale'
import { getEvent, getEventFilters, getEventList, type EventListRequest } from './events.functions'

export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (locale: Locale, request: EventListRequest) => [...eventKeys.lists(), locale, request] as const,
  filters: (locale: Locale) => [...eventKeys.all, 'filters', locale] as const,
  detail: (locale: Locale, slug: string) => [...eventKeys.all, 'detail', locale, slug] as const,
}

export const eventListQueryOptions = (locale: Locale, request: EventListRequest) =>
  queryOptions({
    queryKey: eventKeys.list(locale, request),
    queryFn: () => getEventList({ data: request }),
    staleTime: 60_000,
  })

export const eventFiltersQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: eventKeys.filters(locale),
    queryFn: () => getEventFilters(),
    staleTime: 60_000,
  })

/** Seats left change with reservations: a shorter stale time than the lists. */
export const eventQueryOptions = (locale: Locale, slug: string) =>
  queryOptions({
    queryKey: eventKeys.detail(locale, slug),
    queryFn: () => getEvent({ data: { slug } }),
    staleTime: 30_000,
  })
