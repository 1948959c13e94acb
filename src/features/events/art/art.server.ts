import { eventArt } from './event-art'
import type { EventDetail } from '~/contract/events'
import { ApiError, apiCall } from '~/server/api-client.server'

// /img/e/{slug}.svg: event artwork drawn from the category (no dates, so a slug's drawing never changes and the
// response is cacheable for a year, like the product art).

export async function serveEventArt(file: string): Promise<Response> {
  const slug = file.replace(/\.svg$/, '')
  if (!/^[a-z0-9-]{1,160}$/.test(slug) || !file.endsWith('.svg')) return new Response('Not found', { status: 404 })
  try {
    const event = await apiCall<EventDetail>(`/events/${slug}`, { token: null, locale: 'es' })
    return new Response(eventArt({ slug: event.slug, category: event.category.slug }), {
      headers: {
        'content-type': 'image/svg+xml; charset=utf-8',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      },
    })
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 422))
      return new Response('Not found', { status: 404 })
    throw err
  }
}
