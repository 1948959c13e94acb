import { HttpError, copy, type ApiContext } from '../http'
import { sendMail } from '../mail/send'
import { siteOrigin } from '../site-origin'
import { authCopy } from './messages'
import * as q from './queries'
import { profileColumns } from '../profile/queries'
import { burnPasswordCheck, hashPassword, randomToken, sha256, verifyPassword } from './password'
import { RATE_RULES, clientIp, countAttempt, hitRateLimits } from './rate-limit'
import { verifyCaptcha } from '../captcha/verify'
import { LOGIN_CAPTCHA_ACTION } from '~/contract/auth'
import { openSession, revokeUserSessions } from './sessions'
import type { AuthTokens, SessionUser } from '~/contract/auth'
import type * as v from 'valibot'
import type { registerRequestSchema, resetRequestSchema } from '~/contract/auth'
import { LOGIN_FAILURES_BEFORE_CAPTCHA, LOGIN_FAILURE_WINDOW_MINUTES } from '~/lib/limits'

// Rules of the auth calls (docs/product.md, The API;). Routes validate and answer; this module decides.
export const RESET_TOKEN_TTL_SECONDS = 60 * 60

type Registration = v.InferOutput<typeof registerRequestSchema>
type Reset = v.InferOutput<typeof resetRequestSchema>

const now = () => Math.floor(Date.now() / 1000)

export async function register(c: ApiContext, input: Registration): Promise<AuthTokens & { user: SessionUser }> {
  await hitRateLimits(c, [[RATE_RULES.registerIp, clientIp(c)]])
  const t = authCopy(c.var.locale)
  const hash = await hashPassword(input.password)
  const id = await q.insertUser(c.var.d1, {
    ...profileColumns(input),
    password_hash: hash,
    locale: c.var.locale,
  })
  if (id === null) throw new HttpError(422, copy(c.var.locale).validation, { email: [t.emailTaken] })
  const tokens = await openSession(c, { id, email: input.email })
  return { ...tokens, user: { id, email: input.email, first_name: input.first_name } }
}

/**
 * POST /login. Failures are counted per account *and* address, so a flood from one address locks out that address
 * only (429), never the account's owner elsewhere; each address also has an allowance over all accounts. An account
 * tried more than a few times a minute from anywhere asks for the captcha before its password is checked: 422 with
 * `captcha_required` and the message on `recaptchaResponse` (the sign-in page then shows the captcha). Known and
 * unknown accounts answer alike. docs/decisions/015-rate-limits.md.
 */
export async function login(
  c: ApiContext,
  email: string,
  password: string,
  captchaToken = '',
): Promise<AuthTokens & { user: SessionUser }> {
  const ip = clientIp(c)
  await hitRateLimits(c, [
    [RATE_RULES.loginEmailIp, `${email} ${ip}`],
    [RATE_RULES.loginIp, ip],
  ])
  const windowStart = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MINUTES * 60_000).toISOString()
  const [withinBurst, failures] = await Promise.all([
    countAttempt(c, RATE_RULES.loginEmailCaptcha, email),
    q.loginFailures(c.var.d1, email, windowStart),
  ])
  if (!withinBurst || failures >= LOGIN_FAILURES_BEFORE_CAPTCHA) {
    const captcha = await verifyCaptcha(c.env, captchaToken || undefined, LOGIN_CAPTCHA_ACTION, ip)
    if (!captcha.ok) {
      const message = authCopy(c.var.locale).captchaRequired
      throw new HttpError(422, message, { recaptchaResponse: [message] }, undefined, { captcha_required: true })
    }
  }
  const user = await q.userForLogin(c.var.d1, email)
  const valid = user ? await verifyPassword(password, user.password_hash) : (await burnPasswordCheck(password), false)
  if (!user || !valid) {
    // Counted per account in D1 whatever the address (known and unknown e-mails alike): past the threshold every
    // attempt on it needs the captcha, which a new address per guess cannot avoid.
    await q.recordLoginFailure(c.var.d1, email, new Date().toISOString(), windowStart)
    throw new HttpError(401, authCopy(c.var.locale).badCredentials, {
      password: [authCopy(c.var.locale).badCredentials],
    })
  }
  if (failures > 0) await q.clearLoginFailures(c.var.d1, email).run()
  const tokens = await openSession(c, user)
  return { ...tokens, user: { id: user.id, email: user.email, first_name: user.first_name } }
}

/** POST /recover: the same answer for every address; the mail goes out only for real accounts. */
export async function recover(c: ApiContext, email: string): Promise<string> {
  await hitRateLimits(c, [
    [RATE_RULES.recoverEmail, email],
    [RATE_RULES.recoverIp, clientIp(c)],
  ])
  const t = authCopy(c.var.locale)
  const work = sendResetLink(c, email).catch((err) => console.error('[auth] recovery mail failed', err))
  // After the answer, so a known address does not take longer to answer than an unknown one.
  try {
    c.executionCtx.waitUntil(work)
  } catch {
    await work // no ExecutionContext (never in the Worker): finish before answering
  }
  return t.recoverSent
}

async function sendResetLink(c: ApiContext, email: string): Promise<void> {
  const user = await q.userForReset(c.var.d1, email)
  if (!user) return
  const token = randomToken()
  const at = now()
  await q.insertPasswordReset(c.var.d1, {
    tokenHash: await sha256(token),
    userId: user.id,
    createdAt: at,
    expiresAt: at + RESET_TOKEN_TTL_SECONDS,
  })
  const t = authCopy(c.var.locale)
  const site = siteOrigin(c)
  const link = `${site}/reiniciar-contrasena?token=${encodeURIComponent(token)}`
  await sendMail(c.var.d1, c.env, {
    to: user.email,
    subject: t.mailSubject,
    text: t.mailText(user.first_name, link),
    html: resetHtml(t.mailText(user.first_name, link), link, t.mailButton),
  })
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

function resetHtml(text: string, link: string, button: string): string {
  const paragraphs = text
    .split('\n\n')
    .map((p) =>
      p.trim() === link
        ? `<p><a href="${escapeHtml(link)}">${escapeHtml(button)}</a></p>`
        : `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`,
    )
    .join('')
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#211a17">${paragraphs}</body></html>`
}

/** POST /reset: single use, one hour; ends every session of the account. */
export async function resetPassword(c: ApiContext, input: Reset): Promise<string> {
  await hitRateLimits(c, [[RATE_RULES.resetIp, clientIp(c)]])
  const t = authCopy(c.var.locale)
  const at = now()
  const userId = await q.claimPasswordReset(c.var.d1, await sha256(input.token), at)
  if (userId === null) throw new HttpError(422, t.resetInvalid, { token: [t.resetInvalid] })
  const hash = await hashPassword(input.password)
  await c.var.d1.batch([
    // Any other link sent before this one dies with it.
    ...q.passwordResetStatements(c.var.d1, userId, hash, at),
    q.clearLoginFailuresOfUser(c.var.d1, userId),
    revokeUserSessions(c, userId, 'password-reset'),
  ])
  return t.resetDone
}
