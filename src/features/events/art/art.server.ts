import { eventArt } from './event-art'
import type { EventDetail } from '~/contract/events'
import { apiCall } from '~/server/api-client.server'
import { serveSvg, svgSlug } from '~/server/svg-response.server'

// /img/e/{slug}.svg: event artwork drawn from the category (no dates, so a slug's drawing never changes and the
// response is cacheable for a year, like the product art).

export function serveEventArt(file: string): Promise<Response> {
  return serveSvg(svgSlug(file), async (slug) => {
    const event = await apiCall<EventDetail>(`/events/${slug}`, { token: null, locale: 'es' })
    return eventArt({ slug: event.slug, category: event.category.slug })
  })
}
