import { productArt, type ArtInput } from './product-art'
import { ApiError, apiCall } from '~/server/api-client.server'

// /img/p/{slug}.svg and /img/c/{slug}.svg: artwork generated from the product's attributes (issue 3).
// The slug never changes its drawing, so the response is cacheable for a year (immutable).

export async function serveProductArt(file: string, variant: 'card' | 'cover'): Promise<Response> {
  const slug = file.replace(/\.svg$/, '')
  if (!/^[a-z0-9-]{1,160}$/.test(slug) || !file.endsWith('.svg')) return new Response('Not found', { status: 404 })
  try {
    const art = await apiCall<ArtInput>(`/products/${slug}/art`, { token: null })
    return new Response(productArt(art, variant), {
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
