import { productArt } from './product-art'
import { typedCall } from '~/server/api-client.server'
import { api } from '~/server/api.server'
import { serveSvg, svgSlug } from '~/server/svg-response.server'

// /img/p/{slug}.svg and /img/c/{slug}.svg: artwork generated from the product's attributes.
// The slug never changes its drawing, so the response is cacheable for a year (immutable).

export function serveProductArt(file: string, variant: 'card' | 'cover'): Promise<Response> {
  return serveSvg(svgSlug(file), async (slug) =>
    productArt((await typedCall(api.products({ token: null })[':id'].art.$get({ param: { id: slug } }))).data, variant),
  )
}
