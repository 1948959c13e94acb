import { useLingui } from '@lingui/react/macro'
import type { ProductFormat } from '~/contract/catalog'
import { formatGrams } from '~/lib/price-display'

/** docs/product.md, How things behave: gourmet cards step through formats with minus/plus; the index wraps at both ends. */
export function FormatStepper({
  formats,
  index,
  onStep,
}: {
  formats: ProductFormat[]
  index: number
  onStep: (delta: 1 | -1) => void
}) {
  const { t, i18n } = useLingui()
  const format = formats[index]
  if (!format) return null
  const locale = i18n.locale === 'en' ? 'en' : 'es'
  const text = format.is_unit_sales
    ? (format.label_text ?? t`Unidad`) + (format.format ? ` · ${formatGrams(format.format, locale)}` : '')
    : formatGrams(format.format, locale)
  return (
    <div className="format-stepper" role="group" aria-label={t`Formato`}>
      <button
        type="button"
        className="format-stepper__btn"
        aria-label={t`Formato anterior`}
        disabled={formats.length < 2}
        onClick={() => onStep(-1)}
      >
        ‹
      </button>
      <span className="format-stepper__value" aria-live="polite">
        {text}
        {format.stock <= 0 && <span className="format-stepper__out"> · {t`agotado`}</span>}
      </span>
      <button
        type="button"
        className="format-stepper__btn"
        aria-label={t`Formato siguiente`}
        disabled={formats.length < 2}
        onClick={() => onStep(1)}
      >
        ›
      </button>
    </div>
  )
}
