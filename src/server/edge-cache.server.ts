import { env, waitUntil } from 'cloudflare:workers'
import type { Locale } from '~/lib/locale'

// Layout and page content cached at the edge (docs/architecture.md, "Edge cache"): Cache API per locale,
// with a TTL and stale-while-revalidate. A small per-isolate memo in front of it makes a warm
// request cost no D1 query and no cache round trip. Content is public and keyed by locale only.
// The memo is bounded: an isolate lives for many requests, and the catalogue's list pages are keyed by family,
// sort, page and locale, so an unbounded Map would grow with every key ever asked for. Decision 026 says what is kept
// where and for how long.

const FRESH_MS = 5 * 60 * 1000
const STALE_MS = 24 * 60 * 60 * 1000
/**
 * Entries one isolate keeps in memory, the least recently used dropped first (about 10 MB at most: a list page
 * is ~40 KB). Layout, content pages and the popular list heads stay; a list page pushed out comes back from the
 * Cache API, still without a D1 query.
 */
export const MEMO_ENTRIES = 256

type Entry = { value: unknown; storedAt: number }
const memo = new Map<string, Entry>()
const refreshing = new Set<string>()

function remembered(id: string): Entry | undefined {
  const hit = memo.get(id)
  if (hit) {
    // A Map iterates in insertion order: re-inserting marks the entry as the most recently used.
    memo.delete(id)
    memo.set(id, hit)
  }
  return hit
}

function remember(id: string, entry: Entry) {
  memo.delete(id)
  memo.set(id, entry)
  while (memo.size > MEMO_ENTRIES) memo.delete(memo.keys().next().value as string)
}

function cacheKey(key: string, locale: Locale) {
  return new Request(`https://edge-cache.internal/v1/${encodeURIComponent(key)}?locale=${locale}`)
}

async function edgeCache(): Promise<Cache | undefined> {
  try {
    return typeof caches === 'undefined' ? undefined : (caches as unknown as { default: Cache }).default
  } catch {
    return undefined
  }
}

/** How long an entry is served as is, and how long after that it is still served while a fresh copy is read. */
export interface Freshness {
  freshMs: number
  staleMs: number
}

const CONTENT: Freshness = { freshMs: FRESH_MS, staleMs: STALE_MS }

/**
 * EDGE_CACHE=off (the browser tests' environment, wrangler env "e2e") reads every entry when it is asked for: there
 * a spec reads what another spec wrote a moment before, and the outcome must not depend on which ran first.
 */
function cacheOff(): boolean {
  return (env as ShopEnv | undefined)?.EDGE_CACHE === 'off'
}

export async function cachedContent<T>(
  key: string,
  locale: Locale,
  load: () => Promise<T>,
  { freshMs, staleMs }: Freshness = CONTENT,
): Promise<T> {
  if (cacheOff()) return load()
  const id = `${locale}:${key}`
  const now = Date.now()
  const hit = remembered(id)
  if (hit && now - hit.storedAt < freshMs) return hit.value as T

  const cache = await edgeCache()
  const refresh = async () => {
    const value = await load()
    remember(id, { value, storedAt: Date.now() })
    if (cache) {
      const res = new Response(JSON.stringify(value), {
        headers: {
          'content-type': 'application/json',
          'cache-control': `public, max-age=${Math.ceil(staleMs / 1000)}`,
          'x-stored-at': String(Date.now()),
        },
      })
      await cache.put(cacheKey(key, locale), res).catch(() => undefined)
    }
    return value
  }

  if (hit && now - hit.storedAt < staleMs) {
    revalidate(id, refresh)
    return hit.value as T
  }
  const cached = cache ? await cache.match(cacheKey(key, locale)).catch(() => undefined) : undefined
  const storedAt = Number(cached?.headers.get('x-stored-at') ?? 0)
  if (cached && now - storedAt < staleMs) {
    const value = (await cached.json()) as T
    remember(id, { value, storedAt })
    if (now - storedAt >= freshMs) revalidate(id, refresh)
    return value
  }
  return refresh()
}

function revalidate(id: string, refresh: () => Promise<unknown>) {
  if (refreshing.has(id)) return
  refreshing.add(id)
  const job = refresh()
    .catch((err) => console.error('[edge-cache] refresh failed', id, err))
    .finally(() => refreshing.delete(id))
  try {
    waitUntil(job)
  } catch {
    /* outside a request (tests): the promise still settles on its own */
  }
}

/**
 * Forgets one entry in both languages, here and in this data centre's Cache API, so the next request reads it
 * again: a staff save of a page calls it (its content is cached for minutes). Another isolate's memo keeps its copy
 * until that copy's freshness runs out.
 */
export async function purgeContent(key: string) {
  const cache = await edgeCache()
  await Promise.all(
    (['es', 'en'] as const).map(async (locale) => {
      memo.delete(`${locale}:${key}`)
      await cache?.delete(cacheKey(key, locale)).catch(() => false)
    }),
  )
}
