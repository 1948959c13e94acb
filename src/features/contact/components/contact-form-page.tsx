import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { Layout } from '~/contract/layout'
import { contactCrumbs, toContentPage, type ContactPageName } from '../contact-route'
import { ContactBanner } from './contact-banner'
import { ContactDetails } from './contact-details'

/** A contact form page: banner and intro from content, the form, and the shop's other channels beside it. */
export function ContactFormPage({
  name,
  title,
  content,
  contacts,
  children,
}: {
  name: Extract<ContactPageName, 'person' | 'company'>
  title?: string
  content: unknown
  contacts: Layout['pre_footer']
  children: ReactNode
}) {
  const { i18n } = useLingui()
  const page = toContentPage(content)
  return (
    <main id="contenido" className="contact-page">
      <ContactBanner
        title={title ?? page.banner_with_title?.title ?? page.seo.title}
        image={page.banner_with_title?.background_image}
        intro={page.intro}
        crumbs={contactCrumbs(i18n, name)}
      />
      <div className="contact-page__body contact-page__body--form container">
        <div className="contact-page__form">{children}</div>
        <ContactDetails data={contacts} compact />
      </div>
    </main>
  )
}
