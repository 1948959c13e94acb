import { isLocalEnv } from '~/lib/app-env'

// The headers every response of the shop carries (docs/decisions/014-security-headers.md). Pages get a Content
// Security Policy with a fresh nonce per request for the inline scripts server rendering needs; everything else
// (hashed chunks, the captcha, Tag Manager) loads from those scripts ('strict-dynamic').

const GOOGLE_TAG = [
  'https://www.googletagmanager.com',
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
]
const CAPTCHA = {
  turnstile: ['https://challenges.cloudflare.com'],
  recaptcha: ['https://www.google.com', 'https://www.gstatic.com', 'https://www.recaptcha.net'],
} as const

export type SecurityEnv = Pick<
  ShopEnv,
  'APP_ENV' | 'SENTRY_DSN' | 'GTM_ID' | 'CAPTCHA_PROVIDER' | 'CAPTCHA_SITE_KEY' | 'WEBPAY_BASE_URL'
>

const originOf = (url: string | undefined): string | null => {
  if (!url) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/** A random nonce for one response (128 bits, base64). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

export function contentSecurityPolicy(env: SecurityEnv, nonce: string): string {
  const captcha = env.CAPTCHA_SITE_KEY
    ? [...CAPTCHA[env.CAPTCHA_PROVIDER === 'recaptcha' ? 'recaptcha' : 'turnstile']]
    : []
  const tags = env.GTM_ID ? GOOGLE_TAG : []
  const sentry = originOf(env.SENTRY_DSN)
  // The card payment posts the shopper's browser to Webpay (the gateway's form); locally the twin is this origin.
  const webpay = originOf(env.WEBPAY_BASE_URL)
  const list = (...items: (string | null | readonly string[])[]) =>
    items
      .flat()
      .filter((x): x is string => Boolean(x))
      .join(' ')
  return [
    `default-src 'self'`,
    `script-src 'nonce-${nonce}' 'strict-dynamic' ${list("'self'", captcha, tags)}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list("'self'", 'data:', 'blob:', tags)}`,
    `font-src 'self' data:`,
    `connect-src ${list("'self'", sentry, captcha, tags)}`,
    `frame-src ${list(captcha, tags) || "'none'"}`,
    // Sentry's session replay compresses in a blob worker; the shop's own service worker is same-origin.
    `worker-src 'self' blob:`,
    `manifest-src 'self'`,
    `form-action ${list("'self'", webpay)}`,
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `object-src 'none'`,
  ].join('; ')
}

/** Headers of every response (API, pages, redirects). HSTS only where the shop runs on https (production). */
export function baseSecurityHeaders(env: SecurityEnv): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'cross-origin-opener-policy': 'same-origin',
  }
  if (!isLocalEnv(env)) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains'
  return headers
}

/**
 * The policy is enforced wherever a built shop runs (production, `npm start`, the browser tests); the Vite
 * development server injects inline scripts of its own (hot reload), so there it is only reported.
 */
export function cspHeaderName(reportOnly: boolean = import.meta.env.DEV): string {
  return reportOnly ? 'content-security-policy-report-only' : 'content-security-policy'
}

/** Headers that help engineers measure (bench, tests) and must not tell the public how the shop works inside. */
export const DIAGNOSTIC_HEADERS = ['server-timing', 'x-d1-queries'] as const

/** The response with the shop's headers; a response with immutable headers (passed through from fetch) is copied. */
export function withSecurityHeaders(
  response: Response,
  env: SecurityEnv,
  page: { nonce: string; reportOnly?: boolean } | null,
): Response {
  let out = response
  try {
    out.headers.set('x-content-type-options', 'nosniff')
  } catch {
    out = new Response(response.body, response)
  }
  for (const [name, value] of Object.entries(baseSecurityHeaders(env))) out.headers.set(name, value)
  const isHtml = (out.headers.get('content-type') ?? '').includes('text/html')
  if (page && isHtml) out.headers.set(cspHeaderName(page.reportOnly), contentSecurityPolicy(env, page.nonce))
  if (!isLocalEnv(env)) for (const name of DIAGNOSTIC_HEADERS) out.headers.delete(name)
  return out
}
