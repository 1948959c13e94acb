import { msg } from '@lingui/core/macro'
import { formatCLP } from '~/lib/money'
import { perLocale } from '../i18n'

// What the back-office API answers about coupons, customers, refunds and attendees, in the request's language.
export const opsCopy = perLocale((i18n, locale) => ({
  couponNotFound: i18n._(msg`Cupón no encontrado`),
  couponCodeTaken: (code: string) => i18n._(msg`Ya existe un cupón con el código ${code}.`),
  couponPercentMax: i18n._(msg`Un porcentaje no puede ser mayor que 100.`),
  couponDatesReversed: i18n._(msg`La fecha de término debe ser igual o posterior a la de inicio.`),
  couponConflict: i18n._(msg`Otra persona cambió este cupón. Revisa sus datos y vuelve a intentar.`),
  customerNotFound: i18n._(msg`Cliente no encontrado`),
  customerAnonymised: i18n._(msg`Los datos de esta persona ya fueron borrados.`),
  customerIsStaff: i18n._(msg`Esta cuenta es del equipo: quítale el acceso antes de borrar sus datos.`),
  refundNothingPaid: i18n._(msg`Este pedido no tiene un pago que se pueda devolver.`),
  refundEmpty: i18n._(msg`Indica las líneas o el monto a devolver.`),
  refundBoth: i18n._(msg`Devuelve líneas o un monto, no ambos a la vez.`),
  refundLineUnknown: (sku: string) => i18n._(msg`El pedido no tiene la línea ${sku}.`),
  refundLineTooMany: (name: string, qty: number) => i18n._(msg`Del producto ${name} se pidieron solo ${qty} unidades.`),
  refundLineLeft: (name: string, left: number) =>
    i18n._(msg`Del producto ${name} quedan ${left} unidades por devolver.`),
  refundTooMuch: (left: number) =>
    i18n._(msg`La devolución supera lo que queda por devolver (${{ left: formatCLP(left, locale) }}).`),
  refundShippingNotAsked: (left: number) =>
    i18n._(
      msg`Sin «Reembolsar también el despacho» se pueden devolver hasta ${{ left: formatCLP(left, locale) }}: el despacho se devuelve solo si lo marcas.`,
    ),
  refundNoShipping: i18n._(msg`El despacho de este pedido ya fue devuelto o no tuvo costo.`),
  refundReferenceRequired: i18n._(msg`Indica la referencia de la transferencia de devolución.`),
  refundConflict: (refunded: number) =>
    i18n._(
      msg`Otra persona registró una devolución mientras tanto (ya devuelto: ${{ refunded: formatCLP(refunded, locale) }}). Revisa y vuelve a intentar.`,
    ),
  refundGatewayFailed: i18n._(msg`Webpay no aceptó la devolución. No se devolvió nada; vuelve a intentar más tarde.`),
  eventNotFound: i18n._(msg`Evento no encontrado`),
}))
