import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { EventDetail } from '~/contract/events'
import { Icon } from '~/ui/icons'

/** "Reservar", or the clear state that replaces it: cancelled, already happened, sold out. */
export function ReserveAction({ event }: { event: EventDetail }) {
  const { t } = useLingui()
  const state = event.cancelled
    ? { text: t`Evento cancelado`, note: t`Si reservaste, te devolveremos el total pagado.`, tone: 'cancelled' }
    : event.is_past
      ? { text: t`Este evento ya se realizó`, note: t`Revisa la agenda para ver los próximos.`, tone: 'past' }
      : !event.reservable
        ? {
            text: t`Evento agotado`,
            note: t`Se acabaron los cupos. Revisa otras fechas en la agenda.`,
            tone: 'sold-out',
          }
        : null
  if (state) {
    return (
      <div className={`event-state event-state--${state.tone}`}>
        <p className="event-state__title">
          <Icon name="info" size={20} aria-hidden="true" />
          {state.text}
        </p>
        <p className="event-state__note">{state.note}</p>
        <Link to="/eventos" className="button button--ghost">
          {t`Ver la agenda`}
        </Link>
      </div>
    )
  }
  return (
    <Link to="/reserva" search={{ evento: event.slug }} className="button button--primary button--large event-reserve">
      {t`Reservar`}
    </Link>
  )
}
