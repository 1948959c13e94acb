import { msg } from '@lingui/core/macro'
import type { OrderView } from '~/contract/checkout'
import { longDay } from '~/lib/delivery-promise'
import { formatCLP } from '~/lib/money'
import { SHOP_TIME_ZONE } from '~/lib/santiago-time'
import { transferDeadline } from '~/lib/transfer-deadline'
import type { ApiContext } from '../http'
import { perLocale } from '../i18n'
import { sendMailQuietly } from '../public-form'

// The order confirmation e-mail, in the shopper's language: sent when a bank-transfer order is placed (with the
// account data and the deadline) and when a card payment is authorised. It carries the promised delivery day.

const mailCopy = perLocale((i18n) => ({
  subject: (number: string) => i18n._(msg`Tu pedido ${number} en Vinoteca Andes`),
  hello: (name: string) => i18n._(msg`Hola ${name}:`),
  thanksPaid: (number: string) => i18n._(msg`¡Gracias por tu compra! Recibimos el pago de tu pedido ${number}.`),
  thanksTransfer: (number: string) =>
    i18n._(msg`¡Gracias por tu compra! Recibimos tu pedido ${number}; falta tu transferencia.`),
  transfer: (amount: string, number: string, deadline: string) =>
    i18n._(msg`Transfiere ${amount} indicando el pedido ${number} en el comentario, antes del ${deadline}:`),
  account: [
    i18n._(msg`Banco`),
    i18n._(msg`Tipo de cuenta`),
    i18n._(msg`Número de cuenta`),
    i18n._(msg`Titular`),
    i18n._(msg`RUT`),
    i18n._(msg`Correo`),
  ],
  items: i18n._(msg`Productos:`),
  total: (total: string) => i18n._(msg`Total: ${total}`),
  arrives: (day: string) => i18n._(msg`Llega el ${day}.`),
  pickup: (day: string) => i18n._(msg`Lista para retiro en tienda el ${day}.`),
  ifPaidToday: i18n._(msg`Si recibimos tu transferencia hoy:`),
  follow: (url: string) => i18n._(msg`Sigue tu pedido en ${url}`),
  bye: 'Vinoteca Andes',
}))

export async function sendOrderConfirmation(c: ApiContext, order: OrderView): Promise<void> {
  const locale = c.var.locale
  const t = mailCopy(locale)
  const money = (n: number) => formatCLP(n, locale)
  const site = (c.env.PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '')
  const transfer = order.payment_platform === 'transfer' ? order.transfer : null
  const lines = [
    t.hello(order.customer.name),
    '',
    transfer ? t.thanksTransfer(order.number) : t.thanksPaid(order.number),
    '',
  ]
  if (transfer) {
    const deadline = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'es-CL', {
      timeZone: SHOP_TIME_ZONE,
      dateStyle: 'full',
      timeStyle: 'short',
    }).format(new Date(transferDeadline(order.created_at)))
    lines.push(t.transfer(money(order.totals.total), order.number, deadline))
    const values = [transfer.bank, transfer.account_type, transfer.account, transfer.name, transfer.rut, transfer.email]
    t.account.forEach((label, i) => lines.push(`  ${label}: ${values[i]}`))
    lines.push('')
  }
  lines.push(
    t.items,
    ...order.items.map((i) => `  ${i.qty} × ${i.name} — ${money(i.price * i.qty)}`),
    t.total(money(order.totals.total)),
  )
  if (order.estimated_delivery) {
    const day = longDay(order.estimated_delivery, locale)
    if (transfer) lines.push('', t.ifPaidToday)
    else lines.push('')
    lines.push(order.delivery.method === 'pickup' ? t.pickup(day) : t.arrives(day))
  }
  lines.push('', t.follow(`${site}/seguimiento`), '', t.bye)
  await sendMailQuietly(c, { to: order.email, subject: t.subject(order.number), text: lines.join('\n') }, 'orders')
}
