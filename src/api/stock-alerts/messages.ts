import type { Locale } from '~/lib/locale'

// The copy of back-in-stock alerts, es and en: the answers of the API and the e-mail.
const COPY = {
  es: {
    captcha: 'No pudimos verificar que no eres un robot. Intenta nuevamente.',
    emailRequired: 'Ingresa tu correo para avisarte.',
    inStock: 'Este producto ya está disponible.',
    subscribed: 'Listo: te avisaremos por correo cuando vuelva.',
    unsubscribed: 'Listo: ya no te avisaremos de este producto.',
    subject: (name: string) => `Volvió: ${name} · Vinoteca Andes`,
    body: (name: string, url: string, unsubscribe: string) =>
      [
        'Hola:',
        `${name} volvió a estar disponible en Vinoteca Andes. Te avisamos apenas llegó, pero el stock es limitado.`,
        `Míralo aquí: ${url}`,
        '',
        `Te escribimos porque pediste este aviso. No quieres más avisos de este producto: ${unsubscribe}`,
      ].join('\n'),
  },
  en: {
    captcha: 'We could not verify that you are not a robot. Please try again.',
    emailRequired: 'Enter your e-mail so we can let you know.',
    inStock: 'This product is already available.',
    subscribed: 'Done: we will e-mail you when it is back.',
    unsubscribed: 'Done: we will not e-mail you about this product.',
    subject: (name: string) => `Back in stock: ${name} · Vinoteca Andes`,
    body: (name: string, url: string, unsubscribe: string) =>
      [
        'Hello,',
        `${name} is available again at Vinoteca Andes. We are telling you as soon as it arrived; stock is limited.`,
        `See it here: ${url}`,
        '',
        `You are receiving this because you asked for this alert. No more alerts for this product: ${unsubscribe}`,
      ].join('\n'),
  },
} as const

export function alertCopy(locale: Locale) {
  return COPY[locale]
}
