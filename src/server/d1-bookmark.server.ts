import { getCookie, getRequest } from '@tanstack/react-start/server'
import { setShopCookie } from './cookies.server'
import { isBookmark, newerBookmark } from '~/api/db/client'

// The shopper's D1 session bookmark (docs/decisions/028-d1-read-replicas.md). Reads may be served by a D1 replica
// that lags the primary; the API answers every call with the bookmark of the session it used, and a read that sends
// a bookmark is served by a replica at least that new. The storefront keeps the bookmark of the shopper's last write
// in a cookie, so the next page (the cart after "add", the order after checkout, the account after saving) reads
// what the shopper just wrote, whichever replica serves it.

export const BOOKMARK_COOKIE = 'shop_d1b'
/** Replicas catch up within seconds; a day covers a shopper who comes back to the tab later. */
const BOOKMARK_MAX_AGE = 24 * 60 * 60

// Within one request: the newest bookmark seen so far (an API call after a write in the same request sends it).
const perRequest = new WeakMap<Request, { newest?: string }>()

function state(): { newest?: string } | undefined {
  try {
    const request = getRequest()
    let s = perRequest.get(request)
    if (!s) {
      s = {}
      perRequest.set(request, s)
    }
    return s
  } catch {
    return undefined // outside a request (tests, scripts)
  }
}

function cookieBookmark(): string | undefined {
  try {
    const value = getCookie(BOOKMARK_COOKIE)
    return isBookmark(value) ? value : undefined
  } catch {
    return undefined
  }
}

/** The bookmark an API call of this request sends: the newest of the cookie's and this request's own. */
export function requestBookmark(): string | undefined {
  return newerBookmark(cookieBookmark(), state()?.newest)
}

/**
 * Keeps the bookmark an API call answered with: for the rest of this request, and, after a call that may have
 * written (any method but GET/HEAD), in the cookie when it is newer than the cookie's. Reads set no cookie, so a
 * shopper who only browses gets none.
 */
export function keepBookmark(bookmark: string | null | undefined, method: string): void {
  if (!isBookmark(bookmark)) return
  const s = state()
  if (s) s.newest = newerBookmark(s.newest, bookmark)
  if (method === 'GET' || method === 'HEAD') return
  const current = cookieBookmark()
  if (newerBookmark(current, bookmark) === current) return
  try {
    setShopCookie(BOOKMARK_COOKIE, bookmark, BOOKMARK_MAX_AGE)
  } catch {
    /* the response has gone out already (a call made while streaming): the request's memory still has it */
  }
}
