import { msg } from '@lingui/core/macro'
import { perLocale } from '../i18n'

// API copy of the auth calls. Failures of login and recovery read the same for known and unknown accounts.
export const authCopy = perLocale((i18n) => ({
  badCredentials: i18n._(msg`El correo o la contraseña no son correctos`),
  captchaRequired: i18n._(
    msg`Hubo varios intentos de ingresar a esta cuenta. Por seguridad, confirma que no eres un robot para continuar.`,
  ),
  emailTaken: i18n._(msg`Ya existe una cuenta con este correo`),
  wrongCurrentPassword: i18n._(msg`La contraseña actual no es correcta`),
  resetInvalid: i18n._(msg`El enlace para reiniciar la contraseña no es válido o ya expiró. Solicita uno nuevo.`),
  recoverSent: i18n._(
    msg`Si el correo corresponde a una cuenta, te enviamos un enlace para reiniciar tu contraseña. Revisa tu bandeja de entrada.`,
  ),
  resetDone: i18n._(msg`Tu contraseña fue actualizada. Ya puedes iniciar sesión.`),
  passwordChanged: i18n._(msg`Tu contraseña fue actualizada`),
  loggedOut: i18n._(msg`Sesión cerrada`),
  mailSubject: i18n._(msg`Reinicia tu contraseña de Vinoteca Andes`),
  mailText: (name: string, link: string) =>
    i18n._(
      msg`Hola ${name}:

Recibimos una solicitud para reiniciar la contraseña de tu cuenta en Vinoteca Andes.
Abre este enlace para elegir una nueva (vale por una hora y sirve una sola vez):

${link}

Si no fuiste tú, ignora este correo: tu contraseña no cambiará.

Vinoteca Andes`,
    ),
  mailButton: i18n._(msg`Elegir una nueva contraseña`),
}))
