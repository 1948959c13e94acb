import { createServerFn } from '@tanstack/react-start'
import { outcome } from '~/lib/outcome'
import {
  eventReservationRequestSchema,
  tableReservationRequestSchema,
  type EventReservationConfirmation,
  type ReservableEvent,
  type TableReservationConfirmation,
} from '~/contract/reservations'
import { apiCall } from '~/server/api-client.server'

// Server functions of reservations (the BFF): docs/product.md, The API GET /events/selects, POST /events, POST /reservations.
// The contract schemas bound the input here; the API judges it (seats, opening hours, captcha) and answers.

/** A refusal the page routes on: 422 → inline field errors; anything else → the failure page (docs/product.md, Errors). */
export const getReservableEvents = createServerFn({ method: 'GET' }).handler(() =>
  apiCall<ReservableEvent[]>('/events/selects', { token: null }),
)

export const reserveEventFn = createServerFn({ method: 'POST' })
  .validator(eventReservationRequestSchema)
  .handler(({ data }) =>
    outcome(() => apiCall<EventReservationConfirmation>('/events', { method: 'POST', body: data, token: null })),
  )

export const reserveTableFn = createServerFn({ method: 'POST' })
  .validator(tableReservationRequestSchema)
  .handler(({ data }) =>
    outcome(() => apiCall<TableReservationConfirmation>('/reservations', { method: 'POST', body: data, token: null })),
  )
