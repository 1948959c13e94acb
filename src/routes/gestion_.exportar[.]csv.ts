import { createFileRoute } from '@tanstack/react-router'
import { forwardToAdminApi } from '~/server/admin-proxy.server'

// /gestion/exportar.csv?from=&to=&status=&payment=&region=&q=: the accountant's CSV, streamed from
// /api/admin/exports with the order list's filters (without dates: this month). A refusal (a reversed range, too
// many days) never lands on the API's JSON: the person goes back to the list, which shows the reason.
export const Route = createFileRoute('/gestion_/exportar.csv')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const url = new URL(request.url)
        const query = new URLSearchParams()
        for (const key of ['from', 'to', 'status', 'payment', 'region', 'q']) {
          const value = url.searchParams.get(key)
          if (value) query.set(key, value.slice(0, 100))
        }
        const response = await forwardToAdminApi(`/exports/orders.csv?${query}`, { method: 'GET' })
        if (response.ok) return response
        const body = (await response.json().catch(() => null)) as { message?: string } | null
        query.set('error', (body?.message ?? String(response.status)).slice(0, 300))
        return new Response(null, { status: 303, headers: { location: `/gestion/pedidos?${query}` } })
      },
    },
  },
})
