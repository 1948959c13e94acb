import { createServerFn } from '@tanstack/react-start'
import { notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { EVENT_CATEGORY_SLUGS, type EventDetail, type EventFilters, type EventList } from '~/contract/events'
import { ApiError, typedCall } from '~/server/api-client.server'
import { api } from '~/server/api.server'
import { fnInput } from '~/lib/fn-input'

// Server functions around the events calls (docs/product.md, The API GET /events/{id}; the list and filters of src/contract/events.ts).

export const eventListRequest = v.object({
  categoria: v.optional(v.picklist(EVENT_CATEGORY_SLUGS)),
  page: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)),
  pasados: v.boolean(),
})
export type EventListRequest = v.InferOutput<typeof eventListRequest>

export const getEventList = createServerFn({ method: 'GET' })
  .validator(fnInput(eventListRequest))
  .handler(async ({ data }): Promise<EventList> => {
    const query = { page: data.page, categoria: data.categoria, pasados: data.pasados ? ('1' as const) : undefined }
    return typedCall(api.events({ token: null }).$get({ query }))
  })

export const getEventFilters = createServerFn({ method: 'GET' }).handler(async (): Promise<EventFilters> =>
  typedCall(api.events({ token: null }).filters.$get()).then((answer) => answer.data),
)

export const getEvent = createServerFn({ method: 'GET' })
  .validator(fnInput(v.object({ slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,160}$/)) })))
  .handler(async ({ data }): Promise<EventDetail> => {
    try {
      return (await typedCall(api.events({ token: null })[':id'].$get({ param: { id: data.slug } }))).data
    } catch (err) {
      // Unknown (or draft) event: the router's not-found page (like product-route.ts).
      if (err instanceof ApiError && (err.status === 404 || err.status === 422)) throw notFound()
      throw err
    }
  })
