import { createFileRoute } from '@tanstack/react-router'
import { forwardToAdminApi } from '~/server/admin-proxy.server'

// POST /gestion/fotos/{productId}: a photo upload from the stock page, passed to /api/admin/products/{id}/photos.
export const Route = createFileRoute('/gestion_/fotos/$id')({
  server: {
    handlers: {
      POST: ({ request, params }) => {
        const id = /^\d{1,12}$/.test(params.id) ? params.id : '0'
        return forwardToAdminApi(`/products/${id}/photos`, {
          method: 'POST',
          body: request.body,
          contentType: request.headers.get('content-type'),
        })
      },
    },
  },
})
