import { createFileRoute } from '@tanstack/react-router'
import { forwardToAdminApi } from '~/server/admin-proxy.server'

// /gestion/clientes/{id}/datos.json: a person's data as a JSON download (admins; the API checks and audits it).
export const Route = createFileRoute('/gestion_/clientes/$id/datos.json')({
  server: {
    handlers: {
      GET: ({ params }) => {
        const id = /^\d{1,12}$/.test(params.id) ? params.id : '0'
        return forwardToAdminApi(`/customers/${id}/export`, { method: 'GET' })
      },
    },
  },
})
