import type { BlogIndexLoaderData } from './blog-route'
import { detailHead, listPageHead } from '~/lib/seo'

// The blog routes' head(): only what the loader prepared, so the route tree does not carry the loaders' modules
// (docs/decisions/019-what-loads-first.md).

/** An empty filtered page is not worth indexing (listPageHead). */
export function blogIndexHead(data: BlogIndexLoaderData | undefined) {
  return listPageHead(data, { image: data?.hero.image })
}

export const articleHead = detailHead
