import { createServerFn } from '@tanstack/react-start'
import { notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { EVENT_CATEGORY_SLUGS, type EventDetail, type EventFilters, type EventList } from '~/contract/events'
import { ApiError, apiCall, apiCallRaw } from '~/server/api-client.server'

// Server functions around the events calls (docs/product.md, The API GET /events/{id}; the list and filters of src/contract/events.ts).

export const eventListRequest = v.object({
  categoria: v.optional(v.picklist(EVENT_CATEGORY_SLUGS)),
  page: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)),
  pasados: v.boolean(),
})
export type EventListRequest = v.InferOutput<typeof eventListRequest>

export const getEventList = createServerFn({ method: 'GET' })
  .validator(eventListRequest)
  .handler(async ({ data }): Promise<EventList> => {
    const query: Record<string, string> = { page: String(data.page) }
    if (data.categoria) query.categoria = data.categoria
    if (data.pasados) query.pasados = '1'
    return apiCallRaw<EventList>('/events', { query, token: null })
  })

export const getEventFilters = createServerFn({ method: 'GET' }).handler(async (): Promise<EventFilters> =>
  apiCall<EventFilters>('/events/filters', { token: null }),
)

export const getEvent = createServerFn({ method: 'GET' })
  .validator(v.object({ slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,160}$/)) }))
  .handler(async ({ data }): Promise<EventDetail> => {
    try {
      return await apiCall<EventDetail>(`/events/${data.slug}`, { token: null })
    } catch (err) {
      // Unknown (or draft) event: the router's not-found page (like product-route.ts).
      if (err instanceof ApiError && (err.status === 404 || err.status === 422)) throw notFound()
      throw err
    }
  })
