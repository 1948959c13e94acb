import type { ContactHeadData } from './contact-route'
import { pageHead } from '~/lib/seo'

// The contact routes' head(): only what the loader prepared, so the route tree does not carry the loaders' modules
// (the FAQ, the page schema; docs/decisions/019-what-loads-first.md).

export function contactHead(data: ContactHeadData | undefined) {
  if (!data) return {}
  return pageHead({
    site: data.site,
    url: data.path,
    title: data.title,
    description: data.description,
    jsonLd: data.jsonLd,
    noindex: data.noindex,
  })
}
