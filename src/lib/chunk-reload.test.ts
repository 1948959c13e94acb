import { describe, expect, it } from 'vitest'
import { RECONNECT_GRACE_MS, isChunkLoadError, mayReloadForChunkError } from './chunk-reload'

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

  it('does not reload for a failure reported just after the connection came back, only once it has held', () => {
    const back = 100_000
    expect(mayReloadForChunkError(null, back + 50, true, back)).toBe(false)
    expect(mayReloadForChunkError(null, back + RECONNECT_GRACE_MS - 1, true, back)).toBe(false)
    expect(mayReloadForChunkError(null, back + RECONNECT_GRACE_MS, true, back)).toBe(true)
  })
})
