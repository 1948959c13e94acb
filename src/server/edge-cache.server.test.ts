import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const workerEnv = vi.hoisted((): { EDGE_CACHE?: string } => ({}))
vi.mock('cloudflare:workers', () => ({ env: workerEnv, waitUntil: () => {} }))

// No Cache API in Node (`caches` is undefined): what is not in the isolate's memo is loaded again, so the loader's
// calls show what the memo kept.
async function freshModule() {
  vi.resetModules()
  return import('./edge-cache.server')
}

describe('the isolate memo in front of the edge cache', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-27T12:00:00Z'))
  })
  afterEach(() => vi.useRealTimers())

  it('serves a fresh entry from memory without loading it again', async () => {
    const { cachedContent } = await freshModule()
    const load = vi.fn(async () => 'layout v1')
    expect(await cachedContent('pages/layout', 'es', load)).toBe('layout v1')
    expect(await cachedContent('pages/layout', 'es', load)).toBe('layout v1')
    expect(load).toHaveBeenCalledTimes(1)
    // Keyed by locale too.
    await cachedContent('pages/layout', 'en', load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps at most MEMO_ENTRIES entries, dropping the least recently used first', async () => {
    const { cachedContent, MEMO_ENTRIES } = await freshModule()
    const loads = new Map<string, number>()
    const get = (key: string) =>
      cachedContent(key, 'es', async () => {
        loads.set(key, (loads.get(key) ?? 0) + 1)
        return key
      })

    await get('kept')
    await get('dropped')
    for (let i = 0; i < MEMO_ENTRIES - 2; i += 1) await get(`list/${i}`)
    await get('kept') // used again: now the most recent
    await get('one more') // the memo is over its bound by one: the least recently used goes

    await get('kept')
    await get('dropped')
    expect(loads.get('kept')).toBe(1)
    expect(loads.get('dropped')).toBe(2)
  })

  it('serves a stale entry while a fresh copy is read, and loads again once it is past its stale time', async () => {
    const { cachedContent } = await freshModule()
    let version = 0
    const load = vi.fn(async () => `v${++version}`)
    const freshness = { freshMs: 10_000, staleMs: 60_000 }

    expect(await cachedContent('catalog/list/wines/newest/1', 'es', load, freshness)).toBe('v1')
    vi.setSystemTime(new Date('2026-11-27T12:00:20Z'))
    // Stale: answered from memory at once, the refresh runs behind it.
    expect(await cachedContent('catalog/list/wines/newest/1', 'es', load, freshness)).toBe('v1')
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2))
    expect(await cachedContent('catalog/list/wines/newest/1', 'es', load, freshness)).toBe('v2')

    vi.setSystemTime(new Date('2026-11-27T12:02:00Z'))
    expect(await cachedContent('catalog/list/wines/newest/1', 'es', load, freshness)).toBe('v3')
  })
})

describe('EDGE_CACHE=off (the browser tests)', () => {
  afterEach(() => {
    delete workerEnv.EDGE_CACHE
  })

  it('loads every entry when asked, so what a test wrote shows on the next read', async () => {
    workerEnv.EDGE_CACHE = 'off'
    const { cachedContent } = await freshModule()
    let version = 1
    const load = vi.fn(async () => `layout v${version}`)
    expect(await cachedContent('pages/layout', 'es', load)).toBe('layout v1')
    version = 2
    expect(await cachedContent('pages/layout', 'es', load)).toBe('layout v2')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
