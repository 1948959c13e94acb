import { createServerFn } from '@tanstack/react-start'
import type { TrackingView } from '~/contract/checkout'
import { trackingQuerySchema } from '~/contract/checkout'
import { ApiError, apiCall } from '~/server/api-client.server'

export type TrackingOutcome =
  { ok: true; data: TrackingView } | { ok: false; message: string; fieldErrors: Record<string, string[]> }

/** docs/product.md, The API GET /order-tracking by order number and e-mail. */
export const trackOrder = createServerFn({ method: 'GET' })
  .validator(trackingQuerySchema)
  .handler(async ({ data }): Promise<TrackingOutcome> => {
    try {
      return { ok: true, data: await apiCall<TrackingView>('/order-tracking', { query: data, token: null }) }
    } catch (err) {
      if (err instanceof ApiError && err.status < 500)
        return { ok: false, message: err.message, fieldErrors: err.fieldErrors }
      throw err
    }
  })
