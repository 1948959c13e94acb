import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { EventCard as Card } from '~/contract/events'
import { eventDateLabels } from '~/lib/santiago-time'
import { DateBadge } from './date-badge'
import { EventPrice } from './event-price'
import { SeatsLeft } from './seats-left'

/** An event on /eventos: art with date badge, weekday and time in Santiago, price, seats and the see-more button (docs/product.md, Pages). */
export function EventCard({
  event,
  locale,
  priority = false,
}: {
  event: Card
  locale: 'es' | 'en'
  priority?: boolean
}) {
  const { t } = useLingui()
  const when = eventDateLabels(event.starts_at, event.ends_at, locale)
  const titleId = `event-${event.id}-title`
  const link = { to: '/eventos/$event', params: { event: event.slug } } as const
  const state = event.cancelled
    ? 'cancelled'
    : event.sold_out && !event.is_past
      ? 'sold-out'
      : event.is_past
        ? 'past'
        : 'open'
  return (
    <article className={`card event-card event-card--${state}`} aria-labelledby={titleId}>
      <Link {...link} className="card__media event-card__media" tabIndex={-1} aria-hidden="true">
        <img
          src={event.frontend_image ?? ''}
          alt=""
          width={1200}
          height={750}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
        />
        <DateBadge labels={when} muted={event.is_past || event.cancelled} />
        <span className="event-card__category">{event.category.name}</span>
      </Link>
      <div className="card__body event-card__body">
        <p className="event-card__when">
          <time dateTime={event.starts_at}>
            <span className="visually-hidden">{when.longDate}, </span>
            <span className="event-card__weekday">{when.weekday}</span> · {when.time}
          </time>
        </p>
        <h3 className="card__title event-card__title" id={titleId}>
          <Link {...link} lang={event.text_lang}>
            {event.title}
          </Link>
        </h3>
        <p className="card__excerpt event-card__summary" lang={event.text_lang}>
          {event.summary}
        </p>
        <div className="card__footer event-card__footer">
          <EventPrice price={event.price} referencePrice={event.reference_price} />
          <SeatsLeft event={event} />
        </div>
        <Link {...link} className="button button--ghost event-card__more">
          {t`Ver más`}
          <span className="visually-hidden">: {event.title}</span>
        </Link>
      </div>
    </article>
  )
}
