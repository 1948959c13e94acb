import { Plural, useLingui } from '@lingui/react/macro'
import type { EventCard } from '~/contract/events'

/** Below this many seats the count is shown as a warning ("Quedan 3 cupos"). */
export const FEW_SEATS = 5

/** Seats left, or the state that replaces them (cancelled, sold out); nothing for a past event. */
export function SeatsLeft({ event }: { event: EventCard }) {
  const { t } = useLingui()
  if (event.is_past) return null
  if (event.cancelled) return <span className="event-seats event-seats--cancelled">{t`Cancelado`}</span>
  if (event.sold_out) return <span className="event-seats event-seats--sold-out">{t`Agotado`}</span>
  return (
    <span className={`event-seats${event.seats_left <= FEW_SEATS ? ' event-seats--few' : ''}`}>
      <Plural value={event.seats_left} one="Queda # cupo" other="Quedan # cupos" />
    </span>
  )
}
