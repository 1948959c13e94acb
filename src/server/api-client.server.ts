import { env, waitUntil } from 'cloudflare:workers'
import * as Sentry from '@sentry/cloudflare'
import { api } from '~/api/app'
import { ApiError, resolveErrorMessage, type ErrorBody } from '~/lib/errors'
import type { Locale } from '~/lib/locale'
import { currentRequestScope } from './request-scope.server'
import { accessToken, freshAccessToken, requestLocale, sessionUserFromToken } from './session.server'
import { getRequestHeader } from '@tanstack/react-start/server'

export { ApiError }

// The one API client of the storefront (ARCHITECTURE "One Worker, two halves, one contract").
// In-process: the Hono app of src/api is called with this Worker's env (no network hop).
// Remote: with API_ORIGIN set, the same calls go over fetch to that origin.

export interface ApiCallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  query?: Record<string, string | number | boolean | undefined | null | readonly (string | number)[]>
  body?: unknown
  /** Defaults to the request's locale cookie. */
  locale?: Locale
  /** Defaults to the session's access token; pass null to call anonymously. */
  token?: string | null
}

export function buildPath(path: string, query?: ApiCallOptions['query']): string {
  if (!query) return path
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)))
    else params.set(key, String(value))
  }
  const qs = params.toString()
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path
}

async function send(path: string, opts: ApiCallOptions, locale: Locale, token: string | undefined): Promise<Response> {
  const headers = new Headers({ accept: 'application/json', 'accept-language': locale })
  if (token) headers.set('authorization', `Bearer ${token}`)
  // The API rate-limits login, registration and recovery per client address: pass the shopper's on.
  const ip = clientIp()
  if (ip) headers.set('cf-connecting-ip', ip)
  let body: string | undefined
  if (opts.body !== undefined) {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(opts.body)
  }
  const origin = (env as ShopEnv).API_ORIGIN
  const url = `${origin ? origin.replace(/\/$/, '') : 'http://in-process'}/api${path}`
  const request = new Request(url, { method: opts.method ?? 'GET', headers, body })
  if (origin) return fetch(request)
  return api.fetch(
    request,
    env as ShopEnv,
    { waitUntil, passThroughOnException() {}, props: {} } as unknown as ExecutionContext,
  )
}

function sessionAccessToken(): string | undefined {
  try {
    return accessToken()
  } catch {
    return undefined // outside a request
  }
}

function clientIp(): string | undefined {
  try {
    return getRequestHeader('cf-connecting-ip') ?? undefined
  } catch {
    return undefined // outside a request (tests, scripts)
  }
}

/** Calls the API and returns `data` (or the whole body when it has no envelope); throws ApiError on failure. */
export async function apiCall<T>(path: string, opts: ApiCallOptions = {}): Promise<T> {
  const body = await apiCallRaw<{ data?: T } & Record<string, unknown>>(path, opts)
  return (body && typeof body === 'object' && 'data' in body ? body.data : body) as T
}

/** Like apiCall but returns the whole JSON body (lists carry total, current_page… next to data). */
export async function apiCallRaw<T>(path: string, opts: ApiCallOptions = {}): Promise<T> {
  const locale = opts.locale ?? requestLocale()
  // Refreshes the session transparently when the access token is about to expire (session.server.ts).
  const token = opts.token === null ? undefined : (opts.token ?? (await freshAccessToken()))
  const fullPath = buildPath(path, opts.query)
  const scope = currentRequestScope()
  let response: Response
  try {
    response = await send(fullPath, opts, locale, token)
  } catch (err) {
    report(err, fullPath, opts, token, 0)
    throw new ApiError(503, resolveErrorMessage(null, undefined, 'Hay un problema con el servidor, intenta más tarde'))
  }
  if (scope) {
    scope.apiCalls += 1
    scope.d1Queries += Number(response.headers.get('x-d1-queries') ?? 0)
  }
  const json = (await response.json().catch(() => null)) as (ErrorBody & Record<string, unknown>) | null
  if (!response.ok) {
    const error = new ApiError(
      response.status,
      resolveErrorMessage(json),
      (json?.errors as Record<string, string[]> | undefined) ?? {},
    )
    report(error, fullPath, opts, token, response.status)
    throw error
  }
  return json as T
}

// docs/product.md, Errors: every failing response is reported with the user's id and e-mail when logged in, then propagated.
function report(err: unknown, path: string, opts: ApiCallOptions, token: string | undefined, status: number) {
  // The shopper's session decides who is reported, also for calls made anonymously (public content, catalogue).
  const user = sessionUserFromToken(token ?? sessionAccessToken())
  Sentry.withScope((scope) => {
    if (user) scope.setUser({ id: user.id, email: user.email })
    scope.setTag('api.path', path.split('?')[0])
    scope.setTag('api.method', opts.method ?? 'GET')
    scope.setTag('api.status', String(status))
    // 4xx answers from validation are expected traffic; report them as warnings, not errors.
    scope.setLevel(status >= 400 && status < 500 ? 'warning' : 'error')
    Sentry.captureException(err)
  })
}
