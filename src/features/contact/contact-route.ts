import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { contentPageSchema, type ContentPage } from '~/contract/pages'
import { breadcrumbJsonLd, type Crumb } from '~/lib/seo'
import { faqItems, faqJsonLd } from './faq'

// Head data of the contact pages (docs/product.md, Pages /contacto and children): one canonical URL each (the /acerca-de/contacto
// paths redirect here), title and description, BreadcrumbList, and FAQPage on the FAQ. Route files stay thin.

export const CONTACT_PAGES = {
  hub: '/contacto',
  person: '/contacto/persona',
  company: '/contacto/empresa',
  faq: '/contacto/preguntas-frecuentes',
  thanks: '/contacto/gracias',
} as const
export type ContactPageName = keyof typeof CONTACT_PAGES

export interface ContactHeadData {
  site: string
  path: string
  title: string
  description: string
  crumbs: Crumb[]
  jsonLd: object[]
  noindex: boolean
}

/** Visible crumbs and the BreadcrumbList of each page. */
export function contactCrumbs(i18n: I18n, name: ContactPageName): Crumb[] {
  const home = { name: i18n._(msg`Inicio`), href: '/' }
  const hub = { name: i18n._(msg`Contacto`), href: CONTACT_PAGES.hub }
  switch (name) {
    case 'hub':
      return [home, hub]
    case 'person':
      return [home, hub, { name: i18n._(msg`Persona`), href: CONTACT_PAGES.person }]
    case 'company':
      return [home, hub, { name: i18n._(msg`Empresa`), href: CONTACT_PAGES.company }]
    case 'faq':
      return [home, hub, { name: i18n._(msg`Preguntas frecuentes`), href: CONTACT_PAGES.faq }]
    case 'thanks':
      return [home, hub, { name: i18n._(msg`Gracias`), href: CONTACT_PAGES.thanks }]
  }
}

/** Page content as it comes from the API, with the defaults of its schema (sections, items) filled in. */
export function toContentPage(raw: unknown): ContentPage {
  return v.parse(contentPageSchema, raw)
}

/** `raw` is the content the route loaded (contact, company-contact or need-help); thanks has none. */
export function contactHeadData(i18n: I18n, site: string, name: ContactPageName, raw?: unknown): ContactHeadData {
  const page = raw === undefined ? undefined : toContentPage(raw)
  const crumbs = contactCrumbs(i18n, name)
  const base = { site, path: CONTACT_PAGES[name], crumbs, noindex: false }
  const breadcrumbs = breadcrumbJsonLd(site, crumbs)
  switch (name) {
    case 'person':
      return {
        ...base,
        title: i18n._(msg`Contacto para personas`),
        description: i18n._(
          msg`Escríbenos sobre un pedido, un producto, eventos o el vino bar: respondemos en menos de un día hábil.`,
        ),
        jsonLd: [breadcrumbs],
      }
    case 'faq':
      return {
        ...base,
        title: i18n._(msg`Preguntas frecuentes`),
        description: page?.seo.description ?? '',
        jsonLd: [breadcrumbs, faqJsonLd(faqItems({ sections: page?.sections ?? [] }))],
      }
    case 'thanks':
      return {
        ...base,
        title: i18n._(msg`Gracias por escribirnos`),
        description: i18n._(msg`Recibimos tu mensaje y te responderemos en menos de un día hábil.`),
        jsonLd: [],
        noindex: true,
      }
    default:
      return { ...base, title: page?.seo.title ?? '', description: page?.seo.description ?? '', jsonLd: [breadcrumbs] }
  }
}
