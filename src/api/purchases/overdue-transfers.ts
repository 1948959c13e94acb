import { msg } from '@lingui/core/macro'
import * as Sentry from '@sentry/cloudflare'
import { formatDeadline } from '~/lib/dates'
import { isLocale, type Locale } from '~/lib/locale'
import { STORE } from '~/lib/store'
import { perLocale } from '../i18n'
import { sendMail, type MailEnv } from '../mail/send'
import { configuredOrigin } from '../site-origin'
import {
  findOrder,
  insertCancelEvent,
  markTransferOverdue,
  orderStockItems,
  overdueTransferOrderIds,
  returnStock,
} from './queries'

// A bank-transfer order holds its units until the deadline the shopper was shown (order page and e-mail). The
// scheduled job cancels the orders whose money did not come in time, puts their units back and tells the shopper.

const copy = perLocale((i18n) => ({
  // Staff read the reason on the order page and in the timeline, always in Spanish.
  reason: 'Plazo de transferencia vencido: no recibimos el pago a tiempo',
  subject: (number: string) => i18n._(msg`Tu pedido ${number} fue cancelado`),
  body: (name: string, number: string, deadline: string, site: string) =>
    i18n._(
      msg`Hola ${name}:

No recibimos la transferencia de tu pedido ${number} antes del ${deadline}, así que lo cancelamos y los productos volvieron a estar disponibles en la tienda.

Si ya transferiste, responde este correo con el comprobante y lo revisamos. Si aún quieres los productos, puedes comprarlos de nuevo en ${site}.

Vinoteca Andes`,
    ),
}))

/**
 * Cancels up to 20 transfer orders whose deadline passed before `now`, each in one batch that wins only if the
 * order is still waiting for its money (staff confirming it at the same moment win or lose whole). Answers how many
 * it cancelled. A failing mail is reported and never undoes the cancel.
 */
export async function cancelOverdueTransfers(
  d1: D1Database,
  env: MailEnv & Pick<ShopEnv, 'PUBLIC_SITE_URL'>,
  now = new Date(),
): Promise<number> {
  const at = now.toISOString()
  let cancelled = 0
  for (const { id } of await overdueTransferOrderIds(d1, at)) {
    const items = await orderStockItems(d1, id)
    const token = crypto.randomUUID()
    const reason = copy('es').reason
    const results = await d1.batch([
      markTransferOverdue(d1, id, token, reason, at),
      ...items.map((i) => returnStock(d1, i.source, i.sku, i.qty, id, token)),
      insertCancelEvent(d1, id, token, reason, at),
    ])
    if ((results[0]?.meta.changes ?? 0) !== 1) continue
    cancelled += 1
    const order = await findOrder(d1, id)
    if (!order) continue
    const locale: Locale = isLocale(order.locale) ? order.locale : 'es'
    const t = copy(locale)
    const name = (JSON.parse(order.customer) as { name?: string }).name ?? ''
    try {
      await sendMail(d1, env, {
        to: order.email,
        subject: t.subject(order.number),
        text: t.body(
          name,
          order.number,
          formatDeadline(order.expires_at, locale),
          // A scheduled run has no request to take an origin from: without a configured one (a local run) the
          // shop is named instead of linked.
          configuredOrigin(env) ?? STORE.name,
        ),
      })
    } catch (err) {
      Sentry.captureException(err)
      console.error('[cron] overdue transfer mail failed', order.number, err)
    }
  }
  return cancelled
}
