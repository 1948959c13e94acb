import { useLingui } from '@lingui/react/macro'
import type { ProductPageDetail } from '~/features/catalog/list-card'

const STEPS = [1, 2, 3, 4, 5]

/** docs/product.md, What the shop stores body, acidity, sweetness, freshness as five-step meters, readable at a glance. */
export function TasteProfile({ product }: { product: ProductPageDetail }) {
  const { t } = useLingui()
  const rows = [
    { key: 'body', label: t`Cuerpo`, value: product.body, low: t`Ligero`, high: t`Intenso` },
    { key: 'acidity', label: t`Acidez`, value: product.acidity, low: t`Suave`, high: t`Vibrante` },
    { key: 'sweetness', label: t`Dulzor`, value: product.sweetness, low: t`Seco`, high: t`Dulce` },
    { key: 'freshness', label: t`Frescor`, value: product.freshness, low: t`Cálido`, high: t`Fresco` },
  ].filter((r) => r.value !== null)
  if (rows.length === 0) return null
  return (
    <section className="taste" aria-labelledby="taste-title">
      <h2 id="taste-title" className="product-section__title">
        {t`Perfil de sabor`}
      </h2>
      <dl className="taste__list">
        {rows.map((row) => (
          <div key={row.key} className="taste__row">
            <dt className="taste__label">{row.label}</dt>
            <dd className="taste__value">
              <span className="taste__end">{row.low}</span>
              <span
                className="taste__meter"
                role="meter"
                aria-valuemin={1}
                aria-valuemax={5}
                aria-valuenow={row.value!}
                aria-label={`${row.label}: ${row.value} / 5`}
              >
                {STEPS.map((s) => (
                  <span key={s} className={`taste__step${s <= row.value! ? ' is-on' : ''}`} />
                ))}
              </span>
              <span className="taste__end">{row.high}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
