import { msg } from '@lingui/core/macro'
import { perLocale } from '../i18n'

// What the newsletter sign-up answers, in the request's language.
export const newsletterCopy = perLocale((i18n) => ({
  done: i18n._(msg`¡Gracias por suscribirte! Pronto recibirás nuestras novedades.`),
  captcha: i18n._(msg`No pudimos verificar que no eres un robot. Intenta nuevamente.`),
}))
