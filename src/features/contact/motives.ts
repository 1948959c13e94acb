import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CompanyMotive, PersonMotive } from '~/contract/contact'

// The motive picklists of the contact forms (src/contract/contact.ts), labelled for the storefront.

export const PERSON_MOTIVE_OPTIONS: Record<PersonMotive, MessageDescriptor> = {
  pedido: msg`Un pedido`,
  producto: msg`Un producto`,
  evento: msg`Eventos y catas`,
  'vino-bar': msg`Vino bar`,
  sugerencia: msg`Sugerencia o reclamo`,
  otro: msg`Otro`,
}

export const COMPANY_MOTIVE_OPTIONS: Record<CompanyMotive, MessageDescriptor> = {
  'regalos-corporativos': msg`Regalos corporativos`,
  eventos: msg`Eventos para empresas`,
  mayorista: msg`Venta mayorista`,
  otro: msg`Otro`,
}
