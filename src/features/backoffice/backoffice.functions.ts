import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import {
  acceptInvitationSchema,
  inviteStaffSchema,
  messageReplySchema,
  orderTransitionSchema,
  productActiveSchema,
  reservationStatusSchema,
  stockAdjustmentSchema,
  tableReservationsQuerySchema,
} from '~/contract/admin'
import { ApiError } from '~/lib/errors'
import { outcome } from '~/lib/outcome'
import { api } from '~/server/api.server'
import { typedCall } from '~/server/api-client.server'
import { fnInput } from '~/lib/fn-input'

// The back-office's server functions: each one calls /api/admin through the typed client with the staff member's
// session. The API authorises every call; these only carry the answer (or the refusal, for forms) to the page. The
// /gestion guard's own (`getStaffSession`) is in staff-session.functions.ts.

/** Query strings carry strings: the API's list schemas parse them (and answer 422); here they are only passed along. */
const listQuery = v.record(v.string(), v.pipe(v.string(), v.maxLength(200)))

/**
 * A form's values as plain JSON: the API validates them with the contract's schema and answers the shop's field
 * errors, which the form shows; validating here first would replace those with a generic failure.
 */
type Json = string | number | boolean | null | Json[] | { [key: string]: Json }
const json: v.GenericSchema<Json> = v.lazy(() =>
  v.union([v.string(), v.number(), v.boolean(), v.null(), v.array(json), v.record(v.string(), json)]),
)

const orderRef = v.object({ order: v.pipe(v.string(), v.regex(/^[\w-]{4,64}$/)) })
const productRef = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) })

export const getDashboard = createServerFn({ method: 'GET' }).handler(async () => {
  return (await typedCall(api.admin().dashboard.$get())).data
})

export const listAdminOrders = createServerFn({ method: 'GET' })
  .validator(fnInput(listQuery))
  .handler(async ({ data }) => typedCall(api.admin().orders.$get({ query: data })))

/** The order, or null when there is none with that id or number (the page shows the shop's 404). */
export const getAdminOrder = createServerFn({ method: 'GET' })
  .validator(fnInput(orderRef))
  .handler(async ({ data }) => {
    try {
      return (await typedCall(api.admin().orders[':order'].$get({ param: data }))).data
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return null
      throw err
    }
  })

export const transitionAdminOrder = createServerFn({ method: 'POST' })
  .validator(fnInput(v.object({ order: orderRef.entries.order, transition: json })))
  .handler(async ({ data }) =>
    outcome(async () => {
      const json = data.transition as v.InferInput<typeof orderTransitionSchema>
      return (await typedCall(api.admin().orders[':order'].transitions.$post({ param: { order: data.order }, json })))
        .data
    }),
  )

export const listAdminStock = createServerFn({ method: 'GET' })
  .validator(fnInput(listQuery))
  .handler(async ({ data }) => typedCall(api.admin().stock.$get({ query: data })))

export const adjustAdminStock = createServerFn({ method: 'POST' })
  .validator(fnInput(v.object({ ...productRef.entries, adjustment: json })))
  .handler(async ({ data }) =>
    outcome(async () => {
      const json = data.adjustment as v.InferInput<typeof stockAdjustmentSchema>
      return (await typedCall(api.admin().products[':id'].stock.$post({ param: { id: String(data.id) }, json }))).data
    }),
  )

export const setAdminProductActive = createServerFn({ method: 'POST' })
  .validator(fnInput(v.object({ ...productRef.entries, ...productActiveSchema.entries })))
  .handler(async ({ data }) =>
    outcome(async () => {
      const call = api.admin().products[':id'].active.$put({
        param: { id: String(data.id) },
        json: { active: data.active },
      })
      return (await typedCall(call)).data
    }),
  )

export const listAdminContent = createServerFn({ method: 'GET' }).handler(async () => {
  return (await typedCall(api.admin().content.$get())).data
})

export const listAdminEvents = createServerFn({ method: 'GET' }).handler(async () => {
  return (await typedCall(api.admin().reservations.events.$get())).data
})

export const listAdminTables = createServerFn({ method: 'GET' })
  .validator(fnInput(tableReservationsQuerySchema))
  .handler(
    async ({ data }) => (await typedCall(api.admin().reservations.tables.$get({ query: { date: data.date } }))).data,
  )

export const setAdminReservationStatus = createServerFn({ method: 'POST' })
  .validator(
    fnInput(
      v.object({
        kind: v.picklist(['event', 'table']),
        id: v.pipe(v.number(), v.integer()),
        ...reservationStatusSchema.entries,
      }),
    ),
  )
  .handler(async ({ data }) =>
    outcome(async () => {
      const call = api.admin().reservations[':kind'][':id'].status.$post({
        param: { kind: data.kind, id: String(data.id) },
        json: { status: data.status },
      })
      return (await typedCall(call)).data
    }),
  )

export const listAdminMessages = createServerFn({ method: 'GET' })
  .validator(fnInput(listQuery))
  .handler(async ({ data }) => typedCall(api.admin().messages.$get({ query: data })))

export const markAdminMessageAnswered = createServerFn({ method: 'POST' })
  .validator(fnInput(v.object({ id: v.pipe(v.number(), v.integer()) })))
  .handler(async ({ data }) =>
    outcome(
      async () =>
        (await typedCall(api.admin().messages[':id'].answered.$post({ param: { id: String(data.id) } }))).data,
    ),
  )

export const replyToAdminMessage = createServerFn({ method: 'POST' })
  .validator(fnInput(v.object({ id: v.pipe(v.number(), v.integer()), reply: json })))
  .handler(async ({ data }) =>
    outcome(async () => {
      const json = data.reply as v.InferInput<typeof messageReplySchema>
      return (await typedCall(api.admin().messages[':id'].replies.$post({ param: { id: String(data.id) }, json }))).data
    }),
  )

export const getPickingList = createServerFn({ method: 'GET' })
  .validator(fnInput(v.object({ day: v.pipe(v.string(), v.maxLength(10)) })))
  .handler(async ({ data }) => (await typedCall(api.admin().orders.picking.$get({ query: data }))).data)

export const listAdminAudit = createServerFn({ method: 'GET' })
  .validator(fnInput(listQuery))
  .handler(async ({ data }) => typedCall(api.admin().audit.$get({ query: data })))

export const listAdminStaff = createServerFn({ method: 'GET' }).handler(async () => {
  return (await typedCall(api.admin().staff.$get())).data
})

export const inviteAdminStaff = createServerFn({ method: 'POST' })
  .validator(fnInput(v.object({ email: v.string(), role: inviteStaffSchema.entries.role })))
  .handler(async ({ data }) =>
    outcome(async () => (await typedCall(api.admin().staff.invitations.$post({ json: data }))).data),
  )

export const revokeAdminStaff = createServerFn({ method: 'POST' })
  .validator(fnInput(v.object({ id: v.pipe(v.number(), v.integer()) })))
  .handler(async ({ data }) =>
    outcome(async () => (await typedCall(api.admin().staff[':id'].$delete({ param: { id: String(data.id) } }))).data),
  )

export const acceptStaffInvitation = createServerFn({ method: 'POST' })
  .validator(fnInput(v.object({ token: v.string() })))
  .handler(async ({ data }) =>
    outcome(async () => {
      const json: v.InferInput<typeof acceptInvitationSchema> = data
      return (await typedCall(api.admin().invitations.accept.$post({ json }))).data
    }),
  )

/** The regions for the order list's filter (public data, same API). */
export const listRegionsForFilter = createServerFn({ method: 'GET' }).handler(async () => {
  return (await typedCall(api.regions({ token: null }).$get())).data
})
