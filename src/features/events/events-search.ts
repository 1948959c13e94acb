import { integer, oneOf, searchParams, type SearchOf } from '~/lib/search-params'
import { EVENT_CATEGORY_SLUGS } from '~/contract/event-categories'
import type { EventListRequest } from './events.functions'

// Typed URL search params of /eventos (Spanish names the shopper sees): ?categoria=cata&pagina=2&pasados=1.
// A hand-edited value falls back to "absent" instead of breaking the page (like the catalogue's list-search).

const page = integer(1, 10_000)

const readers = {
  categoria: oneOf(EVENT_CATEGORY_SLUGS),
  /** Page 1 is no page: it stays out of the URL. */
  pagina: (value: unknown) => {
    const n = page(value)
    return n === 1 ? undefined : n
  },
  pasados: (value: unknown) =>
    (typeof value === 'string' || typeof value === 'number') && String(value) === '1' ? (1 as const) : undefined,
}

export const eventsSearchSchema = searchParams(readers)

export type EventsSearch = SearchOf<typeof readers>

export function toListRequest(search: EventsSearch): EventListRequest {
  return { categoria: search.categoria, page: search.pagina ?? 1, pasados: search.pasados === 1 }
}
