import { useLingui } from '@lingui/react/macro'
import { useCLP } from '~/ui/use-clp'
import { showOldPrice } from '~/lib/price-display'

/** Price per person: 'Gratis' for free entry; docs/product.md, Numbers and limits old price struck through when reference_price differs. */
export function EventPrice({
  price,
  referencePrice,
  size = 'md',
}: {
  price: number
  referencePrice: number | null
  size?: 'md' | 'lg'
}) {
  const clp = useCLP()
  const { t } = useLingui()
  if (price === 0) {
    return (
      <p className={`event-price event-price--${size}`}>
        <span className="event-price__current event-price__current--free">{t`Gratis`}</span>
        <span className="event-price__unit">{t`con reserva`}</span>
      </p>
    )
  }
  const old = showOldPrice(price, referencePrice)
  return (
    <p className={`event-price event-price--${size}`}>
      <span className="event-price__current">
        <span className="visually-hidden">{old ? t`Precio preventa:` : t`Precio:`} </span>
        {clp(price)}
      </span>
      {old && (
        <s className="event-price__old">
          <span className="visually-hidden">{t`Precio normal:`} </span>
          {clp(referencePrice)}
        </s>
      )}
      <span className="event-price__unit">{t`por persona`}</span>
    </p>
  )
}
