import { describe, expect, it } from 'vitest'
import { baseSecurityHeaders, contentSecurityPolicy, newNonce, withSecurityHeaders } from './security-headers.server'

const production = {
  APP_ENV: 'production',
  SENTRY_DSN: 'https://key@o1.ingest.sentry.io/42',
  GTM_ID: 'GTM-ABC123',
  CAPTCHA_PROVIDER: 'turnstile',
  CAPTCHA_SITE_KEY: 'site',
  WEBPAY_BASE_URL: 'https://webpay3g.transbank.cl',
}

describe('contentSecurityPolicy', () => {
  it('allows inline scripts only by nonce and exactly the third parties in use', () => {
    const csp = contentSecurityPolicy(production, 'abc')
    expect(csp).toContain("script-src 'nonce-abc' 'strict-dynamic' 'self' https://challenges.cloudflare.com")
    expect(csp).toContain('https://www.googletagmanager.com')
    expect(csp).toContain('connect-src')
    expect(csp).toMatch(/connect-src [^;]*https:\/\/o1\.ingest\.sentry\.io/)
    expect(csp).toContain("form-action 'self' https://webpay3g.transbank.cl")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).not.toContain("'unsafe-eval'")
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  })

  it('leaves out third parties that are not configured', () => {
    const csp = contentSecurityPolicy({ APP_ENV: 'production' }, 'n')
    expect(csp).not.toContain('googletagmanager')
    expect(csp).not.toContain('challenges.cloudflare.com')
    expect(csp).toContain("frame-src 'none'")
  })

  it('uses a fresh nonce each time', () => {
    expect(newNonce()).not.toBe(newNonce())
    expect(newNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/)
  })
})

describe('withSecurityHeaders', () => {
  it('adds the headers to every response and the policy to pages; HSTS outside local runs', () => {
    const page = withSecurityHeaders(new Response('<html>', { headers: { 'content-type': 'text/html' } }), production, {
      nonce: 'n1',
      reportOnly: false,
    })
    expect(page.headers.get('content-security-policy')).toContain("'nonce-n1'")
    expect(page.headers.get('x-frame-options')).toBe('DENY')
    expect(page.headers.get('strict-transport-security')).toContain('max-age=')
    const api = withSecurityHeaders(Response.json({ ok: true }), production, null)
    expect(api.headers.get('x-content-type-options')).toBe('nosniff')
    expect(api.headers.get('content-security-policy')).toBeNull()
    expect(baseSecurityHeaders({ APP_ENV: 'test' })['strict-transport-security']).toBeUndefined()
  })

  it('drops the diagnostic headers outside local runs', () => {
    const make = () => new Response('', { headers: { 'server-timing': 'd1;dur=3', 'x-d1-queries': '3' } })
    expect(withSecurityHeaders(make(), production, null).headers.get('server-timing')).toBeNull()
    expect(withSecurityHeaders(make(), { APP_ENV: 'test' }, null).headers.get('x-d1-queries')).toBe('3')
    // A missing APP_ENV is production.
    expect(withSecurityHeaders(make(), {}, null).headers.get('x-d1-queries')).toBeNull()
  })
})
