import { Hono } from 'hono'
import { RATE_RULES, clientIp, hitRateLimits } from '../auth/rate-limit'
import { sql } from 'drizzle-orm'
import { verifyCaptcha } from '../captcha/verify'
import { HttpError, jsonInput, ok, type ApiEnv } from '../http'
import { newsletterSubscribers } from '../db/schema'
import { NEWSLETTER_CAPTCHA_ACTION, newsletterRequestSchema } from '~/contract/newsletter'
import { newsletterCopy } from './messages'

// docs/product.md, The API POST /newsletter; docs/product.md, How things behave: a second sign-up of the same address is not an error and stores nothing twice.
export const newsletterRoutes = new Hono<ApiEnv>().post('/', jsonInput(newsletterRequestSchema), async (c) => {
  const input = c.req.valid('json')
  await hitRateLimits(c, [[RATE_RULES.newsletterIp, clientIp(c)]])
  const captcha = await verifyCaptcha(
    c.env,
    input.recaptchaResponse,
    NEWSLETTER_CAPTCHA_ACTION,
    c.req.header('cf-connecting-ip'),
  )
  if (!captcha.ok)
    throw new HttpError(422, newsletterCopy(c.var.locale).captcha, {
      recaptchaResponse: [newsletterCopy(c.var.locale).captcha],
    })
  await c.var.db
    .insert(newsletterSubscribers)
    .values({ email: input.email, locale: c.var.locale, createdAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))` })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
  return ok(c, { email: input.email, message: newsletterCopy(c.var.locale).done }, undefined, 201)
})
