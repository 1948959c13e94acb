import type { OrderView } from '~/contract/checkout'
import { longDay } from '~/lib/delivery-promise'
import { formatCLP } from '~/lib/money'
import { SHOP_TIME_ZONE } from '~/lib/santiago-time'
import { transferDeadline } from '~/lib/transfer-deadline'
import type { ApiContext } from '../http'
import { sendMailQuietly } from '../public-form'

// The order confirmation e-mail, in the shopper's language: sent when a bank-transfer order is placed (with the
// account data and the deadline) and when a card payment is authorised. It carries the promised delivery day.

const COPY = {
  es: {
    subject: (n: string) => `Tu pedido ${n} en Vinoteca Andes`,
    hello: (name: string) => `Hola ${name}:`,
    thanksPaid: (n: string) => `¡Gracias por tu compra! Recibimos el pago de tu pedido ${n}.`,
    thanksTransfer: (n: string) => `¡Gracias por tu compra! Recibimos tu pedido ${n}; falta tu transferencia.`,
    transfer: (amount: string, n: string, deadline: string) =>
      `Transfiere ${amount} indicando el pedido ${n} en el comentario, antes del ${deadline}:`,
    account: ['Banco', 'Tipo de cuenta', 'Número de cuenta', 'Titular', 'RUT', 'Correo'],
    items: 'Productos:',
    total: (t: string) => `Total: ${t}`,
    arrives: (d: string) => `Llega el ${d}.`,
    pickup: (d: string) => `Lista para retiro en tienda el ${d}.`,
    ifPaidToday: 'Si recibimos tu transferencia hoy:',
    follow: (url: string) => `Sigue tu pedido en ${url}`,
    bye: 'Vinoteca Andes',
  },
  en: {
    subject: (n: string) => `Your order ${n} at Vinoteca Andes`,
    hello: (name: string) => `Hello ${name},`,
    thanksPaid: (n: string) => `Thank you for your purchase! We received the payment for order ${n}.`,
    thanksTransfer: (n: string) =>
      `Thank you for your purchase! We received order ${n}; your transfer is still to come.`,
    transfer: (amount: string, n: string, deadline: string) =>
      `Transfer ${amount} quoting order ${n} in the comment, before ${deadline}:`,
    account: ['Bank', 'Account type', 'Account number', 'Holder', 'RUT', 'E-mail'],
    items: 'Items:',
    total: (t: string) => `Total: ${t}`,
    arrives: (d: string) => `Arrives on ${d}.`,
    pickup: (d: string) => `Ready for pickup at the shop on ${d}.`,
    ifPaidToday: 'If your transfer reaches us today:',
    follow: (url: string) => `Follow your order at ${url}`,
    bye: 'Vinoteca Andes',
  },
} as const

export async function sendOrderConfirmation(c: ApiContext, order: OrderView): Promise<void> {
  const locale = c.var.locale
  const t = COPY[locale]
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
