import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import type { TrackingView } from '~/contract/checkout'
import * as v from 'valibot'
import { trackingLinkQuerySchema, trackingPaymentSchema, trackingQuerySchema } from '~/contract/checkout'
import { outcome } from '~/lib/outcome'
import { ApiError, typedCall } from '~/server/api-client.server'
import { api } from '~/server/api.server'
import { fnInput } from '~/lib/fn-input'

export type TrackingOutcome =
  { ok: true; data: TrackingView } | { ok: false; message: string; fieldErrors: Record<string, string[]> }

/** docs/product.md, The API GET /order-tracking by order number and e-mail. */
export const trackOrder = createServerFn({ method: 'GET' })
  .validator(fnInput(trackingQuerySchema))
  .handler(async ({ data }): Promise<TrackingOutcome> => {
    try {
      return { ok: true, data: (await typedCall(api.tracking({ token: null }).$get({ query: data }))).data }
    } catch (err) {
      if (err instanceof ApiError && err.status < 500)
        return { ok: false, message: err.message, fieldErrors: err.fieldErrors }
      throw err
    }
  })

/** An order opened from the signed link its e-mails carry (its number and key, no e-mail typed). */
export const trackLinkedOrder = createServerFn({ method: 'GET' })
  .validator(fnInput(trackingLinkQuerySchema))
  .handler(async ({ data }): Promise<TrackingOutcome> => {
    try {
      return { ok: true, data: (await typedCall(api.tracking({ token: null }).link.$get({ query: data }))).data }
    } catch (err) {
      if (err instanceof ApiError && err.status < 500)
        return { ok: false, message: err.message, fieldErrors: err.fieldErrors }
      throw err
    }
  })

/** Pays again an unpaid Webpay order found by its number and e-mail (or link key): a new transaction for it. */
export const payTrackedOrder = createServerFn({ method: 'POST' })
  .validator(fnInput(v.omit(trackingPaymentSchema, ['origin'])))
  .handler(async ({ data }) =>
    outcome(async () => {
      const json = { ...data, origin: new URL(getRequest().url).origin }
      return (await typedCall(api.tracking({ token: null }).payments.$post({ json }))).data
    }),
  )
