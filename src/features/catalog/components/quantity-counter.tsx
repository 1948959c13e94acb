import { useLingui } from '@lingui/react/macro'
import { MIN_QUANTITY } from '~/lib/limits'

/** docs/product.md, How things behave: minus disabled at 1 or less, plus disabled at or above stock. */
export function QuantityCounter({
  value,
  max,
  onChange,
  label,
}: {
  value: number
  max: number
  onChange: (qty: number) => void
  label: string
}) {
  const { t } = useLingui()
  return (
    <div className="qty" role="group" aria-label={label}>
      <button
        type="button"
        className="qty__btn"
        aria-label={t`Quitar uno`}
        disabled={value <= MIN_QUANTITY}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output className="qty__value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="qty__btn"
        aria-label={t`Agregar uno`}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  )
}
