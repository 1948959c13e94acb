import { ApiError } from './api-client.server'

// Generated artwork (/img/p, /img/c, /img/e, /img/b): the features draw the SVG, this serves it. A slug never
// changes its drawing, so the response is cacheable for a year (immutable); an unknown slug is a plain 404.

const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
}

const notFound = () => new Response('Not found', { status: 404 })

/** `{slug}.svg` → the slug (lower-case letters, digits and dashes, at most 160), or null for any other name. */
export function svgSlug(file: string): string | null {
  return /^([a-z0-9-]{1,160})\.svg$/.exec(file)?.[1] ?? null
}

/**
 * Draws and serves one SVG. `input` is what the file name asked for (null: a name that cannot exist, 404 without
 * asking the API); a 404 or 422 from the API while drawing is a 404 too, anything else propagates.
 */
export async function serveSvg<T>(input: T | null, draw: (input: T) => Promise<string>): Promise<Response> {
  if (input === null) return notFound()
  try {
    return new Response(await draw(input), { headers: SVG_HEADERS })
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 422)) return notFound()
    throw err
  }
}
