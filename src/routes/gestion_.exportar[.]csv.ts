import { createFileRoute } from '@tanstack/react-router'
import { forwardToAdminApi } from '~/server/admin-proxy.server'

// /gestion/exportar.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: the accountant's CSV, streamed from /api/admin/exports.
export const Route = createFileRoute('/gestion_/exportar.csv')({
  server: {
    handlers: {
      GET: ({ request }) => {
        const url = new URL(request.url)
        const query = new URLSearchParams()
        for (const key of ['from', 'to']) query.set(key, url.searchParams.get(key) ?? '')
        return forwardToAdminApi(`/exports/orders.csv?${query}`, { method: 'GET' })
      },
    },
  },
})
