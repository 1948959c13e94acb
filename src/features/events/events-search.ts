import * as v from 'valibot'
import { EVENT_CATEGORY_SLUGS } from '~/contract/event-categories'
import type { EventListRequest } from './events.functions'

// Typed URL search params of /eventos (Spanish names the shopper sees): ?categoria=cata&pagina=2&pasados=1.
// A hand-edited value falls back to "absent" instead of breaking the page (like the catalogue's list-search).

const absent = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined)

export const eventsSearchSchema = v.object({
  categoria: absent(v.picklist(EVENT_CATEGORY_SLUGS)),
  pagina: absent(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform(Number),
      v.integer(),
      v.minValue(1),
      v.maxValue(10_000),
      // Page 1 is the page without ?pagina= (one canonical URL).
      v.transform((n) => (n === 1 ? undefined : n)),
    ),
  ),
  pasados: absent(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform(String),
      v.picklist(['1']),
      v.transform(() => 1 as const),
    ),
  ),
})

export type EventsSearch = v.InferOutput<typeof eventsSearchSchema>

export function toListRequest(search: EventsSearch): EventListRequest {
  return { categoria: search.categoria, page: search.pagina ?? 1, pasados: search.pasados === 1 }
}
