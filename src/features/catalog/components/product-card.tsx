import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { ListCard as Card } from '../list-card'
import type { AddToCartHandler } from '~/ui/add-to-cart'
import { WishlistHeart } from '~/ui/wishlist-heart'
import { initialFormatIndex, purchasable, stepFormat } from '../gourmet'
import { AddToCart } from './add-to-cart'
import { FormatStepper } from './format-stepper'
import { Price } from './price'
import { badgeText } from '~/lib/price-display'
import { ProductLink } from './product-link'
import { nameWithVintage } from '~/lib/product-name'

export interface ProductCardProps {
  product: Card
  /** Overrides the cart handler from context; the cart feature wires the real call. */
  onAdd?: AddToCartHandler
  /** Eager image for the first row (LCP). */
  priority?: boolean
  /** The page's largest paint: fetched with high priority (React also preloads it from the server's <head>). */
  lcp?: boolean
}

/** docs/product.md, Pages / What the shop stores / How things behave product card: image, label badge, brand, name, price and old price, format stepper, add-to-cart. */
export function ProductCard({ product, onAdd, priority = false, lcp = false }: ProductCardProps) {
  const { t } = useLingui()
  const [formatIndex, setFormatIndex] = useState(() => initialFormatIndex(product.formats))
  const item = purchasable(product, formatIndex)
  const titleId = `product-${product.id}-title`
  const badge = product.label ? badgeText(product.label_text, item.price, item.reference_price) : null
  return (
    <article className="product-card" aria-labelledby={titleId}>
      {/* The photo is not a link of its own: the title's link covers it (its ::after), so a list of 24 cards holds 24
          router links fewer, each one hydrated and recomputed at every change of the location. */}
      <div className="product-card__media">
        <img
          src={product.frontend_image ?? ''}
          alt=""
          width={240}
          height={300}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={lcp ? 'high' : undefined}
          decoding="async"
        />
        {badge && <span className="badge badge--label">{badge}</span>}
      </div>
      <WishlistHeart slug={product.slug} name={product.name} className="product-card__heart" />
      <div className="product-card__body">
        {product.brand && product.letter !== 'b' && <p className="product-card__brand">{product.brand}</p>}
        <h3 className="product-card__title" id={titleId}>
          <ProductLink product={product}>
            {nameWithVintage(product.name_card ?? product.name, product.year)}
          </ProductLink>
        </h3>
        {product.description_card && <p className="product-card__meta">{product.description_card}</p>}
        <Price price={item.price} referencePrice={item.reference_price} />
        {product.formats.length > 0 && (
          <FormatStepper
            formats={product.formats}
            index={formatIndex}
            onStep={(d) => setFormatIndex((i) => stepFormat(i, d, product.formats.length))}
          />
        )}
        <AddToCart product={product} formatIndex={formatIndex} onAdd={onAdd} />
      </div>
      <span className="visually-hidden">{product.stock > 0 ? t`Disponible` : t`Sin stock`}</span>
    </article>
  )
}
