import { eventArt } from './event-art'
import { typedCall } from '~/server/api-client.server'
import { api } from '~/server/api.server'
import { serveSvg, svgSlug } from '~/server/svg-response.server'

// /img/e/{slug}.svg: event artwork drawn from the category (no dates, so a slug's drawing never changes and the
// response is cacheable for a year, like the product art).

export function serveEventArt(file: string): Promise<Response> {
  return serveSvg(svgSlug(file), async (slug) => {
    const { data: event } = await typedCall(
      api.events({ token: null, locale: 'es' })[':id'].$get({ param: { id: slug } }),
    )
    return eventArt({ slug: event.slug, category: event.category.slug })
  })
}
