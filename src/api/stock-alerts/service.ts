import { STOCK_ALERT_PER_IP, STOCK_ALERT_PER_EMAIL } from '~/lib/limits'
import * as Sentry from '@sentry/cloudflare'
import type { RateRule } from '../auth/rate-limit'
import { randomToken } from '../auth/password'
import { optionalUser } from '../auth/guard'
import { HttpError, notFound, type ApiContext } from '../http'
import { sendMail, type MailEnv } from '../mail/send'
import { configuredOrigin } from '../site-origin'
import { guardPublicForm } from '../public-form'
import { isLocale, type Locale } from '~/lib/locale'
import { productHref } from '~/lib/product-type'
import { alertCopy } from './messages'
import { claimAlert, deleteOpenAlert, dueAlerts, productStock, releaseAlert, upsertAlert } from './queries'

// "Avísame cuando vuelva": a shopper leaves an e-mail on a sold-out product; when it is back (the trigger of
// migrations/0018 marks the alert due, whatever path put the stock back) one e-mail goes out in their language
// and the alert is spent. Unsubscribing needs only the token of the e-mail's link.

export const STOCK_ALERT_RATE_RULES = {
  ip: { name: 'stock-alert:ip', limit: STOCK_ALERT_PER_IP },
  email: { name: 'stock-alert:email', limit: STOCK_ALERT_PER_EMAIL },
} as const satisfies Record<string, RateRule>

/** How many due alerts one run sends (the cron runs every few minutes; the rest go on the next run). */
export const STOCK_ALERT_BATCH = 100

export async function subscribe(
  c: ApiContext,
  input: { slug: string; email?: string; recaptchaResponse: string },
): Promise<{ message: string }> {
  const copy = alertCopy(c.var.locale)
  const user = await optionalUser(c)
  const email = user?.email ?? input.email
  if (!email) throw new HttpError(422, copy.emailRequired, { email: [copy.emailRequired] })
  const product = await productStock(c.var.d1, input.slug)
  if (!product) notFound(c)
  // A signed-in shopper subscribes with one click: the session already proves who they are.
  if (!user) {
    await guardPublicForm(c, {
      rules: STOCK_ALERT_RATE_RULES,
      email,
      token: input.recaptchaResponse,
      action: 'stockAlert',
      captchaMessage: copy.captcha,
    })
  }
  if (product.stock > 0) throw new HttpError(409, copy.inStock)
  await upsertAlert(c.var.d1, {
    productId: product.id,
    email: email.toLowerCase(),
    userId: user?.id ?? null,
    locale: c.var.locale,
    token: randomToken(),
  })
  return { message: copy.subscribed }
}

export async function unsubscribe(c: ApiContext, token: string): Promise<{ message: string }> {
  const result = await deleteOpenAlert(c.var.d1, token)
  if (result.meta.changes === 0) notFound(c)
  return { message: alertCopy(c.var.locale).unsubscribed }
}

/**
 * Sends the e-mails of alerts whose product came back, once each: an alert is claimed (notified_at set only if
 * still unset) before its e-mail goes, so two runs at once never send it twice; a failed send is released again.
 */
export async function deliverDueStockAlerts(
  d1: D1Database,
  env: MailEnv & Pick<ShopEnv, 'PUBLIC_SITE_URL'>,
): Promise<number> {
  // A scheduled run has no request to take an origin from: without a configured one (a local run) the alerts stay
  // due rather than mail links to an address that may not answer.
  const site = configuredOrigin(env)
  if (!site) return 0
  let sent = 0
  for (const alert of await dueAlerts(d1, STOCK_ALERT_BATCH)) {
    const claim = await claimAlert(d1, alert.id)
    if (claim.meta.changes === 0) continue
    const locale: Locale = isLocale(alert.locale) ? alert.locale : 'es'
    const copy = alertCopy(locale)
    const url = `${site}${productHref(alert.product_type, alert.slug)}`
    const unsubscribeUrl = `${site}/avisos/cancelar?token=${alert.token}`
    try {
      await sendMail(d1, env, {
        to: alert.email,
        subject: copy.subject(alert.name),
        text: copy.body(alert.name, url, unsubscribeUrl),
      })
      sent += 1
    } catch (err) {
      Sentry.captureException(err)
      await releaseAlert(d1, alert.id)
    }
  }
  return sent
}
