import * as Sentry from '@sentry/cloudflare'
import type { Locale } from '~/lib/locale'
import { clientIp, hitRateLimits, type RateRule } from './auth/rate-limit'
import { verifyCaptcha } from './captcha/verify'
import { HttpError, type ApiContext } from './http'
import { sendMail, type MailMessage } from './mail/send'

// What every public form of the shop does before and after its own rule (contact, reservations): rate limits per
// client address and per e-mail, the captcha of docs/product.md, The API, and mail that may fail without undoing what was stored.

export interface PublicFormGuard {
  rules: { ip: RateRule; email: RateRule }
  email: string
  /** The captcha token the form sent (recaptchaResponse) and the action it was made for. */
  token: string
  action: string
  /** The refusal shown on the recaptchaResponse field, in the request locale. */
  captchaMessage: string
}

/** 429 past a rate limit; 422 on recaptchaResponse when the captcha is refused. */
export async function guardPublicForm(c: ApiContext, guard: PublicFormGuard): Promise<void> {
  await hitRateLimits(c, [
    [guard.rules.ip, clientIp(c)],
    [guard.rules.email, guard.email],
  ])
  const captcha = await verifyCaptcha(c.env, guard.token, guard.action, c.req.header('cf-connecting-ip'))
  if (!captcha.ok) throw new HttpError(422, guard.captchaMessage, { recaptchaResponse: [guard.captchaMessage] })
}

/** For mail that follows a stored booking or message: a failing provider is reported, never shown to the sender. */
export async function sendMailQuietly(c: ApiContext, message: MailMessage, scope: string): Promise<void> {
  try {
    await sendMail(c.var.d1, c.env, message)
  } catch (err) {
    Sentry.captureException(err)
    console.error(`[${scope}] mail failed`, message.subject, err)
  }
}

/** Who wrote a public form and what they wrote, as its row and its mails name them. */
export interface FormSender {
  firstName: string
  lastName: string
  email: string
  phone: string
  message: string
  locale: Locale
}

/** The sender of a public form's input, in the request's language. */
export function formSender(
  c: ApiContext,
  input: { first_name: string; last_name: string; email: string; phone: string; message: string },
): FormSender {
  return {
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    phone: input.phone,
    message: input.message,
    locale: c.var.locale,
  }
}
