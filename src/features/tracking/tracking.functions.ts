import { createServerFn } from '@tanstack/react-start'
import type { TrackingView } from '~/contract/checkout'
import { trackingQuerySchema } from '~/contract/checkout'
import { ApiError, typedCall } from '~/server/api-client.server'
import { api } from '~/server/api.server'

export type TrackingOutcome =
  { ok: true; data: TrackingView } | { ok: false; message: string; fieldErrors: Record<string, string[]> }

/** docs/product.md, The API GET /order-tracking by order number and e-mail. */
export const trackOrder = createServerFn({ method: 'GET' })
  .validator(trackingQuerySchema)
  .handler(async ({ data }): Promise<TrackingOutcome> => {
    try {
      return { ok: true, data: (await typedCall(api.tracking({ token: null }).$get({ query: data }))).data }
    } catch (err) {
      if (err instanceof ApiError && err.status < 500)
        return { ok: false, message: err.message, fieldErrors: err.fieldErrors }
      throw err
    }
  })
