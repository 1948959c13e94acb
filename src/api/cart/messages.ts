import { msg, plural } from '@lingui/core/macro'
import { perLocale } from '../i18n'

// API copy of the cart, coupons, checkout and tracking (docs/product.md, Errors where the spec quotes it).
export const shopCopy = perLocale((i18n) => ({
  // The same words in every language: the storefront's own missing-cart error says them too (checkout.functions.ts).
  cartNotFound: 'No cart id',
  productNotFound: i18n._(msg`El producto no existe`),
  outOfStock: (name: string) => i18n._(msg`${name} no tiene stock disponible`),
  clamped: (name: string, n: number) =>
    i18n._(
      msg`${plural(n, { one: 'Solo queda # unidad disponible', other: 'Solo quedan # unidades disponibles' })} de ${name}`,
    ),
  couponInvalid: i18n._(msg`El cupón ingresado no es válido`),
  couponUsed: i18n._(msg`El cupón ingresado ya ha sido utilizado`),
  couponMinimum: (amount: string) => i18n._(msg`El cupón requiere una compra mínima de ${amount}`),
  couponExists: i18n._(msg`Ya existe un descuento aplicado`),
  couponExhausted: i18n._(msg`Este cupón ya alcanzó su límite de usos`),
  emptyCart: i18n._(msg`El carrito está vacío`),
  noStockFor: (names: string) => i18n._(msg`No hay stock suficiente para: ${names}`),
  customerRequired: i18n._(msg`Completa tus datos personales`),
  orderNotFound: i18n._(msg`Pedido no encontrado`),
  communeNotFound: i18n._(msg`La comuna no existe`),
  cannotPay: i18n._(msg`Este pedido no se puede pagar`),
  /** An idempotency key sent again by another buyer or for another cart. */
  requestUsed: i18n._(msg`Esta solicitud ya fue utilizada`),
  gatewayError: i18n._(msg`No pudimos conectar con Webpay, intenta nuevamente`),
  arrives: (day: string) => i18n._(msg`Llega el ${day}`),
  arrivesToday: i18n._(msg`Llega hoy`),
  pickupFrom: (day: string) => i18n._(msg`Retiro gratis en tienda desde el ${day}`),
  pickupToday: i18n._(msg`Retiro gratis en tienda hoy`),
  pickup: i18n._(msg`Retiro en tienda`),
  lineCapped: (name: string, n: number) => i18n._(msg`Puedes llevar hasta ${n} unidades de ${name} por pedido`),
  holdOrderUnits: (n: number) => i18n._(msg`Un pedido puede llevar hasta ${n} unidades`),
  holdEmailOrders: (n: number) =>
    i18n._(
      msg`Ya tienes ${n} pedidos sin pagar con este correo: paga uno de ellos o espera a que venza antes de hacer otro`,
    ),
  holdClientOrders: (n: number) =>
    i18n._(
      msg`Hay ${n} pedidos sin pagar desde tu conexión: paga uno de ellos o espera a que venza antes de hacer otro`,
    ),
  holdProductUnits: (n: number) =>
    i18n._(msg`Puedes reservar hasta ${n} unidades de un mismo producto en pedidos sin pagar`),
  priceChanged: (name: string, from: string, to: string) => i18n._(msg`El precio de ${name} cambió de ${from} a ${to}`),
}))
