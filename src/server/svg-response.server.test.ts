import { describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-client.server'

// The real client needs the Worker runtime (cloudflare:workers); only its error class matters here.
vi.mock('./api-client.server', () => ({
  ApiError: class ApiError extends Error {
    constructor(
      readonly status: number,
      message: string,
    ) {
      super(message)
    }
  },
}))
import { serveSvg, svgSlug } from './svg-response.server'

describe('svgSlug', () => {
  it('takes {slug}.svg and nothing else', () => {
    expect(svgSlug('malbec-2020.svg')).toBe('malbec-2020')
    expect(svgSlug('malbec')).toBeNull()
    expect(svgSlug('../x.svg')).toBeNull()
    expect(svgSlug(`${'a'.repeat(161)}.svg`)).toBeNull()
  })
})

describe('serveSvg', () => {
  it('serves the drawing as immutable SVG', async () => {
    const res = await serveSvg('a', async (slug) => `<svg id="${slug}"/>`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await res.text()).toBe('<svg id="a"/>')
  })
  it('answers 404 for an impossible name without drawing, and for an API 404 or 422', async () => {
    let drawn = false
    expect((await serveSvg(null, async () => ((drawn = true), ''))).status).toBe(404)
    expect(drawn).toBe(false)
    for (const status of [404, 422]) {
      const res = await serveSvg('a', async () => {
        throw new ApiError(status, 'x')
      })
      expect(res.status).toBe(404)
    }
  })
  it('lets other failures through', async () => {
    await expect(
      serveSvg('a', async () => {
        throw new ApiError(500, 'x')
      }),
    ).rejects.toBeInstanceOf(ApiError)
  })
})
