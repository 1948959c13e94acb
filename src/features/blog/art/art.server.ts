import { typedCall } from '~/server/api-client.server'
import { api } from '~/server/api.server'
import { serveSvg } from '~/server/svg-response.server'
import { blogArt } from './blog-art'

// /img/b/{slug}.svg (card) and /img/b/{slug}.wide.svg (cover): artwork generated from the article's category.
// The slug never changes its drawing, so the response is cacheable for a year (immutable), like the product art.

const FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)(\.wide)?\.svg$/

export function serveBlogArt(file: string): Promise<Response> {
  const match = FILE.exec(file)
  const wanted = match && match[1]!.length <= 160 ? { slug: match[1]!, wide: Boolean(match[2]) } : null
  return serveSvg(wanted, async ({ slug, wide }) =>
    blogArt(
      (await typedCall(api.blog({ token: null })[':id'].art.$get({ param: { id: slug } }))).data,
      wide ? 'wide' : 'card',
    ),
  )
}
