import { useLingui } from '@lingui/react/macro'
import { formatCLP } from '~/lib/money'
import { discountPercent, showOldPrice } from '~/lib/price-display'

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
  const { t } = useLingui()
  const old = showOldPrice(price, referencePrice)
  const pct = discountPercent(price, referencePrice)
  return (
    <p className={`price price--${size}`}>
      <span className="price__current">
        <span className="visually-hidden">{old ? t`Precio oferta:` : t`Precio:`} </span>
        {formatCLP(price)}
      </span>
      {old && (
        <s className="price__old">
          <span className="visually-hidden">{t`Precio normal:`} </span>
          {formatCLP(referencePrice)}
        </s>
      )}
      {showDiscount && pct > 0 && <span className="price__pct">-{pct}%</span>}
    </p>
  )
}
