import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { ProductPageDetail } from '~/features/catalog/list-card'
import { AROMA_LABELS, CHEESE_LABELS, MILK_LABELS, label } from '~/lib/catalog-labels'
import { isLocale } from '~/lib/locale'
import { formatGrams } from '~/lib/price-display'
import { formatDecimal } from '~/lib/decimal'

/** docs/product.md, What the shop stores product detail attributes as a definition list (only the ones this product has). */
export function ProductAttributes({ product }: { product: ProductPageDetail }) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'es'
  const rows: [string, ReactNode][] = []
  const add = (name: string, value: ReactNode) => {
    if (value !== null && value !== undefined && value !== '') rows.push([name, value])
  }
  if (product.letter === 'w') add(t`Viña`, product.brand)
  else if (product.letter !== 'b') add(t`Marca`, product.brand)
  add(t`Tipo`, product.tipo_label)
  if (product.strains.length > 0)
    add(
      t`Cepas`,
      product.strains.map((s) => (product.strains.length > 1 ? `${s.name} ${s.percent}%` : s.name)).join(', '),
    )
  add(t`Cosecha`, product.harvest)
  add(t`Denominación`, product.denomination)
  add(t`Región`, product.region)
  add(t`País`, product.country_label)
  add(t`Viñedo`, product.vineyard)
  add(
    t`Guarda`,
    product.guarda
      ? product.letter === 'a'
        ? t`${product.guarda} años en barrica`
        : t`Hasta ${product.guarda} años`
      : null,
  )
  add(t`Familia aromática`, product.aromatic_family ? label(AROMA_LABELS, product.aromatic_family, locale) : null)
  add(t`Graduación`, product.alcohol ? `${formatDecimal(product.alcohol, locale)}% vol.` : null)
  add(
    t`Formato`,
    product.volume_ml
      ? `${product.volume_ml} ml`
      : product.weight_grams
        ? formatGrams(product.weight_grams, locale)
        : null,
  )
  add(
    t`Venta`,
    product.sale_unit === 'box'
      ? product.letter === 'b'
        ? t`Caja de ${product.units_per_box} productos`
        : t`Caja de ${product.units_per_box} unidades`
      : t`Por unidad`,
  )
  add(t`Tipo de queso`, product.cheese_type ? label(CHEESE_LABELS, product.cheese_type, locale) : null)
  add(t`Leche`, product.milk ? label(MILK_LABELS, product.milk, locale) : null)
  if (product.scores.length > 0) add(t`Puntajes`, product.scores.map((s) => `${s.score} pts ${s.source}`).join(' · '))
  return (
    <section aria-labelledby="attributes-title" className="product-attributes">
      <h2 id="attributes-title" className="product-section__title">
        {t`Ficha técnica`}
      </h2>
      <dl className="attributes">
        {rows.map(([name, value]) => (
          <div key={name} className="attributes__row">
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
