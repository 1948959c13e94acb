import { describe, expect, it } from 'vitest'
import { isChunkLoadError, mayReloadForChunkError } from './chunk-reload'

describe('chunk-load reload guard (docs/product.md, How things behave, Numbers and limits: at most once per 60 s)', () => {
  it('recognises chunk load failures of the browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('boom'))).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
  })

  it('reloads the first time and again only after 60 s', () => {
    expect(mayReloadForChunkError(null, 1_000)).toBe(true)
    expect(mayReloadForChunkError(1_000, 1_000 + 59_999)).toBe(false)
    expect(mayReloadForChunkError(1_000, 1_000 + 60_000)).toBe(true)
  })

  it('never reloads while the browser is offline: the chunk failed for want of a connection', () => {
    expect(mayReloadForChunkError(null, 1_000, false)).toBe(false)
    expect(mayReloadForChunkError(null, 1_000, true)).toBe(true)
  })
})
