import { Hono } from 'hono'
import { BUILD } from '~/lib/build-info'
import { ping } from './db/sql'
import type { ApiEnv } from './http'

// GET /api/health: for uptime checks and deploy smoke tests. Checks that D1 answers; says which build is running.
export const healthRoutes = new Hono<ApiEnv>().get('/', async (c) => {
  c.header('cache-control', 'no-store')
  const started = Date.now()
  let d1: 'ok' | 'error' = 'ok'
  try {
    await ping(c.var.d1)
  } catch (err) {
    console.error('[health] D1 failed', err)
    d1 = 'error'
  }
  const body = {
    status: d1 === 'ok' ? ('ok' as const) : ('degraded' as const),
    version: BUILD.version,
    commit: BUILD.commit,
    checks: { d1 },
    d1_ms: Date.now() - started,
  }
  return c.json(body, d1 === 'ok' ? 200 : 503)
})
