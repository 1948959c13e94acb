import { RATE_RULES, clientIp, hitRateLimits } from '../auth/rate-limit'
import { verifyCaptcha } from '../captcha/verify'
import { HttpError, type ApiContext } from '../http'
import type * as v from 'valibot'
import { NEWSLETTER_CAPTCHA_ACTION, type newsletterRequestSchema } from '~/contract/newsletter'
import { addSubscriber } from './queries'

/** Past the per-IP limit: 429; a failed captcha: 422 on the captcha field; otherwise the address is stored once. */
export async function subscribe(
  c: ApiContext,
  input: v.InferOutput<typeof newsletterRequestSchema>,
  captchaMessage: string,
): Promise<void> {
  await hitRateLimits(c, [[RATE_RULES.newsletterIp, clientIp(c)]])
  const captcha = await verifyCaptcha(
    c.env,
    input.recaptchaResponse,
    NEWSLETTER_CAPTCHA_ACTION,
    c.req.header('cf-connecting-ip'),
  )
  if (!captcha.ok) throw new HttpError(422, captchaMessage, { recaptchaResponse: [captchaMessage] })
  await addSubscriber(c.var.d1, input.email, c.var.locale)
}
