import { Trans } from '@lingui/react/macro'
import type { Layout } from '~/contract/layout'
import { Icon } from '~/ui/icons'

// docs/product.md, Pages: the shop's address (map link), phones (tel: links) and e-mail, from the layout's pre_footer (docs/product.md, What the shop stores).

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

export function ContactDetails({ data, compact = false }: { data: Layout['pre_footer']; compact?: boolean }) {
  return (
    <aside
      className={`contact-details${compact ? ' contact-details--compact' : ''}`}
      aria-labelledby="contact-details-title"
    >
      <h2 id="contact-details-title" className="contact-details__title">
        <Trans>Otras formas de contactarnos</Trans>
      </h2>
      <ul className="contact-details__list">
        <li>
          <span className="contact-details__icon">
            <Icon name={data.address_icon || 'map-pin'} />
          </span>
          <div>
            <p className="contact-details__label">{data.address_title}</p>
            <a href={data.address_link} target="_blank" rel="noopener noreferrer">
              {data.address_text}
            </a>
            <p className="contact-details__note">
              <Trans>Abre en Google Maps</Trans>
            </p>
          </div>
        </li>
        <li>
          <span className="contact-details__icon">
            <Icon name={data.phone_icon || 'phone'} />
          </span>
          <div>
            <p className="contact-details__label">
              <Trans>Llámanos</Trans>
            </p>
            {data.phones.map((phone) => (
              <p key={phone.text} className="contact-details__phone">
                <span>{phone.title}</span> <a href={telHref(phone.text)}>{phone.text}</a>
              </p>
            ))}
          </div>
        </li>
        <li>
          <span className="contact-details__icon">
            <Icon name={data.email_icon || 'mail'} />
          </span>
          <div>
            <p className="contact-details__label">{data.email_title}</p>
            <a href={`mailto:${data.email_text}`}>{data.email_text}</a>
          </div>
        </li>
      </ul>
    </aside>
  )
}
