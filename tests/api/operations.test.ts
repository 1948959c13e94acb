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
