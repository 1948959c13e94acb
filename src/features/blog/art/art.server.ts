import type { BlogArtInput } from '~/contract/blog'
import { ApiError, apiCall } from '~/server/api-client.server'
import { blogArt } from './blog-art'

// /img/b/{slug}.svg (card) and /img/b/{slug}.wide.svg (cover): artwork generated from the article's category.
// The slug never changes its drawing, so the response is cacheable for a year (immutable), like the product art.

const FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)(\.wide)?\.svg$/

export async function serveBlogArt(file: string): Promise<Response> {
  const match = FILE.exec(file)
  if (!match || match[1]!.length > 160) return new Response('Not found', { status: 404 })
  try {
    const art = await apiCall<BlogArtInput>(`/blogs/${match[1]}/art`, { token: null })
    return new Response(blogArt(art, match[2] ? 'wide' : 'card'), {
      headers: {
        'content-type': 'image/svg+xml; charset=utf-8',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      },
    })
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 422)) {
      return new Response('Not found', { status: 404 })
    }
    throw err
  }
}
