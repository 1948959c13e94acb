import { msg } from '@lingui/core/macro'
import { formatChileanPhone } from '~/lib/phone'
import type { CompanyMotive, PersonMotive } from '~/contract/contact'
import { apiI18n, perLocale } from '../i18n'
import type { FormSender } from '../public-form'

// The contact API's own copy: the answers, the motive labels and both e-mails. The shop's inbox gets
// Spanish (the staff's language); the acknowledgement goes out in the sender's locale (Accept-Language, docs/product.md, The API).

export const personMotiveLabels = perLocale((i18n): Record<PersonMotive, string> => ({
  pedido: i18n._(msg`Un pedido`),
  producto: i18n._(msg`Un producto`),
  evento: i18n._(msg`Eventos y catas`),
  'vino-bar': i18n._(msg`Vino bar`),
  sugerencia: i18n._(msg`Sugerencia o reclamo`),
  otro: i18n._(msg`Otro`),
}))

export const companyMotiveLabels = perLocale((i18n): Record<CompanyMotive, string> => ({
  'regalos-corporativos': i18n._(msg`Regalos corporativos`),
  eventos: i18n._(msg`Eventos para empresas`),
  mayorista: i18n._(msg`Venta mayorista`),
  otro: i18n._(msg`Otro`),
}))

export const contactCopy = perLocale((i18n) => ({
  captcha: i18n._(msg`No pudimos verificar que no eres un robot. Intenta nuevamente.`),
  received: i18n._(msg`¡Gracias! Recibimos tu mensaje y te responderemos en menos de un día hábil.`),
  ackSubject: i18n._(msg`Recibimos tu mensaje · Vinoteca Andes`),
  ackText: (firstName: string, motive: string) =>
    i18n._(
      msg`Hola ${firstName}:

recibimos tu mensaje sobre «${motive}». Te responderemos a este correo en menos de un día hábil (lunes a sábado, de 10:00 a 20:00).

Si es urgente, escríbenos por WhatsApp al +56 9 8765 4321.

Vinoteca Andes`,
    ),
}))

export interface InboxMail extends FormSender {
  kind: 'person' | 'company'
  motiveLabel: string
  company?: { companyName: string; businessName: string; giro: string; rut: string }
}

/** The shop's copy of a message, in Spanish: who wrote, how to answer, and what they wrote. */
export function inboxMail(m: InboxMail): { subject: string; text: string } {
  const i18n = apiI18n('es')
  const who = m.company ? m.company.companyName : `${m.firstName} ${m.lastName}`
  const kind = m.kind === 'company' ? i18n._(msg`Contacto empresa`) : i18n._(msg`Contacto`)
  const subject = `[${kind}] ${m.motiveLabel} · ${who}`
  const name = `${m.firstName} ${m.lastName}`
  const phone = formatChileanPhone(m.phone)
  const lines = [
    i18n._(msg`Motivo: ${{ motive: m.motiveLabel }}`),
    ...(m.company
      ? [
          i18n._(msg`Empresa: ${{ company: m.company.companyName }}`),
          i18n._(msg`Razón social: ${{ businessName: m.company.businessName }}`),
          i18n._(msg`Giro: ${{ giro: m.company.giro }}`),
          i18n._(msg`RUT: ${{ rut: m.company.rut }}`),
        ]
      : []),
    i18n._(msg`Nombre: ${name}`),
    i18n._(msg`Correo: ${{ email: m.email }}`),
    i18n._(msg`Teléfono: ${phone}`),
    m.locale === 'en' ? i18n._(msg`Idioma: inglés (responder en inglés)`) : i18n._(msg`Idioma: español`),
  ]
  return { subject, text: [lines.join('\n'), i18n._(msg`Mensaje:`), m.message].join('\n\n') }
}
