import type { OrderStatus } from '~/contract/checkout'
import { longDay } from '~/lib/delivery-promise'
import type { ApiContext } from '../../http'
import { sendMailQuietly } from '../../public-form'
import type { AdminOrderRecord } from './queries'

// The e-mail a shopper gets when the staff move their order, in the language they ordered in. A failing mail
// provider never undoes the transition: it is reported and the order page still shows the new state.

const COPY = {
  es: {
    subject: (n: string, s: string) => `Tu pedido ${n}: ${s}`,
    hello: (name: string) => `Hola ${name}:`,
    paid: 'Recibimos tu pago y confirmamos tu pedido. Te avisaremos cuando salga a despacho.',
    on_the_way: (courier: string, code: string) =>
      `Tu pedido va en camino con ${courier}. Código de seguimiento: ${code}.`,
    delivered: 'Tu pedido fue entregado. ¡Gracias por comprar en Vinoteca Andes!',
    cancelled: (reason: string) =>
      `Tu pedido fue cancelado. Motivo: ${reason}. Si ya pagaste, te contactaremos para la devolución.`,
    eta: (day: string) => `Fecha estimada de entrega: ${day}.`,
    follow: (url: string) => `Sigue tu pedido en ${url}`,
    status: { paid: 'confirmado', on_the_way: 'en camino', delivered: 'entregado', cancelled: 'cancelado' } as Record<
      string,
      string
    >,
    bye: 'Vinoteca Andes',
  },
  en: {
    subject: (n: string, s: string) => `Your order ${n}: ${s}`,
    hello: (name: string) => `Hello ${name},`,
    paid: 'We received your payment and confirmed your order. We will let you know when it is dispatched.',
    on_the_way: (courier: string, code: string) => `Your order is on its way with ${courier}. Tracking code: ${code}.`,
    delivered: 'Your order was delivered. Thank you for shopping at Vinoteca Andes!',
    cancelled: (reason: string) =>
      `Your order was cancelled. Reason: ${reason}. If you already paid, we will contact you about the refund.`,
    eta: (day: string) => `Estimated delivery: ${day}.`,
    follow: (url: string) => `Follow your order at ${url}`,
    status: { paid: 'confirmed', on_the_way: 'on the way', delivered: 'delivered', cancelled: 'cancelled' } as Record<
      string,
      string
    >,
    bye: 'Vinoteca Andes',
  },
} as const

export async function sendStatusMail(c: ApiContext, order: AdminOrderRecord, status: OrderStatus): Promise<void> {
  const t = COPY[order.locale]
  const customer = JSON.parse(order.customer) as { name: string }
  const site = (c.env.PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '')
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
  if (status !== 'cancelled') lines.push('', t.follow(`${site}/seguimiento`))
  lines.push('', t.bye)
  await sendMailQuietly(
    c,
    { to: order.email, subject: t.subject(order.number, t.status[status] ?? status), text: lines.join('\n') },
    'backoffice',
  )
}
