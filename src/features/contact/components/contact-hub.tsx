import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Layout } from '~/contract/layout'
import type { ReactNode } from 'react'
import { Icon, type IconName } from '~/ui/icons'
import { contactCrumbs, toContentPage } from '../contact-route'
import { ContactBanner } from './contact-banner'
import { ContactDetails } from './contact-details'

// docs/product.md, Pages /contacto: the intro of the contact page (docs/product.md, The API GET /pages/contact), the choice between writing as a
// person or as a company (docs/product.md, The shop and its people), the FAQ, and the shop's address, phones and e-mail.
export function ContactHub({ content, contacts }: { content: unknown; contacts: Layout['pre_footer'] }) {
  const { i18n } = useLingui()
  const page = toContentPage(content)
  return (
    <main id="contenido" className="contact-page">
      <ContactBanner
        title={page.banner_with_title?.title ?? page.seo.title}
        image={page.banner_with_title?.background_image}
        intro={page.intro}
        crumbs={contactCrumbs(i18n, 'hub')}
      />
      <div className="contact-page__body container">
        <section className="contact-choices" aria-labelledby="contact-choices-title">
          <h2 id="contact-choices-title" className="contact-section-title">
            <Trans>¿Cómo te ayudamos?</Trans>
          </h2>
          <div className="contact-choices__grid">
            <ContactCard
              to="/contacto/persona"
              icon="user"
              title={<Trans>Soy persona</Trans>}
              text={<Trans>Dudas sobre un pedido, un producto, los eventos o el vino bar.</Trans>}
              cta={<Trans>Escribir como persona</Trans>}
            />
            <ContactCard
              to="/contacto/empresa"
              icon="store"
              title={<Trans>Soy empresa</Trans>}
              text={<Trans>Regalos corporativos, eventos para tu equipo y compras por mayor, con factura.</Trans>}
              cta={<Trans>Escribir como empresa</Trans>}
            />
          </div>
          <Link to="/contacto/preguntas-frecuentes" className="contact-faq-link">
            <Icon name="help" />
            <span>
              <strong>
                <Trans>¿Tienes una duda rápida?</Trans>
              </strong>{' '}
              <Trans>Revisa las preguntas frecuentes: despachos, pagos, cambios y más.</Trans>
            </span>
            <Icon name="chevron-right" />
          </Link>
        </section>
        <ContactDetails data={contacts} />
      </div>
    </main>
  )
}

/** One way of writing to the shop: who writes, what about, and the link to its form. */
function ContactCard({
  to,
  icon,
  title,
  text,
  cta,
}: {
  to: '/contacto/persona' | '/contacto/empresa'
  icon: IconName
  title: ReactNode
  text: ReactNode
  cta: ReactNode
}) {
  return (
    <Link to={to} className="contact-card">
      <span className="contact-card__icon">
        <Icon name={icon} size={28} />
      </span>
      <span className="contact-card__title">{title}</span>
      <span className="contact-card__text">{text}</span>
      <span className="contact-card__cta">
        {cta} <Icon name="arrow" size={18} />
      </span>
    </Link>
  )
}
