import { isLocalEnv } from '~/lib/app-env'
import {
  LOGIN_PER_EMAIL_AND_IP,
  LOGIN_PER_EMAIL_BEFORE_CAPTCHA,
  LOGIN_PER_IP,
  NEWSLETTER_PER_IP,
  PASSWORD_RESET_PER_IP,
  RATE_LIMIT_WINDOW_SECONDS,
  RECOVERY_PER_EMAIL,
  RECOVERY_PER_IP,
  REGISTER_PER_IP,
  TRACKING_PER_IP,
  TRACKING_PER_ORDER,
} from '~/lib/limits'
import { HttpError, copy, type ApiContext } from '../http'

// Rate limits of the shop's public doors (login, registration, recovery, the forms, tracking): Cloudflare's Workers
// Rate Limiting binding, one binding per allowance (wrangler.jsonc "ratelimits", a 60-second period each), keyed by
// rule and client address or e-mail. Where the binding does not exist (the local emulator, the test harness) the
// same allowance is counted in this isolate's memory. Past a limit: 429 with the same answer whatever the key
// (an unknown e-mail is limited exactly like a known one). docs/decisions/015-rate-limits.md.

/** Requests allowed per key in one 60-second window; each value has its binding in wrangler.jsonc (src/lib/limits.ts names them). */
export type Allowance = 5 | 10 | 20 | 30 | 100
export const RATE_WINDOW_SECONDS = RATE_LIMIT_WINDOW_SECONDS

export interface RateRule {
  /** e.g. "login:email" */
  name: string
  limit: Allowance
}

const BINDING: Record<Allowance, keyof RateLimitBindings> = {
  5: 'RATE_LIMIT_5',
  10: 'RATE_LIMIT_10',
  20: 'RATE_LIMIT_20',
  30: 'RATE_LIMIT_30',
  100: 'RATE_LIMIT_100',
}

export const RATE_RULES = {
  /** One account from one address: past it, 429 for that pair only. */
  loginEmailIp: { name: 'login:email-ip', limit: LOGIN_PER_EMAIL_AND_IP },
  loginIp: { name: 'login:ip', limit: LOGIN_PER_IP },
  /** One account from anywhere: past it the captcha is asked for, never a 429 (src/api/auth/service.ts, login). */
  loginEmailCaptcha: { name: 'login:email-captcha', limit: LOGIN_PER_EMAIL_BEFORE_CAPTCHA },
  registerIp: { name: 'register:ip', limit: REGISTER_PER_IP },
  recoverEmail: { name: 'recover:email', limit: RECOVERY_PER_EMAIL },
  recoverIp: { name: 'recover:ip', limit: RECOVERY_PER_IP },
  resetIp: { name: 'reset:ip', limit: PASSWORD_RESET_PER_IP },
  newsletterIp: { name: 'newsletter:ip', limit: NEWSLETTER_PER_IP },
  trackingIp: { name: 'tracking:ip', limit: TRACKING_PER_IP },
  trackingOrder: { name: 'tracking:order', limit: TRACKING_PER_ORDER },
} as const satisfies Record<string, RateRule>

export function clientIp(c: ApiContext): string {
  return c.req.header('cf-connecting-ip') ?? 'unknown'
}

// The emulator's stand-in: a sliding 60-second window per key, in this isolate (no window edge for a burst to
// straddle, so a limit holds for any 60 seconds).
const memory = new Map<string, number[]>()

function countInMemory(key: string, limit: number, now: number): boolean {
  const since = now - RATE_WINDOW_SECONDS * 1000
  const recent = (memory.get(key) ?? []).filter((t) => t > since)
  recent.push(now)
  memory.set(key, recent)
  if (memory.size > 50_000) memory.clear()
  return recent.length <= limit
}

/**
 * The Rate Limiting bindings a deployed Worker lacks (none outside production: the emulator and the tests count in
 * memory on purpose). /api/health reports them, and the first request that falls back logs it: a per-isolate
 * count is a stand-in that a flood spread over isolates passes, never a silent replacement.
 */
export function missingRateLimitBindings(env: ShopEnv): string[] {
  if (isLocalEnv(env)) return []
  const bindings = env as Partial<RateLimitBindings>
  return Object.values(BINDING).filter((name) => !bindings[name])
}

const reportedMissing = new Set<string>()

/** Counts one attempt for (rule, key); true while the key is within the rule's allowance. */
export async function countAttempt(c: ApiContext, rule: RateRule, key: string, now = Date.now()): Promise<boolean> {
  const fullKey = `${rule.name}:${key.toLowerCase()}`
  const name = BINDING[rule.limit]
  const binding = (c.env as Partial<RateLimitBindings>)[name]
  if (binding) return (await binding.limit({ key: fullKey })).success
  if (!isLocalEnv(c.env) && !reportedMissing.has(name)) {
    reportedMissing.add(name)
    console.error(
      `[rate-limit] the ${name} binding is missing in production: "${rule.name}" counts in this isolate only`,
    )
  }
  return countInMemory(fullKey, rule.limit, now)
}

/** Counts one attempt for each (rule, key); throws 429 with Retry-After when any is past its limit. */
export async function hitRateLimits(c: ApiContext, hits: [RateRule, string][]): Promise<void> {
  const now = Date.now()
  const outcomes = await Promise.all(hits.map(([rule, key]) => countAttempt(c, rule, key, now)))
  if (outcomes.some((ok) => !ok)) {
    throw new HttpError(429, copy(c.var.locale).tooMany, undefined, { 'retry-after': String(RATE_WINDOW_SECONDS) })
  }
}
