import { env, waitUntil } from 'cloudflare:workers'
import * as Sentry from '@sentry/cloudflare'
import { getRequest, getRequestHeader } from '@tanstack/react-start/server'
import { hc, parseResponse, type ClientResponse } from 'hono/client'
import type { Hono } from 'hono'
import { api } from '~/api/app'
import { ApiError, resolveErrorMessage, type ErrorBody } from '~/lib/errors'
import type { Locale } from '~/lib/locale'
import { BOOKMARK_HEADER } from '~/api/db/client'
import { SHOP_ORIGIN_HEADER } from '~/api/site-origin'
import { currentRequestScope } from './request-scope.server'
import { keepBookmark, requestBookmark } from './d1-bookmark.server'
import { requestLocale } from './request-locale.server'

export { ApiError }

// The storefront's transport to the API (docs/architecture.md, "The typed seam"): Hono's `hc` client over a
// sub-app's type, so paths, params, bodies and responses are inferred from the routes themselves and a renamed
// route or response field breaks `npm run typecheck`. Requests are dispatched in-process to the Worker's Hono app
// with this Worker's env, or over HTTP when API_ORIGIN is set. This module knows nothing of the session: the token
// is handed in (src/server/api.server.ts passes the session's), which keeps session.server free to call /refresh.

/** A token, none (null: call anonymously), or a function that finds one when the call is made. */
export type TokenSource = string | null | undefined | (() => Promise<string | undefined>)

export interface TypedClientOptions {
  /** Defaults to the request's locale cookie. */
  locale?: Locale
  token?: TokenSource
  /** Who an error report names (the shopper's session, also for calls made anonymously). */
  reportUser?: () => { id: string; email?: string } | undefined
}

/** Dispatches a request built by hc: in-process to `api`, or to API_ORIGIN when it is set. */
export function dispatch(request: Request): Promise<Response> {
  const origin = (env as ShopEnv).API_ORIGIN
  if (origin) {
    const url = new URL(request.url)
    return fetch(new Request(`${origin.replace(/\/$/, '')}${url.pathname}${url.search}`, request))
  }
  return Promise.resolve(
    api.fetch(
      request,
      env as ShopEnv,
      { waitUntil, passThroughOnException() {}, props: {} } as unknown as ExecutionContext,
    ),
  )
}

function clientIp(): string | undefined {
  try {
    return getRequestHeader('cf-connecting-ip') ?? undefined
  } catch {
    return undefined // outside a request (tests, scripts)
  }
}

/** The origin the shopper's request came to (the API builds e-mail links on it when no public URL is set). */
function requestOrigin(): string | undefined {
  try {
    return new URL(getRequest().url).origin
  } catch {
    return undefined // outside a request (tests, scripts)
  }
}

async function resolveToken(source: TokenSource): Promise<string | undefined> {
  if (typeof source === 'function') return source()
  return source ?? undefined
}

// A call's facts travel with its Response to typedCall, which reports failures with them.
interface CallFacts {
  path: string
  method: string
  reportUser?: TypedClientOptions['reportUser']
  /** Already reported (the API did not answer at all). */
  reported?: boolean
}
const callFacts = new WeakMap<Response, CallFacts>()

/**
 * A typed client of a Hono app of the API: the whole app (src/server/api.server.ts builds the storefront's one
 * client from AppType), or a test's own. The token is resolved when a call is made, so one client may serve a whole
 * request.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function apiClient<App extends Hono<any, any, any>>(opts: TypedClientOptions = {}) {
  return hc<App>('http://in-process', {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      const url = new URL(request.url)
      // An empty filter means "no filter": drop it rather than send `?q=` (the API would read an empty search).
      for (const [key, value] of [...url.searchParams]) if (value === '') url.searchParams.delete(key, value)
      const headers = new Headers(request.headers)
      headers.set('accept', 'application/json')
      headers.set('accept-language', opts.locale ?? requestLocale())
      const token = await resolveToken(opts.token)
      if (token) headers.set('authorization', `Bearer ${token}`)
      // The API rate-limits login, registration and recovery per client address: pass the shopper's on.
      const ip = clientIp()
      if (ip) headers.set('cf-connecting-ip', ip)
      const origin = requestOrigin()
      if (origin) headers.set(SHOP_ORIGIN_HEADER, origin)
      // The shopper reads their own last write: the D1 bookmark travels with every call (src/server/d1-bookmark.server.ts).
      const bookmark = requestBookmark()
      if (bookmark) headers.set(BOOKMARK_HEADER, bookmark)
      const facts: CallFacts = {
        path: url.pathname.replace(/^\/api/, ''),
        method: request.method,
        reportUser: opts.reportUser,
      }
      let response: Response
      try {
        response = await dispatch(new Request(url, new Request(request, { headers })))
      } catch (err) {
        report(err, facts, 0)
        facts.reported = true
        // The shop's error shape for "the API did not answer": typedCall turns it into an ApiError.
        response = Response.json({ message: resolveErrorMessage(null) }, { status: 503 })
      }
      keepBookmark(response.headers.get(BOOKMARK_HEADER), request.method)
      const scope = currentRequestScope()
      if (scope) {
        scope.apiCalls += 1
        scope.d1Queries += Number(response.headers.get('x-d1-queries') ?? 0)
      }
      callFacts.set(response, facts)
      return response
    },
  })
}

/**
 * Awaits a typed call and returns its parsed success body; a failing answer becomes an ApiError carrying the
 * shop's error shape (`{ message, errors? }`) and status, and is reported to Sentry (4xx as warnings).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function typedCall<T extends ClientResponse<any>>(call: T | Promise<T>) {
  const response = await call
  if (!response.ok) {
    const json = (await response.json().catch(() => null)) as (ErrorBody & Record<string, unknown>) | null
    const { message: _m, errors, ...details } = json ?? {}
    // The message itself, not the joined field errors: forms show those beside their fields.
    const message = typeof json?.message === 'string' && json.message ? json.message : resolveErrorMessage(json)
    const error = new ApiError(
      response.status,
      message,
      (errors as Record<string, string[]> | undefined) ?? {},
      details,
    )
    const facts = callFacts.get(response as unknown as Response)
    if (facts && !facts.reported) report(error, facts, response.status)
    throw error
  }
  return parseResponse(response as T)
}

// docs/product.md, Errors: every failing answer is reported with the user's id and e-mail when logged in.
function report(err: unknown, facts: CallFacts, status: number) {
  const user = facts.reportUser?.()
  Sentry.withScope((scope) => {
    if (user) scope.setUser({ id: user.id, email: user.email })
    scope.setTag('api.path', facts.path)
    scope.setTag('api.method', facts.method)
    scope.setTag('api.status', String(status))
    // 4xx answers from validation are expected traffic; report them as warnings, not errors.
    scope.setLevel(status >= 400 && status < 500 ? 'warning' : 'error')
    Sentry.captureException(err)
  })
}
