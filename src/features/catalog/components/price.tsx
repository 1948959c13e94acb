import { useLingui } from '@lingui/react/macro'
import { useCLP } from '~/ui/use-clp'
import { discountPercent, discountText, showOldPrice } from '~/lib/price-display'

/** docs/product.md, Numbers and limits: current price, and the old price struck through when reference_price differs from price. */
export function Price({
  price,
  referencePrice,
  size = 'md',
  showDiscount = false,
}: {
  price: number
  referencePrice: number | null
  size?: 'md' | 'lg'
  showDiscount?: boolean
}) {
  const clp = useCLP()
  const { t } = useLingui()
  const old = showOldPrice(price, referencePrice)
  const pct = discountPercent(price, referencePrice)
  return (
    <p className={`price price--${size}`}>
      <span className="price__current">
        <span className="visually-hidden">{old ? t`Precio oferta:` : t`Precio:`} </span>
        {clp(price)}
      </span>
      {old && (
        <s className="price__old">
          <span className="visually-hidden">{t`Precio normal:`} </span>
          {clp(referencePrice)}
        </s>
      )}
      {showDiscount && pct > 0 && <span className="price__pct">{discountText(pct)}</span>}
    </p>
  )
}
