import { Hono } from 'hono'
import { BUILD } from '~/lib/build-info'
import { siteConfigProblem } from '~/lib/site-config'
import { ping } from './db/sql'
import { missingRateLimitBindings } from './auth/rate-limit'
import type { ApiEnv } from './http'

// GET /api/health: for uptime checks and deploy smoke tests. Checks that D1 answers and that the configuration lets
// the Worker serve (a production deploy needs its public https address: src/lib/site-config.ts); says which build
// is running.
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
  const configProblem = siteConfigProblem(c.env)
  const missingLimits = missingRateLimitBindings(c.env)
  if (missingLimits.length) console.error(`[health] rate-limit bindings missing: ${missingLimits.join(', ')}`)
  const healthy = d1 === 'ok' && !configProblem && missingLimits.length === 0
  const body = {
    status: healthy ? ('ok' as const) : ('degraded' as const),
    version: BUILD.version,
    commit: BUILD.commit,
    checks: {
      d1,
      config: configProblem ? ('error' as const) : ('ok' as const),
      rate_limits: missingLimits.length ? ('missing' as const) : ('ok' as const),
    },
    ...(configProblem ? { reason: configProblem } : {}),
    ...(missingLimits.length ? { missing_rate_limit_bindings: missingLimits } : {}),
    d1_ms: Date.now() - started,
  }
  return c.json(body, healthy ? 200 : 503)
})
