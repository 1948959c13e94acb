import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { MatchReason, SommelierWine, SommelierWines } from '~/contract/sommelier'
import { useCLP } from '~/ui/use-clp'
import { showOldPrice } from '~/lib/price-display'
import { productHref } from '~/lib/product-type'
import { useAddToCart } from '~/ui/add-to-cart'
import { ContentLink } from '~/ui/content-link'
import { Pagination } from '~/ui/pagination'

/** Recommended wines: image, name, price (old price struck through, docs/product.md, Numbers and limits), product link and add to cart. */
export function WineResults({
  result,
  search,
  headingId,
}: {
  result: SommelierWines
  search: Record<string, unknown>
  headingId: string
}) {
  const { t } = useLingui()
  if (result.total === 0) {
    return (
      <p className="somm-empty">{t`No encontramos vinos en stock con esas respuestas. Prueba omitiendo un paso.`}</p>
    )
  }
  return (
    <>
      <ul className="somm-wines" aria-labelledby={headingId}>
        {result.data.map((wine) => (
          <li key={wine.id}>
            <WineCard wine={wine} />
          </li>
        ))}
      </ul>
      <Pagination current={result.current_page} last={result.last_page} search={search} />
    </>
  )
}

function useMatchLabels(): Record<MatchReason, string> {
  const { t } = useLingui()
  return {
    tipo: t`Tipo ideal`,
    cuerpo: t`Cuerpo justo`,
    dulzor: t`Dulzor justo`,
    cepa: t`Cepa recomendada`,
    aroma: t`Aroma afín`,
  }
}

function WineCard({ wine }: { wine: SommelierWine }) {
  const clp = useCLP()
  const { t } = useLingui()
  const labels = useMatchLabels()
  const href = productHref(wine.product_type, wine.slug)
  const old = showOldPrice(wine.price, wine.reference_price)
  // The dish's strongest reasons (the tipo always matches, so it is not worth a line).
  const reasons = wine.matches.filter((m) => m !== 'tipo').map((m) => labels[m])
  const details = [wine.variety, wine.region, wine.year].filter(Boolean).join(' · ')
  return (
    <article className="somm-wine">
      <ContentLink href={href} className="somm-wine__image" tabIndex={-1} aria-hidden="true">
        {wine.frontend_image && <img src={wine.frontend_image} alt="" width={160} height={200} loading="lazy" />}
      </ContentLink>
      <div className="somm-wine__body">
        {wine.brand && <p className="somm-wine__brand">{wine.brand}</p>}
        <h3 className="somm-wine__name">
          <ContentLink href={href}>{wine.name_card ?? wine.name}</ContentLink>
        </h3>
        {details && <p className="somm-wine__details">{details}</p>}
        {reasons.length > 0 && <p className="somm-wine__why">{reasons.join(' · ')}</p>}
        <p className="somm-wine__price">
          <span className="somm-wine__current">
            <span className="visually-hidden">{old ? t`Precio oferta:` : t`Precio:`} </span>
            {clp(wine.price)}
          </span>
          {old && (
            <s className="somm-wine__old">
              <span className="visually-hidden">{t`Precio normal:`} </span>
              {clp(wine.reference_price)}
            </s>
          )}
        </p>
        <AddButton wine={wine} />
      </div>
    </article>
  )
}

/** The shared add-to-cart hook of ~/ui (the cart feature provides it at the root); one bottle per click. */
function AddButton({ wine }: { wine: SommelierWine }) {
  const { t } = useLingui()
  const onAdd = useAddToCart()
  const [busy, setBusy] = useState(false)
  if (wine.stock <= 0 || !wine.sku) {
    return (
      <button type="button" className="button button--primary somm-wine__add" disabled>
        {t`Sin stock`}
      </button>
    )
  }
  const sku = wine.sku
  const add = async () => {
    if (!onAdd) return
    setBusy(true)
    try {
      await onAdd(sku, 1, {
        sku,
        qty: 1,
        name: wine.name,
        slug: wine.slug,
        product_type: wine.product_type,
        price: wine.price,
        reference_price: wine.reference_price,
        brand: wine.brand,
        year: wine.year,
        frontend_image: wine.frontend_image,
        format: null,
        stock: wine.stock,
      })
    } finally {
      setBusy(false)
    }
  }
  return (
    <button
      type="button"
      className="button button--primary somm-wine__add"
      onClick={add}
      disabled={busy}
      aria-busy={busy}
      aria-label={t`Agregar ${wine.name} al carro`}
    >
      {t`Agregar al carro`}
    </button>
  )
}
