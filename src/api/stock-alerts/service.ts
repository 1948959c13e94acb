import { STOCK_ALERT_PER_IP, STOCK_ALERT_PER_EMAIL } from '~/lib/limits'
import * as Sentry from '@sentry/cloudflare'
import type { RateRule } from '../auth/rate-limit'
import { randomToken } from '../auth/password'
import { optionalUser } from '../auth/guard'
import { HttpError, notFound, type ApiContext } from '../http'
import { sendMail, type MailEnv } from '../mail/send'
import { guardPublicForm } from '../public-form'
import { isLocale, type Locale } from '~/lib/locale'
import { productHref } from '~/lib/product-type'
import { alertCopy } from './messages'

// "Avísame cuando vuelva": a shopper leaves an e-mail on a sold-out product; when it is back (the trigger of
// migrations/0018 marks the alert due, whatever path put the stock back) one e-mail goes out in their language
// and the alert is spent. Unsubscribing needs only the token of the e-mail's link.

export const STOCK_ALERT_RATE_RULES = {
  ip: { name: 'stock-alert:ip', limit: STOCK_ALERT_PER_IP },
  email: { name: 'stock-alert:email', limit: STOCK_ALERT_PER_EMAIL },
} as const satisfies Record<string, RateRule>

/** How many due alerts one run sends (the cron runs every few minutes; the rest go on the next run). */
export const STOCK_ALERT_BATCH = 100

interface ProductStock {
  id: number
  name: string
  slug: string
  product_type: string
  stock: number
}

function productStock(d1: D1Database, slug: string) {
  return d1
    .prepare(
      `SELECT p.id, p.name, p.slug, p.product_type,
         CASE WHEN p.sku IS NULL THEN coalesce((SELECT sum(f.stock) FROM product_formats f WHERE f.product_id = p.id), 0)
         ELSE p.stock END AS stock
       FROM products p WHERE p.slug = ?`,
    )
    .bind(slug)
    .first<ProductStock>()
}

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
  // Asking twice keeps the one open alert (and its language follows the latest request).
  await c.var.d1
    .prepare(
      `INSERT INTO stock_alerts (product_id, email, user_id, locale, token) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (product_id, email) WHERE notified_at IS NULL DO UPDATE SET locale = excluded.locale`,
    )
    .bind(product.id, email.toLowerCase(), user?.id ?? null, c.var.locale, randomToken())
    .run()
  return { message: copy.subscribed }
}

export async function unsubscribe(c: ApiContext, token: string): Promise<{ message: string }> {
  const result = await c.var.d1
    .prepare('DELETE FROM stock_alerts WHERE token = ? AND notified_at IS NULL')
    .bind(token)
    .run()
  if (result.meta.changes === 0) notFound(c)
  return { message: alertCopy(c.var.locale).unsubscribed }
}

interface DueAlert {
  id: number
  email: string
  locale: string
  token: string
  name: string
  slug: string
  product_type: string
}

/**
 * Sends the e-mails of alerts whose product came back, once each: an alert is claimed (notified_at set only if
 * still unset) before its e-mail goes, so two runs at once never send it twice; a failed send is released again.
 */
export async function deliverDueStockAlerts(env: MailEnv & Pick<ShopEnv, 'PUBLIC_SITE_URL'>): Promise<number> {
  const site = (env.PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '')
  const { results } = await env.DB.prepare(
    `SELECT a.id, a.email, a.locale, a.token, p.name, p.slug, p.product_type FROM stock_alerts a
     JOIN products p ON p.id = a.product_id
     WHERE a.due_at IS NOT NULL AND a.notified_at IS NULL ORDER BY a.due_at LIMIT ?`,
  )
    .bind(STOCK_ALERT_BATCH)
    .all<DueAlert>()
  let sent = 0
  for (const alert of results) {
    const claim = await env.DB.prepare(
      "UPDATE stock_alerts SET notified_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND notified_at IS NULL",
    )
      .bind(alert.id)
      .run()
    if (claim.meta.changes === 0) continue
    const locale: Locale = isLocale(alert.locale) ? alert.locale : 'es'
    const copy = alertCopy(locale)
    const url = `${site}${productHref(alert.product_type, alert.slug)}`
    const unsubscribeUrl = `${site}/avisos/cancelar?token=${alert.token}`
    try {
      await sendMail(env, {
        to: alert.email,
        subject: copy.subject(alert.name),
        text: copy.body(alert.name, url, unsubscribeUrl),
      })
      sent += 1
    } catch (err) {
      Sentry.captureException(err)
      await env.DB.prepare('UPDATE stock_alerts SET notified_at = NULL WHERE id = ?').bind(alert.id).run()
    }
  }
  return sent
}
