import { createFileRoute } from '@tanstack/react-router'
import { forwardToAdminApi } from '~/server/admin-proxy.server'

// /gestion/reservas/{event id}/asistentes.csv: an event's attendees for the door, from /api/admin/reservations.
export const Route = createFileRoute('/gestion_/reservas/$evento/asistentes.csv')({
  server: {
    handlers: {
      GET: ({ params }) => {
        const id = /^\d{1,12}$/.test(params.evento) ? params.evento : '0'
        return forwardToAdminApi(`/reservations/events/${id}/attendees.csv`, { method: 'GET' })
      },
    },
  },
})
