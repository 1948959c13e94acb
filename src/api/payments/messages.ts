import { msg } from '@lingui/core/macro'
import { formatCLP } from '~/lib/money'
import { perLocale } from '../i18n'

// API copy of card payments: why a "pay" is refused, and the e-mail of a capture the shop gave back by itself.
export const payCopy = perLocale((i18n, locale) => ({
  alreadyPaid: i18n._(msg`Este pedido ya está pagado: no se puede volver a pagar.`),
  inProgress: i18n._(
    msg`Ya estamos abriendo el pago de este pedido en otra pestaña; vuelve a intentarlo en unos segundos.`,
  ),
  reversalSubject: (number: string) => i18n._(msg`Tu pedido ${number}: anulamos un pago repetido`),
  hello: (name: string) => i18n._(msg`Hola ${name}:`),
  reversedPaid: (number: string, amount: number) =>
    i18n._(
      msg`Recibimos un segundo pago de ${{ amount: formatCLP(amount, locale) }} para tu pedido ${number}, que ya estaba pagado. Lo anulamos y el monto vuelve a tu tarjeta; según tu banco, puede tardar unos días en verse.`,
    ),
  reversedClosed: (number: string, amount: number) =>
    i18n._(
      msg`Recibimos un pago de ${{ amount: formatCLP(amount, locale) }} para tu pedido ${number}, que ya no esperaba pago (estaba cancelado o su plazo había vencido). Lo anulamos y el monto vuelve a tu tarjeta; según tu banco, puede tardar unos días en verse.`,
    ),
  reversalPending: (number: string, amount: number) =>
    i18n._(
      msg`Recibimos un pago de ${{ amount: formatCLP(amount, locale) }} para tu pedido ${number} que no correspondía cobrar. Webpay no aceptó anularlo al instante: nuestro equipo lo devolverá y te escribirá.`,
    ),
  bye: 'Vinoteca Andes',
}))
