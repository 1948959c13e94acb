import { msg } from '@lingui/core/macro'
import { perLocale } from '../i18n'

// The copy of back-in-stock alerts: the answers of the API and the e-mail.
export const alertCopy = perLocale((i18n) => ({
  captcha: i18n._(msg`No pudimos verificar que no eres un robot. Intenta nuevamente.`),
  emailRequired: i18n._(msg`Ingresa tu correo para avisarte.`),
  inStock: i18n._(msg`Este producto ya está disponible.`),
  subscribed: i18n._(msg`Listo: te avisaremos por correo cuando vuelva.`),
  unsubscribed: i18n._(msg`Listo: ya no te avisaremos de este producto.`),
  subject: (name: string) => i18n._(msg`Volvió: ${name} · Vinoteca Andes`),
  body: (name: string, url: string, unsubscribe: string) =>
    i18n._(
      msg`Hola:
${name} volvió a estar disponible en Vinoteca Andes. Te avisamos apenas llegó, pero el stock es limitado.
Míralo aquí: ${url}

Te escribimos porque pediste este aviso. No quieres más avisos de este producto: ${unsubscribe}`,
    ),
}))
