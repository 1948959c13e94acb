import type { Locale } from '~/lib/locale'
import { formatChileanPhone } from '~/lib/phone'
import type { CompanyMotive, PersonMotive } from '~/contract/contact'

// The contact API's own copy, es and en: the answers, the motive labels and both e-mails. The shop's inbox gets
// Spanish (the staff's language); the acknowledgement goes out in the sender's locale (Accept-Language, docs/product.md, The API).

export const PERSON_MOTIVE_LABELS: Record<Locale, Record<PersonMotive, string>> = {
  es: {
    pedido: 'Un pedido',
    producto: 'Un producto',
    evento: 'Eventos y catas',
    'vino-bar': 'Vino bar',
    sugerencia: 'Sugerencia o reclamo',
    otro: 'Otro',
  },
  en: {
    pedido: 'An order',
    producto: 'A product',
    evento: 'Events and tastings',
    'vino-bar': 'Wine bar',
    sugerencia: 'Suggestion or complaint',
    otro: 'Other',
  },
}

export const COMPANY_MOTIVE_LABELS: Record<Locale, Record<CompanyMotive, string>> = {
  es: {
    'regalos-corporativos': 'Regalos corporativos',
    eventos: 'Eventos para empresas',
    mayorista: 'Venta mayorista',
    otro: 'Otro',
  },
  en: {
    'regalos-corporativos': 'Corporate gifts',
    eventos: 'Company events',
    mayorista: 'Wholesale',
    otro: 'Other',
  },
}

const COPY = {
  es: {
    captcha: 'No pudimos verificar que no eres un robot. Intenta nuevamente.',
    received: '¡Gracias! Recibimos tu mensaje y te responderemos en menos de un día hábil.',
    ackSubject: 'Recibimos tu mensaje · Vinoteca Andes',
    ackText: (firstName: string, motive: string) =>
      [
        `Hola ${firstName}:`,
        `recibimos tu mensaje sobre «${motive}». Te responderemos a este correo en menos de un día hábil (lunes a sábado, de 10:00 a 20:00).`,
        'Si es urgente, escríbenos por WhatsApp al +56 9 8765 4321.',
        'Vinoteca Andes',
      ].join('\n\n'),
  },
  en: {
    captcha: 'We could not verify you are not a robot. Please try again.',
    received: 'Thank you! We received your message and will reply within one working day.',
    ackSubject: 'We received your message · Vinoteca Andes',
    ackText: (firstName: string, motive: string) =>
      [
        `Hi ${firstName},`,
        `we received your message about "${motive}". We will reply to this e-mail within one working day (Monday to Saturday, 10 am to 8 pm).`,
        'If it is urgent, message us on WhatsApp at +56 9 8765 4321.',
        'Vinoteca Andes',
      ].join('\n\n'),
  },
} as const

export function contactCopy(locale: Locale) {
  return COPY[locale]
}

export interface InboxMail {
  kind: 'person' | 'company'
  motiveLabel: string
  firstName: string
  lastName: string
  email: string
  phone: string
  message: string
  locale: Locale
  company?: { companyName: string; businessName: string; giro: string; rut: string }
}

/** The shop's copy of a message, in Spanish: who wrote, how to answer, and what they wrote. */
export function inboxMail(m: InboxMail): { subject: string; text: string } {
  const who = m.company ? m.company.companyName : `${m.firstName} ${m.lastName}`
  const subject = `[${m.kind === 'company' ? 'Contacto empresa' : 'Contacto'}] ${m.motiveLabel} · ${who}`
  const lines = [
    `Motivo: ${m.motiveLabel}`,
    ...(m.company
      ? [
          `Empresa: ${m.company.companyName}`,
          `Razón social: ${m.company.businessName}`,
          `Giro: ${m.company.giro}`,
          `RUT: ${m.company.rut}`,
        ]
      : []),
    `Nombre: ${m.firstName} ${m.lastName}`,
    `Correo: ${m.email}`,
    `Teléfono: ${formatChileanPhone(m.phone)}`,
    `Idioma: ${m.locale === 'en' ? 'inglés (responder en inglés)' : 'español'}`,
  ]
  return { subject, text: [lines.join('\n'), 'Mensaje:', m.message].join('\n\n') }
}
