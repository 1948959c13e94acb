import { HttpError, copy, type ApiContext } from '../http'

// Fixed-window counters in D1 (issue 5: login, recovery and registration answer 429 past a threshold,
// with the same message whether the account exists or not). One upsert per key: no read-then-write race.
export interface RateRule {
  /** e.g. "login:email" */
  name: string
  limit: number
  windowSeconds: number
}

export const RATE_RULES = {
  loginEmail: { name: 'login:email', limit: 10, windowSeconds: 15 * 60 },
  loginIp: { name: 'login:ip', limit: 100, windowSeconds: 15 * 60 },
  registerIp: { name: 'register:ip', limit: 30, windowSeconds: 60 * 60 },
  recoverEmail: { name: 'recover:email', limit: 5, windowSeconds: 60 * 60 },
  recoverIp: { name: 'recover:ip', limit: 30, windowSeconds: 60 * 60 },
  resetIp: { name: 'reset:ip', limit: 30, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateRule>

export function clientIp(c: ApiContext): string {
  return c.req.header('cf-connecting-ip') ?? 'unknown'
}

/** Counts one attempt for each (rule, key); throws 429 with Retry-After when any is past its limit. */
export async function hitRateLimits(c: ApiContext, hits: [RateRule, string][]): Promise<void> {
  const now = Math.floor(Date.now() / 1000)
  const statements = hits.map(([rule, key]) => {
    const windowStart = now - (now % rule.windowSeconds)
    return c.var.d1
      .prepare(
        `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN rate_limits.window_start = excluded.window_start THEN rate_limits.count + 1 ELSE 1 END,
           window_start = excluded.window_start
         RETURNING count, window_start`,
      )
      .bind(`${rule.name}:${key.toLowerCase()}`, windowStart)
  })
  const results = await c.var.d1.batch<{ count: number; window_start: number }>(statements)
  let retryAfter = 0
  results.forEach((result, i) => {
    const row = result.results[0]
    const rule = hits[i]![0]
    if (row && row.count > rule.limit) retryAfter = Math.max(retryAfter, row.window_start + rule.windowSeconds - now)
  })
  if (retryAfter > 0) {
    throw new HttpError(429, copy(c.var.locale).tooMany, undefined, { 'retry-after': String(Math.max(1, retryAfter)) })
  }
}
