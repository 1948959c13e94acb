import { msg } from '@lingui/core/macro'
import { formatCLP } from '~/lib/money'
import type { ApiContext } from '../../http'
import { perLocale } from '../../i18n'
import { sendMailQuietly } from '../../public-form'
import { trackingLink } from '../../tracking/link'

// The e-mail a shopper gets when the staff refund (part of) their order, in the language they ordered in.

const refundMailCopy = perLocale((i18n, locale) => ({
  subject: (number: string, full: boolean) =>
    full
      ? i18n._(msg`Tu pedido ${number}: devolución realizada`)
      : i18n._(msg`Tu pedido ${number}: devolución parcial realizada`),
  hello: (name: string) => i18n._(msg`Hola ${name}:`),
  card: (amount: number) =>
    i18n._(
      msg`Devolvimos ${{ amount: formatCLP(amount, locale) }} a la tarjeta con que pagaste. Según tu banco, puede tardar unos días en verse en tu estado de cuenta.`,
    ),
  transfer: (amount: number, reference: string) =>
    i18n._(msg`Te transferimos ${{ amount: formatCLP(amount, locale) }} de vuelta (referencia ${reference}).`),
  reason: (reason: string) => i18n._(msg`Motivo: ${reason}.`),
  items: i18n._(msg`Productos devueltos:`),
  item: (qty: number, name: string) => i18n._(msg`${qty} × ${name}`),
  shipping: (amount: number) => i18n._(msg`Incluye el despacho: ${{ amount: formatCLP(amount, locale) }}.`),
  follow: (url: string) => i18n._(msg`Sigue tu pedido en ${url}`),
  bye: 'Vinoteca Andes',
}))

export async function sendRefundMail(
  c: ApiContext,
  order: { number: string; email: string; customer: string; locale: 'es' | 'en' },
  refund: {
    amount: number
    method: 'webpay' | 'transfer'
    reference: string
    reason: string
    full: boolean
    /** The lines given back, named (empty for a refund of an amount). */
    items: { name: string; qty: number }[]
    /** The part of the amount that gives back the shipping. */
    shipping?: number
  },
): Promise<void> {
  const t = refundMailCopy(order.locale)
  const customer = JSON.parse(order.customer) as { name: string }
  const lines = [
    t.hello(customer.name),
    '',
    refund.method === 'webpay' ? t.card(refund.amount) : t.transfer(refund.amount, refund.reference),
    ...(refund.items.length ? ['', t.items, ...refund.items.map((i) => `- ${t.item(i.qty, i.name)}`)] : []),
    ...(refund.shipping ? [t.shipping(refund.shipping)] : []),
    '',
    t.reason(refund.reason),
    '',
    t.follow(await trackingLink(c, order)),
    '',
    t.bye,
  ]
  await sendMailQuietly(
    c,
    { to: order.email, subject: t.subject(order.number, refund.full), text: lines.join('\n') },
    'backoffice',
  )
}
