import { getCookie, getRequest } from '@tanstack/react-start/server'
import { forgetShopCookie, setShopCookie } from './cookies.server'
import type { AppType } from '~/api/app'
import { ApiError, apiClient, typedCall } from './api-client.server'

export { requestLocale } from './request-locale.server'

// The browser never holds tokens (docs/decisions/002-session-in-httponly-cookies.md): they live in HttpOnly cookies
// set by server functions. These are the cookie names; src/features/account sets them.
export const ACCESS_COOKIE = 'shop_at'
export const REFRESH_COOKIE = 'shop_rt'
export const CART_COOKIE = 'cartId'

/** The access token as the request's cookie (or this request's login/refresh) holds it; may be stale: prefer freshAccessToken(). */
export function accessToken(): string | undefined {
  const state = perRequest.get(getRequest())
  if (state?.access === null) return undefined
  return state?.access ?? (getCookie(ACCESS_COOKIE) || undefined)
}

export interface SessionUser {
  id: string
  email?: string
}

/**
 * Who the session belongs to, read from the access token's claims. Used for error reports only:
 * the API verifies the signature on every call, so nothing here grants access.
 */
export function sessionUserFromToken(token: string | undefined): SessionUser | undefined {
  if (!token) return undefined
  const payload = token.split('.')[1]
  if (!payload) return undefined
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown; email?: unknown }
    if (typeof json.sub !== 'string' && typeof json.sub !== 'number') return undefined
    return { id: String(json.sub), email: typeof json.email === 'string' ? json.email : undefined }
  } catch {
    return undefined
  }
}

// ---------------------------------------------------------------------------------------------------------
// Session cookies and transparent refresh. Tokens live only in HttpOnly, Secure, SameSite=Lax
// cookies written by server functions; the browser's JavaScript never sees them.

/** Refresh when the access token has less than this left, so no API call races its expiry. */
export const REFRESH_MARGIN_SECONDS = 300

export interface SessionTokens {
  access_token: string
  refresh_token: string
  expires_in: number
  refresh_expires_in: number
}

// Within one request: what the cookies hold after a login/refresh/logout of this request (the request's own
// Cookie header still shows the old values), and the one refresh in flight (parallel API calls share it).
interface RequestSession {
  access?: string | null
  refreshing?: Promise<string | undefined>
}
const perRequest = new WeakMap<Request, RequestSession>()

function requestSession(): RequestSession {
  const request = getRequest()
  let state = perRequest.get(request)
  if (!state) {
    state = {}
    perRequest.set(request, state)
  }
  return state
}

export function setSessionCookies(tokens: SessionTokens): void {
  setShopCookie(ACCESS_COOKIE, tokens.access_token, tokens.expires_in)
  setShopCookie(REFRESH_COOKIE, tokens.refresh_token, tokens.refresh_expires_in)
  requestSession().access = tokens.access_token
}

export function clearSessionCookies(): void {
  forgetShopCookie(ACCESS_COOKIE)
  forgetShopCookie(REFRESH_COOKIE)
  requestSession().access = null
}

export function refreshToken(): string | undefined {
  if (requestSession().access === null) return undefined
  return getCookie(REFRESH_COOKIE) || undefined
}

/** Seconds until the token's exp claim (no verification: the API verifies; this only schedules a refresh). */
export function secondsLeft(token: string, now = Date.now() / 1000): number {
  const payload = token.split('.')[1]
  if (!payload) return -1
  try {
    const { exp } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown }
    return typeof exp === 'number' ? exp - now : -1
  } catch {
    return -1
  }
}

/**
 * A valid access token for this request, or undefined for guests. When the access token is missing or about
 * to expire and a refresh cookie exists, GET /refresh rotates the pair and the new cookies go out with this
 * response. The API client calls this for every authenticated call.
 */
export async function freshAccessToken(): Promise<string | undefined> {
  const state = requestSession()
  if (state.access === null) return undefined
  const current = state.access ?? accessToken()
  if (current && secondsLeft(current) > REFRESH_MARGIN_SECONDS) return current
  const refresh = getCookie(REFRESH_COOKIE)
  if (!refresh) return current && secondsLeft(current) > 0 ? current : undefined
  state.refreshing ??= (async () => {
    try {
      const auth = apiClient<AppType>({ token: refresh }).api
      const tokens: SessionTokens = (await typedCall(auth.refresh.$get())).data
      setSessionCookies(tokens)
      return tokens.access_token
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        clearSessionCookies()
        return undefined
      }
      // The API is unreachable: keep a still-valid token rather than logging the shopper out.
      return current && secondsLeft(current) > 0 ? current : undefined
    }
  })()
  return state.refreshing
}
