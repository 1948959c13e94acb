import type { SommelierLoaderData } from './sommelier-route'
import { breadcrumbJsonLd, pageHead } from '~/lib/seo'

// The virtual sommelier's head(): only what the loader prepared, so the route tree does not carry the loader's
// modules (docs/decisions/019-what-loads-first.md).

export function sommelierHead(data: SommelierLoaderData | undefined) {
  if (!data) return {}
  return pageHead({ ...data, image: data.hero.image, jsonLd: [breadcrumbJsonLd(data.site, data.crumbs)] })
}
