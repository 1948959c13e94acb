import { msg } from '@lingui/core/macro'
import type { OrderStatus } from '~/contract/checkout'
import { longDay } from '~/lib/delivery-promise'
import type { ApiContext } from '../../http'
import { perLocale } from '../../i18n'
import { sendMailQuietly } from '../../public-form'
import type { AdminOrderRecord } from './queries'
import { trackingLink } from '../../tracking/link'

// The e-mail a shopper gets when the staff move their order, in the language they ordered in. A failing mail
// provider never undoes the transition: it is reported and the order page still shows the new state.

const statusMailCopy = perLocale((i18n) => ({
  subject: (number: string, status: string) => i18n._(msg`Tu pedido ${number}: ${status}`),
  hello: (name: string) => i18n._(msg`Hola ${name}:`),
  paid: i18n._(msg`Recibimos tu pago y confirmamos tu pedido. Te avisaremos cuando salga a despacho.`),
  on_the_way: (courier: string, code: string) =>
    i18n._(msg`Tu pedido va en camino con ${courier}. Código de seguimiento: ${code}.`),
  delivered: i18n._(msg`Tu pedido fue entregado. ¡Gracias por comprar en Vinoteca Andes!`),
  cancelled: (reason: string) =>
    i18n._(msg`Tu pedido fue cancelado. Motivo: ${reason}. Si ya pagaste, te contactaremos para la devolución.`),
  eta: (day: string) => i18n._(msg`Fecha estimada de entrega: ${day}.`),
  follow: (url: string) => i18n._(msg`Sigue tu pedido en ${url}`),
  /** The new status in the subject line ("Tu pedido VA-1042: en camino"). */
  status: {
    paid: i18n._(msg({ message: 'confirmado', context: 'order status in an e-mail subject' })),
    on_the_way: i18n._(msg({ message: 'en camino', context: 'order status in an e-mail subject' })),
    delivered: i18n._(msg({ message: 'entregado', context: 'order status in an e-mail subject' })),
    cancelled: i18n._(msg({ message: 'cancelado', context: 'order status in an e-mail subject' })),
  } as Record<string, string>,
  bye: 'Vinoteca Andes',
}))

export async function sendStatusMail(c: ApiContext, order: AdminOrderRecord, status: OrderStatus): Promise<void> {
  const t = statusMailCopy(order.locale)
  const customer = JSON.parse(order.customer) as { name: string }
  const body =
    status === 'paid'
      ? t.paid
      : status === 'on_the_way'
        ? t.on_the_way(order.courier ?? '', order.tracking_number ?? '')
        : status === 'delivered'
          ? t.delivered
          : status === 'cancelled'
            ? t.cancelled(order.cancel_reason ?? '')
            : null
  if (!body) return
  const lines = [t.hello(customer.name), '', body]
  if ((status === 'paid' || status === 'on_the_way') && order.estimated_delivery) {
    lines.push(t.eta(longDay(order.estimated_delivery, order.locale)))
  }
  if (status !== 'cancelled') lines.push('', t.follow(await trackingLink(c, order)))
  lines.push('', t.bye)
  await sendMailQuietly(
    c,
    { to: order.email, subject: t.subject(order.number, t.status[status] ?? status), text: lines.join('\n') },
    'backoffice',
  )
}
