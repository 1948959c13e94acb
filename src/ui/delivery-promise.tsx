import { useLingui } from '@lingui/react/macro'
import type { DeliveryEstimate } from '~/contract/delivery'
import { Icon } from './icons'

/** "Llega el jueves 26 de noviembre a Providencia" and the pick-up day: the one promise every page shows. */
export function DeliveryPromiseText({
  estimate,
  show = 'both',
}: {
  estimate: DeliveryEstimate
  show?: 'both' | 'delivery' | 'pickup'
}) {
  const { t } = useLingui()
  const today = estimate.today
  const { delivery, pickup } = estimate.labels
  const commune = estimate.commune.name
  return (
    <ul className="delivery-promise">
      {show !== 'pickup' && (
        <li>
          <Icon name="truck" size={18} aria-hidden="true" />
          <span>
            {estimate.delivery.date === today ? t`Llega hoy a ${commune}` : t`Llega el ${delivery} a ${commune}`}
          </span>
        </li>
      )}
      {show !== 'delivery' && (
        <li>
          <Icon name="store" size={18} aria-hidden="true" />
          <span>
            {estimate.pickup.date === today
              ? t`Retiro gratis en tienda hoy`
              : t`Retiro gratis en tienda desde el ${pickup}`}
          </span>
        </li>
      )}
    </ul>
  )
}
