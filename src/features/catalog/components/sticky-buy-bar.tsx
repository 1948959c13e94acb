import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import type { ProductPageDetail } from '~/features/catalog/list-card'
import { useCLP } from '~/ui/use-clp'
import { isOutOfStock, purchasable } from '../gourmet'
import { AddToCart } from './add-to-cart'

/** The phone's bottom bar (Inicio, Buscar, Carrito) hides this much of the viewport: a button behind it is not seen. */
const BOTTOM_BAR_PX = 62

/**
 * On a phone the product page's "Agregar al carro" sits below the photo and the facts, under the fold, and scrolls
 * away as the shopper reads on: while it is out of sight, a bar over the bottom bar offers the price, the quantity
 * and the same add (the AddToCart of the page, with its own quantity). Rendered right after the page's AddToCart:
 * it watches its previous sibling, that block, with an IntersectionObserver. Wider screens never show it (CSS).
 */
export function StickyBuyBar({ product, formatIndex }: { product: ProductPageDetail; formatIndex: number }) {
  const { t } = useLingui()
  const clp = useCLP()
  const anchor = useRef<HTMLSpanElement>(null)
  const [mainOutOfSight, setMainOutOfSight] = useState(false)
  const item = purchasable(product, formatIndex)
  const available = !isOutOfStock(product) && item.stock > 0 && Boolean(item.sku)

  useEffect(() => {
    const main = anchor.current?.previousElementSibling
    if (!main || !available || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => setMainOutOfSight(!entries[entries.length - 1]!.isIntersecting),
      { rootMargin: `0px 0px -${BOTTOM_BAR_PX}px 0px` },
    )
    observer.observe(main)
    return () => observer.disconnect()
  }, [available])

  return (
    <>
      <span ref={anchor} hidden />
      {available && mainOutOfSight ? (
        <div className="sticky-buy-bar" role="region" aria-label={t`Comprar ${product.name}`}>
          <p className="sticky-buy-bar__price">{clp(item.price)}</p>
          <AddToCart product={product} formatIndex={formatIndex} size="bar" />
        </div>
      ) : null}
    </>
  )
}
