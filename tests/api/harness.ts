import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { getPlatformProxy } from 'wrangler'
import { afterAll, inject } from 'vitest'
import { api } from '~/api/app'

process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false'

export interface TestApi {
  env: ShopEnv
  /** Calls the real Hono app with the test env: `call('/api/regions')`. */
  call: (
    path: string,
    init?: RequestInit & { json?: unknown; locale?: string; token?: string; env?: Partial<ShopEnv> },
  ) => Promise<Response>
  /** Raw D1 access for assertions (counts, EXPLAIN QUERY PLAN). */
  db: D1Database
}

/**
 * A private copy of the seeded database behind a real D1 binding (workerd via wrangler's platform proxy).
 * Call at the top of a test file; it is disposed after the file's tests.
 */
export async function createTestApi(overrides: Partial<ShopEnv> = {}): Promise<TestApi> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-api-'))
  cpSync(inject('templateStateDir'), dir, { recursive: true })
  const proxy = await getPlatformProxy<ShopEnv>({
    configPath: resolve(import.meta.dirname, '../../wrangler.jsonc'),
    persist: { path: join(dir, 'v3') }, // wrangler --persist-to X keeps D1 under X/v3
  })
  afterAll(async () => {
    await proxy.dispose()
    rmSync(dir, { recursive: true, force: true })
  })
  // The suites run as a local environment unless a test says otherwise (the deploy default is production).
  // The rate-limit bindings are Cloudflare's (the emulator counts in fixed windows, which a test can straddle): the
  // suites exercise the shop's own sliding-window fallback, with the same allowances.
  const noRateLimitBindings = {
    RATE_LIMIT_5: undefined,
    RATE_LIMIT_10: undefined,
    RATE_LIMIT_20: undefined,
    RATE_LIMIT_30: undefined,
    RATE_LIMIT_100: undefined,
  }
  const env = {
    ...proxy.env,
    ...noRateLimitBindings,
    APP_ENV: 'test',
    ...overrides,
  } as ShopEnv
  const ctx = proxy.ctx as unknown as ExecutionContext
  return {
    env,
    db: env.DB,
    call: (path, init = {}) => {
      const headers = new Headers(init.headers)
      if (init.locale) headers.set('accept-language', init.locale)
      if (init.token) headers.set('authorization', `Bearer ${init.token}`)
      let body = init.body
      if (init.json !== undefined) {
        headers.set('content-type', 'application/json')
        body = JSON.stringify(init.json)
      }
      return Promise.resolve(api.request(path, { ...init, headers, body }, { ...env, ...init.env }, ctx))
    },
  }
}
