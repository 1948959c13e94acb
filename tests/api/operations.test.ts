import { describe, expect, it } from 'vitest'
import { createTestApi } from './harness'

const t = await createTestApi()

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
    const fine = await t.call('/api/health', {
      env: { APP_ENV: 'production', PUBLIC_SITE_URL: 'https://vinotecaandes.cl' },
    })
    expect(await fine.json()).toMatchObject({ status: 'ok', checks: { d1: 'ok', config: 'ok' } })
  })
})
