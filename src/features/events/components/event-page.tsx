import { Photo } from '~/ui/photo'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useRouteContext } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { eventDateLabels } from '~/lib/santiago-time'
import { Breadcrumbs, type Crumb } from '~/ui/breadcrumbs'
import { Icon, type IconName } from '~/ui/icons'
import { RichBlocks } from '~/ui/rich-blocks'
import { eventQueryOptions } from '../events.queries'
import { mapUrl, splitVenue } from '../seo'
import { DateBadge } from './date-badge'
import { EventPrice } from './event-price'
import { ReserveAction } from './reserve-action'
import { SeatsLeft } from './seats-left'

const capitalise = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1)

/** docs/product.md, Pages /eventos/{event}: cover, when and where, price, what's included, the body, and Reservar. */
export function EventPage({ slug, crumbs }: { slug: string; crumbs: Crumb[] }) {
  const { t } = useLingui()
  const locale = useRouteContext({ from: '__root__', select: (c) => c.locale })
  const { data: event } = useSuspenseQuery(eventQueryOptions(locale, slug))
  const when = eventDateLabels(event.starts_at, event.ends_at, locale)
  const place = splitVenue(event.venue)
  return (
    <main id="contenido" className="event-page">
      <div className="container">
        <Breadcrumbs items={crumbs} />
        <article className="event-detail" aria-labelledby="event-title">
          <header className="event-detail__header">
            <p className="eyebrow">{event.category.name}</p>
            <h1 id="event-title" lang={event.text_lang}>
              {event.title}
            </h1>
            <p className="event-detail__summary" lang={event.text_lang}>
              {event.summary}
            </p>
          </header>

          <figure
            className={`event-detail__cover${event.is_past || event.cancelled ? ' event-detail__cover--muted' : ''}`}
          >
            {event.cover_photo ? (
              <Photo photo={event.cover_photo} alt="" sizes="(max-width: 1240px) 100vw, 1240px" priority />
            ) : (
              <img src={event.frontend_cover_image ?? ''} alt="" width={1200} height={750} fetchPriority="high" />
            )}
            <DateBadge labels={when} muted={event.is_past || event.cancelled} />
            {event.cancelled && <span className="event-detail__flag">{t`Cancelado`}</span>}
          </figure>

          <aside className="event-booking" aria-label={t`Fecha, lugar y valor`}>
            <dl className="event-facts">
              <Fact icon="calendar" label={t`Fecha`}>
                {when.multiDay ? (
                  // A course: its sessions run from the first date to the last, at the time below.
                  <Trans>
                    Del <time dateTime={event.starts_at}>{when.longDate}</time> al{' '}
                    <time dateTime={event.ends_at}>{when.endLongDate}</time>
                  </Trans>
                ) : (
                  <time dateTime={event.starts_at}>{capitalise(when.longDate)}</time>
                )}
              </Fact>
              <Fact icon="clock" label={t`Horario`}>
                {when.timeRange}
              </Fact>
              <Fact icon="map-pin" label={t`Lugar`}>
                <strong>{place.name}</strong>
                <br />
                {place.address}
                <br />
                <a href={mapUrl(place.address)} target="_blank" rel="noopener noreferrer">
                  {t`Ver en el mapa`}
                </a>
              </Fact>
              <Fact icon="tag" label={t`Valor`}>
                <EventPrice price={event.price} referencePrice={event.reference_price} size="lg" />
              </Fact>
              {/* Sold out, cancelled or past: the state box below says it instead. */}
              {event.reservable && (
                <Fact icon="users" label={t`Cupos`}>
                  <SeatsLeft event={event} />
                </Fact>
              )}
            </dl>
            <ReserveAction event={event} />
          </aside>

          <div className="event-detail__content">
            {event.includes.length > 0 && (
              <section className="event-includes" aria-labelledby="event-includes-title">
                <h2 id="event-includes-title">{t`Qué incluye`}</h2>
                <ul lang={event.text_lang}>
                  {event.includes.map((item) => (
                    <li key={item}>
                      <Icon name="check" size={18} aria-hidden="true" />
                      {item}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <RichBlocks className="prose event-body" blocks={event.body} lang={event.text_lang} />
            <p className="event-detail__back">
              <Link to="/eventos">← {t`Ver todos los eventos`}</Link>
            </p>
          </div>
        </article>
      </div>
    </main>
  )
}

/** One line of the event's facts: its icon and name, then what it says. */
function Fact({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <div className="event-facts__row">
      <dt>
        <Icon name={icon} size={20} aria-hidden="true" />
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  )
}
