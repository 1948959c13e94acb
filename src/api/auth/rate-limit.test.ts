import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApiContext } from '../http'
import { RATE_RULES, countAttempt, missingRateLimitBindings } from './rate-limit'

// A production Worker without a Rate Limiting binding still counts (in its isolate, a stand-in a flood spread over
// isolates passes), but never silently: the missing binding is logged once, and /api/health reports it.

const logs: string[] = []
vi.spyOn(console, 'error').mockImplementation((line: string) => void logs.push(line))
afterEach(() => void (logs.length = 0))

const production = { APP_ENV: 'production', PUBLIC_SITE_URL: 'https://vinotecaandes.cl' } as ShopEnv
const contextOf = (env: ShopEnv) => ({ env }) as unknown as ApiContext
const rule = RATE_RULES.loginEmailIp

describe('a missing rate-limit binding in production', () => {
  it('is named for /api/health, and the first request that falls back logs it once', async () => {
    expect(missingRateLimitBindings(production)).toContain('RATE_LIMIT_10')
    expect(await countAttempt(contextOf(production), rule, '203.0.113.7', 0)).toBe(true)
    await countAttempt(contextOf(production), rule, '203.0.113.8', 0)
    expect(logs).toEqual([
      '[rate-limit] the RATE_LIMIT_10 binding is missing in production: "login:email-ip" counts in this isolate only',
    ])
  })

  it('is not missing locally, where the tests and the emulator count in memory on purpose', async () => {
    expect(missingRateLimitBindings({ APP_ENV: 'development' } as ShopEnv)).toEqual([])
    await countAttempt(contextOf({ APP_ENV: 'development' } as ShopEnv), rule, '203.0.113.9', 0)
    expect(logs).toEqual([])
  })
})
