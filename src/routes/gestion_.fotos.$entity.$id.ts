import { createFileRoute } from '@tanstack/react-router'
import { forwardToAdminApi } from '~/server/admin-proxy.server'

// POST /gestion/fotos/{products|events|articles}/{id}: a photo upload from the back-office, passed to
// /api/admin/{entity}/{id}/photos (the API checks the role, the size and the bytes).
const ENTITIES = new Set(['products', 'events', 'articles'])

export const Route = createFileRoute('/gestion_/fotos/$entity/$id')({
  server: {
    handlers: {
      POST: ({ request, params }) => {
        const entity = ENTITIES.has(params.entity) ? params.entity : 'products'
        const id = /^\d{1,12}$/.test(params.id) ? params.id : '0'
        return forwardToAdminApi(`/${entity}/${id}/photos`, {
          method: 'POST',
          body: request.body,
          contentType: request.headers.get('content-type'),
        })
      },
    },
  },
})
