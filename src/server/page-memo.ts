import type { QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'

/**
 * The HTML of a page rendered from the same inputs, kept per isolate so it is not rendered again
 * (docs/decisions/020-ssr-speed.md, "the same page is not rendered twice").
 *
 * A page the browser can hydrate is a function of what the server hands it: the address, the language and the data
 * the router and the query cache dehydrate into it (the browser renders the same markup from exactly that). So the
 * loaders still run on every request, live stock and prices included, and only the render is skipped when what they
 * returned is, value for value, what an earlier render of the same address used. Besides that: the Santiago day
 * (a delivery promise says "hoy"), at most 20 seconds of age, and the response's own CSP nonce swapped in.
 */

/**
 * How long a kept page may be served. It bounds the age of the timestamps dehydrated into it: shorter than the
 * freshness of the shop's queries (30 s at the least, apart from two that always fetch again), so a browser does not
 * fetch again, on hydrating, data the page has just handed it.
 */
export const PAGE_MEMO_TTL_MS = 20_000
const MAX_PAGES = 64
/** About 20 MB of UTF-16 over all kept pages, a small share of an isolate's 128 MB. */
const MAX_CHARS = 10_000_000

interface KeptPage {
  html: string
  nonce: string
  until: number
}

/**
 * React's mark of a Suspense boundary that was still waiting when the first chunks went out (a lazy component's first
 * render in a fresh isolate); its content follows in a hidden element and a script. Such a page is not kept: the next
 * render, with the component loaded, is whole.
 */
const PENDING_BOUNDARY = '<!--$?-->'

/** Insertion-ordered, so the first key is the least recently used one. */
const kept = new Map<string, KeptPage>()
let keptChars = 0

/** What a match hands the browser (router-core's dehydrateMatch): its id, loader data and beforeLoad context. */
interface RenderedMatch {
  id: string
  status: string
  globalNotFound?: boolean
  loaderData?: unknown
  __beforeLoadContext?: unknown
}

/**
 * Something in the data that plain JSON would not tell apart (a class instance, a promise, a function). Values with
 * their own JSON form (a Date, a URL) are told apart by it.
 */
class NotPlain extends Error {}

function plain(_key: string, value: unknown): unknown {
  if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') throw new NotPlain()
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value
  const proto: unknown = Object.getPrototypeOf(value)
  if (proto === Object.prototype || proto === null) return value
  if (value instanceof Map) return { '~map': [...value] }
  if (value instanceof Set) return { '~set': [...value] }
  throw new NotPlain()
}

/**
 * What this render would be made of, as one string, or undefined when it cannot be told exactly: a match that did
 * not load successfully, a query still in flight (its answer would stream in during the render), data that is not
 * plain.
 */
export function renderInputs(router: AnyRouter, queryClient: QueryClient, day: string): string | undefined {
  const matches: unknown[] = []
  for (const match of router.state.matches as RenderedMatch[]) {
    if (match.status !== 'success' || match.globalNotFound) return undefined
    matches.push([match.id, match.loaderData, match.__beforeLoadContext])
  }
  const queries = settledQueries(queryClient)?.map((query) => [query.queryHash, query.state.data])
  if (queries === undefined) return undefined
  try {
    return JSON.stringify([router.state.location.href, day, matches, queries], plain)
  } catch (err) {
    if (err instanceof NotPlain) return undefined
    throw err
  }
}

function settledQueries(queryClient: QueryClient) {
  const queries = queryClient.getQueryCache().getAll()
  const settled = queries.every((query) => query.state.status === 'success' && query.state.fetchStatus === 'idle')
  return settled ? queries : undefined
}

/**
 * Watches the query cache from here on: the function returned says whether a query's state changed (a render that
 * fetched or was handed data used more than its inputs say), and stops watching. A query a component merely adds
 * stays pending on the server (the browser fetches it), so it renders the same way every time.
 */
export function watchQueries(queryClient: QueryClient): () => boolean {
  let changed = false
  const stop = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated') changed = true
  })
  return () => {
    stop()
    return changed
  }
}

/**
 * Pages are kept per address, language and inputs: the same address may be kept in a few versions at once (a first
 * visit, before the age question is answered, and later ones), each served only for its own inputs.
 */
function entryKey(key: string, inputs: string) {
  return `${key}\u0000${inputs}`
}

/** A kept page for this address and these inputs, with this response's nonce in place of its own. */
export function keptPage(key: string, inputs: string, nonce: string, now = Date.now()): string | undefined {
  const id = entryKey(key, inputs)
  const page = kept.get(id)
  if (!page) return undefined
  if (page.until <= now) {
    forget(id, page)
    return undefined
  }
  kept.delete(id)
  kept.set(id, page)
  return page.html.replaceAll(page.nonce, nonce)
}

/** Keeps a page rendered from `inputs` (its nonce is swapped for each response that reuses it). */
export function keepPage(key: string, inputs: string, html: string, nonce: string, now = Date.now()) {
  const id = entryKey(key, inputs)
  const previous = kept.get(id)
  if (previous) forget(id, previous)
  if (html.length + id.length > MAX_CHARS / 4 || !html.includes(nonce) || html.includes(PENDING_BOUNDARY)) return
  kept.set(id, { html, nonce, until: now + PAGE_MEMO_TTL_MS })
  keptChars += html.length + id.length
  for (const [oldest, page] of kept) {
    if (kept.size <= MAX_PAGES && keptChars <= MAX_CHARS) break
    forget(oldest, page)
  }
}

function forget(id: string, page: KeptPage) {
  kept.delete(id)
  keptChars -= page.html.length + id.length
}

/** Tests: start from an empty memo. */
export function forgetKeptPages() {
  kept.clear()
  keptChars = 0
}

/**
 * The body of a rendered page passed through unchanged; once it has all gone out, `done` gets its text.
 */
export function captureBody(
  body: ReadableStream<Uint8Array>,
  done: (html: string) => void,
): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder()
  const parts: string[] = []
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        parts.push(decoder.decode(chunk, { stream: true }))
        controller.enqueue(chunk)
      },
      flush() {
        parts.push(decoder.decode())
        done(parts.join(''))
      },
    }),
  )
}
