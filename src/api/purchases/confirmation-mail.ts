import { msg } from '@lingui/core/macro'
import type { OrderView } from '~/contract/checkout'
import { longDay } from '~/lib/delivery-promise'
import { formatCLP } from '~/lib/money'
import { lineTotals } from '~/lib/totals'
import { formatDeadline } from '~/lib/dates'
import { transferDeadline } from '~/lib/transfer-deadline'
import type { ApiContext } from '../http'
import { perLocale } from '../i18n'
import { sendMailQuietly } from '../public-form'
import { addressLine, PICKUP_STORE } from '~/lib/order-destination'
import { STORE_HOURS } from '~/lib/store'
import { trackingLink } from '../tracking/link'

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
  offer: (price: string, saved: string) => i18n._(msg`oferta ${price} c/u: −${saved}`),
  subtotal: (amount: string) => i18n._(msg`Subtotal: ${amount}`),
  offers: (amount: string) => i18n._(msg`Ofertas: −${amount}`),
  coupon: (code: string, amount: string) => i18n._(msg`Cupón ${code}: −${amount}`),
  shipping: (amount: string) => i18n._(msg`Despacho: ${amount}`),
  freeShipping: i18n._(msg`Despacho: gratis`),
  giftBox: (amount: string) => i18n._(msg`Caja de regalo: ${amount}`),
  total: (total: string) => i18n._(msg`Total: ${total}`),
  arrives: (day: string) => i18n._(msg`Llega el ${day}.`),
  pickup: (day: string) => i18n._(msg`Lista para retiro en tienda el ${day}.`),
  ifPaidToday: i18n._(msg`Si recibimos tu transferencia hoy:`),
  follow: (url: string) => i18n._(msg`Sigue tu pedido en ${url}`),
  deliverTo: (address: string) => i18n._(msg`Despacho a: ${address}`),
  receiver: (name: string, phone: string) => i18n._(msg`Recibe: ${name} (${phone})`),
  pickupAt: (store: string, hours: string) => i18n._(msg`Retiro en tienda: ${store} (${hours})`),
  boleta: i18n._(msg`Documento: boleta`),
  factura: (reason: string, rut: string) => i18n._(msg`Documento: factura a nombre de ${reason}, RUT ${rut}`),
  bye: 'Vinoteca Andes',
}))

export async function sendOrderConfirmation(c: ApiContext, order: OrderView): Promise<void> {
  // The order's own language, not the request's: a card payment's return comes from Webpay's page, whose request
  // may carry another Accept-Language than the one the shopper ordered in.
  const locale = order.locale
  const t = mailCopy(locale)
  const money = (n: number) => formatCLP(n, locale)
  const transfer = order.payment_platform === 'transfer' ? order.transfer : null
  const lines = [
    t.hello(order.customer.name),
    '',
    transfer ? t.thanksTransfer(order.number) : t.thanksPaid(order.number),
    '',
  ]
  if (transfer) {
    const deadline = formatDeadline(transferDeadline(order.created_at), locale)
    lines.push(t.transfer(money(order.totals.total), order.number, deadline))
    const values = [transfer.bank, transfer.account_type, transfer.account, transfer.name, transfer.rut, transfer.email]
    t.account.forEach((label, i) => lines.push(`  ${label}: ${values[i]}`))
    lines.push('')
  }
  // The lines at their normal price add up to the subtotal; each offer says what it takes off (src/ui/order-lines.tsx).
  const totals = order.totals
  lines.push(t.items)
  for (const item of order.items) {
    const line = lineTotals(item)
    lines.push(`  ${item.qty} × ${item.name} — ${money(line.subtotal)}`)
    if (line.discount > 0) lines.push(`      ${t.offer(money(item.price), money(line.discount))}`)
  }
  lines.push('', t.subtotal(money(totals.subtotal)))
  if (totals.product_discount > 0) lines.push(t.offers(money(totals.product_discount)))
  if (totals.coupon_discount > 0) lines.push(t.coupon(order.coupon_code ?? '', money(totals.coupon_discount)))
  if (order.delivery.method === 'delivery')
    lines.push(totals.shipping > 0 ? t.shipping(money(totals.shipping)) : t.freeShipping)
  if (totals.gift_box > 0) lines.push(t.giftBox(money(totals.gift_box)))
  lines.push(t.total(money(totals.total)))
  if (order.estimated_delivery) {
    const day = longDay(order.estimated_delivery, locale)
    if (transfer) lines.push('', t.ifPaidToday)
    else lines.push('')
    lines.push(order.delivery.method === 'pickup' ? t.pickup(day) : t.arrives(day))
  }
  lines.push('', ...destinationLines(order, t))
  lines.push('', t.follow(await trackingLink(c, order)), '', t.bye)
  await sendMailQuietly(c, { to: order.email, subject: t.subject(order.number), text: lines.join('\n') }, 'orders')
}

/** Where the order goes (the address and who receives it, or the store it is collected at) and its document. */
function destinationLines(order: OrderView, t: ReturnType<typeof mailCopy>): string[] {
  const lines: string[] = []
  const { delivery } = order
  if (delivery.method === 'pickup') lines.push(t.pickupAt(PICKUP_STORE, STORE_HOURS[order.locale]))
  else if (delivery.address) {
    lines.push(t.deliverTo(addressLine(delivery.address)))
    if (delivery.receiver === 'other' && delivery.contact)
      lines.push(t.receiver(`${delivery.contact.name} ${delivery.contact.surname}`, delivery.contact.phone))
  }
  lines.push(order.invoice ? t.factura(order.invoice.reason, order.invoice.rut) : t.boleta)
  return lines
}
