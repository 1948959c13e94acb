import { env, waitUntil } from 'cloudflare:workers'
import { hc, parseResponse, type ClientResponse } from 'hono/client'
import type { Hono } from 'hono'
import { api } from '~/api/app'
import { ApiError, resolveErrorMessage, type ErrorBody } from '~/lib/errors'
import type { Locale } from '~/lib/locale'
import { freshAccessToken, requestLocale } from './session.server'

// The typed twin of apiCall: Hono's `hc` client over a sub-app's type, so paths, params, bodies and
// responses are inferred from the routes themselves (a renamed route breaks `tsc`). Like apiCall it
// dispatches in-process to the Worker's Hono app with this Worker's env, or over HTTP when API_ORIGIN is
// set, carrying the session's Bearer token and the request's language. Generic over the app type so the
// storefront can move to it call by call.

export interface TypedClientOptions {
  /** Defaults to the request's locale cookie. */
  locale?: Locale
  /** Defaults to the session's (refreshed) access token; pass null to call anonymously. */
  token?: string | null
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

/**
 * A typed client for a Hono app mounted at `mount` inside the API (for example `typedClient<typeof adminApp>('/api/admin')`).
 * The session's token is read when a call is made, so one client may serve a whole request.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function typedClient<App extends Hono<any, any, any>>(mount: string, opts: TypedClientOptions = {}) {
  return hc<App>(`http://in-process${mount}`, {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      const headers = new Headers(request.headers)
      headers.set('accept', 'application/json')
      headers.set('accept-language', opts.locale ?? requestLocale())
      const token = opts.token === null ? undefined : (opts.token ?? (await freshAccessToken()))
      if (token) headers.set('authorization', `Bearer ${token}`)
      return dispatch(new Request(request, { headers }))
    },
  })
}

/**
 * Awaits a typed call and returns its parsed success body; a failing answer becomes an ApiError carrying the
 * shop's error shape (`{ message, errors? }`) and status, so callers treat 401/403/409/422 like apiCall's.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function typedCall<T extends ClientResponse<any>>(call: T | Promise<T>) {
  const response = await call
  if (!response.ok) {
    const json = (await response.json().catch(() => null)) as (ErrorBody & Record<string, unknown>) | null
    const { message: _m, errors, ...details } = json ?? {}
    // The message itself, not the joined field errors: forms show those beside their fields.
    const message = typeof json?.message === 'string' && json.message ? json.message : resolveErrorMessage(json)
    throw new ApiError(response.status, message, (errors as Record<string, string[]> | undefined) ?? {}, details)
  }
  return parseResponse(response as T)
}
