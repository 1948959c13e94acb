import type { Locale } from '~/lib/locale'

// API copy of the auth calls. Failures of login and recovery read the same for known and unknown accounts.
const COPY = {
  es: {
    badCredentials: 'El correo o la contraseña no son correctos',
    emailTaken: 'Ya existe una cuenta con este correo',
    wrongCurrentPassword: 'La contraseña actual no es correcta',
    resetInvalid: 'El enlace para reiniciar la contraseña no es válido o ya expiró. Solicita uno nuevo.',
    recoverSent:
      'Si el correo corresponde a una cuenta, te enviamos un enlace para reiniciar tu contraseña. Revisa tu bandeja de entrada.',
    resetDone: 'Tu contraseña fue actualizada. Ya puedes iniciar sesión.',
    passwordChanged: 'Tu contraseña fue actualizada',
    loggedOut: 'Sesión cerrada',
    mailSubject: 'Reinicia tu contraseña de Vinoteca Andes',
    mailText: (name: string, link: string) =>
      `Hola ${name}:\n\nRecibimos una solicitud para reiniciar la contraseña de tu cuenta en Vinoteca Andes.\n` +
      `Abre este enlace para elegir una nueva (vale por una hora y sirve una sola vez):\n\n${link}\n\n` +
      'Si no fuiste tú, ignora este correo: tu contraseña no cambiará.\n\nVinoteca Andes',
    mailButton: 'Elegir una nueva contraseña',
  },
  en: {
    badCredentials: 'The e-mail or the password is not correct',
    emailTaken: 'An account with this e-mail already exists',
    wrongCurrentPassword: 'The current password is not correct',
    resetInvalid: 'The password reset link is not valid or has expired. Request a new one.',
    recoverSent: 'If the e-mail belongs to an account, we have sent a link to reset your password. Check your inbox.',
    resetDone: 'Your password was updated. You can log in now.',
    passwordChanged: 'Your password was updated',
    loggedOut: 'Logged out',
    mailSubject: 'Reset your Vinoteca Andes password',
    mailText: (name: string, link: string) =>
      `Hello ${name},\n\nWe received a request to reset the password of your Vinoteca Andes account.\n` +
      `Open this link to choose a new one (valid for one hour, usable once):\n\n${link}\n\n` +
      'If it was not you, ignore this e-mail: your password will not change.\n\nVinoteca Andes',
    mailButton: 'Choose a new password',
  },
} as const

export function authCopy(locale: Locale) {
  return COPY[locale]
}
