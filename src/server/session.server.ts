import { getCookie } from '@tanstack/react-start/server'
import { LOCALE_COOKIE, isLocale, type Locale, DEFAULT_LOCALE } from '~/lib/locale'

// The browser never holds tokens (ARCHITECTURE "Server functions"): they live in HttpOnly cookies
// set by server functions. These are the cookie names; src/features/account sets them.
export const ACCESS_COOKIE = 'shop_at'
export const REFRESH_COOKIE = 'shop_rt'
export const CART_COOKIE = 'cartId'

export function requestLocale(): Locale {
  const value = getCookie(LOCALE_COOKIE)
  return isLocale(value) ? value : DEFAULT_LOCALE
}

export function accessToken(): string | undefined {
  return getCookie(ACCESS_COOKIE) || undefined
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
