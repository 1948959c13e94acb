import { describe, expect, it } from 'vitest'
import { createTestApi } from './harness'

const t = await createTestApi()

/** A production Worker configured as it should be: its address, the captcha's secret, every rate-limit binding. */
const binding = { limit: async () => ({ success: true }) } as unknown as RateLimit
const production: Partial<ShopEnv> = {
  APP_ENV: 'production',
  PUBLIC_SITE_URL: 'https://vinotecaandes.cl',
  CAPTCHA_SECRET: 'secret',
  RATE_LIMIT_5: binding,
  RATE_LIMIT_10: binding,
  RATE_LIMIT_20: binding,
  RATE_LIMIT_30: binding,
  RATE_LIMIT_100: binding,
}

describe('GET /api/health', () => {
  it('checks D1 and says which build runs, never cached', async () => {
    const res = await t.call('/api/health')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body = (await res.json()) as Record<string, unknown>
    expect(body).toMatchObject({ status: 'ok', checks: { d1: 'ok' } })
    expect(typeof body.version).toBe('string')
    expect(typeof body.commit).toBe('string')
  })
})

describe('GET /api/health of a production Worker without its public address', () => {
  it('reports degraded with the reason', async () => {
    const res = await t.call('/api/health', {
      env: { APP_ENV: 'production', PUBLIC_SITE_URL: 'http://localhost:3000' },
    })
    expect(res.status).toBe(503)
    expect(await res.json()).toMatchObject({
      status: 'degraded',
      checks: { d1: 'ok', config: 'error' },
      reason: expect.stringContaining('PUBLIC_SITE_URL points at this machine'),
    })
    const fine = await t.call('/api/health', { env: production })
    expect(await fine.json()).toMatchObject({ status: 'ok', checks: { d1: 'ok', config: 'ok', rate_limits: 'ok' } })
  })

  it('refuses without the captcha secret, and reports missing rate-limit bindings instead of hiding them', async () => {
    const noCaptcha = await t.call('/api/health', { env: { ...production, CAPTCHA_SECRET: undefined } })
    expect(noCaptcha.status).toBe(503)
    expect(await noCaptcha.json()).toMatchObject({
      status: 'degraded',
      checks: { config: 'error' },
      reason: expect.stringContaining('CAPTCHA_SECRET is not set'),
    })
    const noLimits = await t.call('/api/health', { env: { ...production, RATE_LIMIT_20: undefined } })
    expect(noLimits.status).toBe(503)
    expect(await noLimits.json()).toMatchObject({
      status: 'degraded',
      checks: { config: 'ok', rate_limits: 'missing' },
      missing_rate_limit_bindings: ['RATE_LIMIT_20'],
    })
  })
})
