import type { Locale } from '~/lib/locale'

// API copy of the cart, coupons, checkout and tracking (docs/product.md, Errors where the spec quotes it).
const COPY = {
  es: {
    cartNotFound: 'No cart id',
    productNotFound: 'El producto no existe',
    outOfStock: (name: string) => `${name} no tiene stock disponible`,
    clamped: (name: string, n: number) => `Solo quedan ${n} unidades disponibles de ${name}`,
    couponInvalid: 'El cupón ingresado no es válido',
    couponUsed: 'El cupón ingresado ya ha sido utilizado',
    couponMinimum: (amount: string) => `El cupón requiere una compra mínima de ${amount}`,
    couponExists: 'Ya existe un descuento aplicado',
    emptyCart: 'El carrito está vacío',
    noStockFor: (names: string) => `No hay stock suficiente para: ${names}`,
    customerRequired: 'Completa tus datos personales',
    orderNotFound: 'Pedido no encontrado',
    communeNotFound: 'La comuna no existe',
    cannotPay: 'Este pedido no se puede pagar',
    gatewayError: 'No pudimos conectar con Webpay, intenta nuevamente',
    arrives: (day: string) => `Llega el ${day}`,
    arrivesToday: 'Llega hoy',
    pickupFrom: (day: string) => `Retiro gratis en tienda desde el ${day}`,
    pickupToday: 'Retiro gratis en tienda hoy',
    pickup: 'Retiro en tienda',
  },
  en: {
    cartNotFound: 'No cart id',
    productNotFound: 'The product does not exist',
    outOfStock: (name: string) => `${name} is out of stock`,
    clamped: (name: string, n: number) => `Only ${n} units of ${name} are available`,
    couponInvalid: 'The coupon entered is not valid',
    couponUsed: 'The coupon entered has already been used',
    couponMinimum: (amount: string) => `The coupon requires a minimum purchase of ${amount}`,
    couponExists: 'A discount has already been applied',
    emptyCart: 'The cart is empty',
    noStockFor: (names: string) => `Not enough stock for: ${names}`,
    customerRequired: 'Please fill in your personal details',
    orderNotFound: 'Order not found',
    communeNotFound: 'The commune does not exist',
    cannotPay: 'This order cannot be paid',
    gatewayError: 'We could not reach Webpay, please try again',
    arrives: (day: string) => `Arrives ${day}`,
    arrivesToday: 'Arrives today',
    pickupFrom: (day: string) => `Free pick-up at the shop from ${day}`,
    pickupToday: 'Free pick-up at the shop today',
    pickup: 'Store pick-up',
  },
} as const

export function shopCopy(locale: Locale) {
  return COPY[locale]
}
