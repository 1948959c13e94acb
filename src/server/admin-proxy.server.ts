import { getRequest } from '@tanstack/react-start/server'
import { dispatch } from './api-client.server'
import { freshAccessToken, requestLocale } from './session.server'

// Two back-office requests are not JSON and go to /api/admin as they are: the CSV export (streamed to the
// browser as a download) and photo uploads (multipart). They carry the session's token like every other call;
// an upload must come from the shop's own pages (same Origin), like a server function.

export async function forwardToAdminApi(
  path: string,
  init: { method: 'GET' | 'POST'; body?: BodyInit | null; contentType?: string | null },
) {
  const request = getRequest()
  if (init.method !== 'GET') {
    const origin = request.headers.get('origin')
    if (!origin || origin !== new URL(request.url).origin) {
      return Response.json({ message: 'Origen no permitido' }, { status: 403 })
    }
  }
  const headers = new Headers({ 'accept-language': requestLocale() })
  const token = await freshAccessToken()
  if (token) headers.set('authorization', `Bearer ${token}`)
  if (init.contentType) headers.set('content-type', init.contentType)
  return dispatch(
    new Request(`http://in-process/api/admin${path}`, { method: init.method, headers, body: init.body ?? null }),
  )
}
