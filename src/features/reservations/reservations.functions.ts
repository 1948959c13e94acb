import { createServerFn } from '@tanstack/react-start'
import { outcome } from '~/lib/outcome'
import {
  eventReservationRequestSchema,
  tableReservationRequestSchema,
  type EventReservationConfirmation,
  type ReservableEvent,
  type TableReservationConfirmation,
} from '~/contract/reservations'
import { typedCall } from '~/server/api-client.server'
import { api } from '~/server/api.server'
import { fnInput } from '~/lib/fn-input'

// Server functions of reservations (the BFF): docs/product.md, The API GET /events/selects, POST /events, POST /reservations.
// The contract schemas bound the input here; the API judges it (seats, opening hours, captcha) and answers.

/** A refusal the page routes on: 422 → inline field errors; anything else → the failure page (docs/product.md, Errors). */
export const getReservableEvents = createServerFn({ method: 'GET' }).handler(
  async (): Promise<ReservableEvent[]> => (await typedCall(api.eventReservations({ token: null }).selects.$get())).data,
)

export const reserveEventFn = createServerFn({ method: 'POST' })
  .validator(fnInput(eventReservationRequestSchema))
  .handler(({ data }) =>
    outcome(
      async (): Promise<EventReservationConfirmation> =>
        (await typedCall(api.eventReservations({ token: null }).$post({ json: data }))).data,
    ),
  )

export const reserveTableFn = createServerFn({ method: 'POST' })
  .validator(fnInput(tableReservationRequestSchema))
  .handler(({ data }) =>
    outcome(
      async (): Promise<TableReservationConfirmation> =>
        (await typedCall(api.tableReservations({ token: null }).$post({ json: data }))).data,
    ),
  )
