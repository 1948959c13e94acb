import type { SommelierLoaderData } from './sommelier-route'
import { breadcrumbJsonLd, pageHead } from '~/lib/seo'

// The virtual sommelier's head(): only what the loader prepared, so the route tree does not carry the loader's
// modules (docs/decisions/019-what-loads-first.md).

export function sommelierHead(data: SommelierLoaderData | undefined) {
  if (!data) return {}
  return pageHead({
    site: data.site,
    url: data.url,
    title: data.title,
    description: data.description,
    image: data.hero.image,
    jsonLd: [breadcrumbJsonLd(data.site, data.crumbs)],
  })
}
