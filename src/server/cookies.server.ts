import { deleteCookie, setCookie } from '@tanstack/react-start/server'

// One rule for every cookie the server sets: HttpOnly (no page script reads them), Secure, SameSite=Lax, the whole
// site. Secure always, not only in production: the guest order token is a bearer credential like the session, and
// browsers keep Secure cookies on http://localhost, so local runs and the browser tests need no exception. (The age
// gate's cookie is the one the page writes itself, from the browser.)
export const COOKIE_RULE = { httpOnly: true, secure: true, sameSite: 'lax', path: '/' } as const

export function setShopCookie(name: string, value: string, maxAgeSeconds: number): void {
  setCookie(name, value, { ...COOKIE_RULE, maxAge: maxAgeSeconds })
}

export function forgetShopCookie(name: string): void {
  deleteCookie(name, { path: COOKIE_RULE.path })
}

/** The same rule as a Set-Cookie header value, for a response built outside a server function. */
export function shopCookieHeader(name: string, value: string, maxAgeSeconds: number): string {
  return `${name}=${encodeURIComponent(value)}; Path=${COOKIE_RULE.path}; Max-Age=${maxAgeSeconds}; HttpOnly; Secure; SameSite=Lax`
}
