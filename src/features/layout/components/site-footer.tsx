import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Layout } from '~/contract/layout'
import type { ShellLayout } from '../shell-layout'
import { ContentLink } from '~/ui/content-link'
import { Icon } from '~/ui/icons'
import { LogoMark } from './logo'

// docs/product.md, Pages footer: address (map link), write-us e-mail, phone numbers (tel links), newsletter, page and policy
// links, social icons, copyright with the current year, payment-provider logo, secure-purchase note.

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

function PreFooter({ data }: { data: Layout['pre_footer'] }) {
  return (
    <section className="pre-footer" aria-labelledby="pre-footer-title">
      <h2 id="pre-footer-title" className="visually-hidden">
        <Trans>Contacto</Trans>
      </h2>
      <div className="pre-footer__grid container">
        <div className="pre-footer__item">
          <span className="pre-footer__icon">
            <Icon name={data.address_icon || 'map-pin'} />
          </span>
          <div>
            <p className="pre-footer__title">{data.address_title}</p>
            <a href={data.address_link} target="_blank" rel="noopener noreferrer">
              {data.address_text}
            </a>
          </div>
        </div>
        <div className="pre-footer__item">
          <span className="pre-footer__icon">
            <Icon name={data.email_icon || 'mail'} />
          </span>
          <div>
            <p className="pre-footer__title">{data.email_title}</p>
            <a href={`mailto:${data.email_text}`}>{data.email_text}</a>
          </div>
        </div>
        <div className="pre-footer__item">
          <span className="pre-footer__icon">
            <Icon name={data.phone_icon || 'phone'} />
          </span>
          <div>
            {data.phones.map((phone) => (
              <p key={phone.text} className="pre-footer__phone">
                <span className="pre-footer__title">{phone.title}</span> <a href={telHref(phone.text)}>{phone.text}</a>
              </p>
            ))}
          </div>
        </div>
      </div>
    </section>
  )
}

export function WebpayLogo() {
  return <img src="/img/webpay.svg" alt="Webpay Plus" width={112} height={36} loading="lazy" decoding="async" />
}

/** A column of the footer's links. */
function FooterLinks({ id, title, links }: { id: string; title: string; links: Layout['footer']['policy_links'] }) {
  return (
    <nav className="site-footer__col" aria-labelledby={id}>
      <h2 id={id} className="site-footer__heading">
        {title}
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.link}>
            <ContentLink href={link.link}>{link.text}</ContentLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function SiteFooter({ layout, newsletter }: { layout: Omit<ShellLayout, 'navbar'>; newsletter?: ReactNode }) {
  const { t } = useLingui()
  const { footer } = layout
  // The shop's year is Santiago's (on New Year's Eve UTC turns over three hours earlier), told by the server with the
  // layout, so the browser carries no time-zone rules for it.
  const { year } = layout
  return (
    <footer className="site-footer">
      <PreFooter data={layout.pre_footer} />
      <div className="site-footer__main container">
        <section className="site-footer__newsletter" aria-labelledby="newsletter-title">
          <h2 id="newsletter-title" className="site-footer__heading site-footer__heading--large">
            {footer.newsletter_title}
          </h2>
          <p className="site-footer__text">{footer.newsletter_text}</p>
          {newsletter}
        </section>
        <FooterLinks id="footer-pages" title={footer.title_for_pages} links={footer.links_to_pages} />
        <FooterLinks id="footer-policies" title={footer.policy_title} links={footer.policy_links} />
      </div>
      <div className="site-footer__bottom container">
        <div className="site-footer__brand">
          <LogoMark size={32} />
          <p>
            © {year} Vinoteca Andes · <Trans>Bebe con moderación. Venta solo a mayores de 18 años.</Trans>
          </p>
        </div>
        <ul className="site-footer__social" aria-label={t`Redes sociales`}>
          {footer.social_networks.map((network) => (
            <li key={network.link}>
              <a
                href={network.link}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={network.name}
                className="icon-button"
              >
                <Icon name={network.icon} size={20} />
              </a>
            </li>
          ))}
        </ul>
        <div className="site-footer__secure">
          <WebpayLogo />
          <p>
            <Icon name="shield" size={16} /> {footer.secure_purchase_text || t`Compra 100% segura`}
          </p>
        </div>
      </div>
    </footer>
  )
}
