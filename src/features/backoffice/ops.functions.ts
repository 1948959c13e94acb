import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import type { couponCreateSchema, couponUpdateSchema, refundSchema } from '~/contract/admin-ops'
import { ApiError } from '~/lib/errors'
import { outcome } from '~/lib/outcome'
import { api } from '~/server/api.server'
import { typedCall } from '~/server/api-client.server'
import { fnInput } from '~/lib/fn-input'

// Server functions of the back-office's coupons, customers and refunds: each calls /api/admin through the typed
// client with the staff member's session; the API authorises and validates (its field errors reach the forms).

const listQuery = v.record(v.string(), v.pipe(v.string(), v.maxLength(200)))
type Json = string | number | boolean | null | Json[] | { [key: string]: Json }
const json: v.GenericSchema<Json> = v.lazy(() =>
  v.union([v.string(), v.number(), v.boolean(), v.null(), v.array(json), v.record(v.string(), json)]),
)
const id = v.pipe(v.number(), v.integer(), v.minValue(1))

export const listAdminCoupons = createServerFn({ method: 'GET' })
  .validator(fnInput(listQuery))
  .handler(async ({ data }) => (await typedCall(api.admin().coupons.$get({ query: data }))).data)

export const saveAdminCoupon = createServerFn({ method: 'POST' })
  .validator(fnInput(v.object({ id: v.optional(id), coupon: json })))
  .handler(async ({ data }) =>
    outcome(async () => {
      if (data.id === undefined) {
        const body = data.coupon as v.InferInput<typeof couponCreateSchema>
        return (await typedCall(api.admin().coupons.$post({ json: body }))).data
      }
      const body = data.coupon as v.InferInput<typeof couponUpdateSchema>
      return (await typedCall(api.admin().coupons[':id'].$patch({ param: { id: String(data.id) }, json: body }))).data
    }),
  )

export const deactivateAdminCoupon = createServerFn({ method: 'POST' })
  .validator(fnInput(v.object({ id })))
  .handler(async ({ data }) =>
    outcome(async () => (await typedCall(api.admin().coupons[':id'].$delete({ param: { id: String(data.id) } }))).data),
  )

export const listAdminCustomers = createServerFn({ method: 'GET' })
  .validator(fnInput(listQuery))
  .handler(async ({ data }) => typedCall(api.admin().customers.$get({ query: data })))

/** The person, or null when there is none with that id (the page shows the shop's 404). */
export const getAdminCustomer = createServerFn({ method: 'GET' })
  .validator(fnInput(v.object({ id })))
  .handler(async ({ data }) => {
    try {
      return (await typedCall(api.admin().customers[':id'].$get({ param: { id: String(data.id) } }))).data
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return null
      throw err
    }
  })

export const anonymiseAdminCustomer = createServerFn({ method: 'POST' })
  .validator(fnInput(v.object({ id })))
  .handler(async ({ data }) =>
    outcome(
      async () => (await typedCall(api.admin().customers[':id'].$delete({ param: { id: String(data.id) } }))).data,
    ),
  )

export const refundAdminOrder = createServerFn({ method: 'POST' })
  .validator(fnInput(v.object({ order: v.pipe(v.string(), v.regex(/^[\w-]{4,64}$/)), refund: json })))
  .handler(async ({ data }) =>
    outcome(async () => {
      const body = data.refund as v.InferInput<typeof refundSchema>
      return (await typedCall(api.admin().orders[':order'].refunds.$post({ param: { order: data.order }, json: body })))
        .data
    }),
  )
