// Captcha adapter (docs/architecture.md, "Third parties"): Turnstile or reCAPTCHA siteverify over fetch.
// With no CAPTCHA_SECRET verification is off (a warning is logged once); tests point
// CAPTCHA_VERIFY_URL at a local fake verifier.

const DEFAULT_VERIFY_URL = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
} as const

let warned = false

export interface CaptchaResult {
  ok: boolean
  skipped: boolean
}

export async function verifyCaptcha(
  env: Pick<ShopEnv, 'CAPTCHA_PROVIDER' | 'CAPTCHA_SECRET' | 'CAPTCHA_VERIFY_URL'>,
  token: string | undefined,
  expectedAction: string,
  remoteIp?: string,
): Promise<CaptchaResult> {
  if (!env.CAPTCHA_SECRET) {
    if (!warned) {
      console.warn('[captcha] CAPTCHA_SECRET is not set: captcha verification is OFF')
      warned = true
    }
    return { ok: true, skipped: true }
  }
  if (!token) return { ok: false, skipped: false }
  const provider = env.CAPTCHA_PROVIDER === 'recaptcha' ? 'recaptcha' : 'turnstile'
  const body = new URLSearchParams({ secret: env.CAPTCHA_SECRET, response: token })
  if (remoteIp) body.set('remoteip', remoteIp)
  try {
    const res = await fetch(env.CAPTCHA_VERIFY_URL || DEFAULT_VERIFY_URL[provider], { method: 'POST', body })
    if (!res.ok) return { ok: false, skipped: false }
    const data = (await res.json()) as { success?: boolean; action?: string; score?: number }
    // reCAPTCHA v3 and Turnstile both echo the action; a token minted for another form is refused.
    const actionOk = !data.action || data.action === expectedAction
    const scoreOk = data.score === undefined || data.score >= 0.5
    return { ok: data.success === true && actionOk && scoreOk, skipped: false }
  } catch (err) {
    console.error('[captcha] verification failed', err)
    return { ok: false, skipped: false }
  }
}
