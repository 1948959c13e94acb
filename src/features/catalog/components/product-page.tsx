import { Photo } from '~/ui/photo'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Suspense, useEffect, useMemo, useState } from 'react'
import type { ProductPageDetail } from '~/features/catalog/list-card'
import { isLocale } from '~/lib/locale'
import type { ProductLetter } from '~/lib/product-type'
import { productQueryOptions } from '../catalog.queries'
import { PRODUCT_PAGE_RELATED } from '../product-related'
import { initialFormatIndex, isOutOfStock, purchasable, stepFormat } from '../gourmet'
import { AddToCart } from './add-to-cart'
import { Breadcrumbs, type Crumb } from '~/ui/breadcrumbs'
import { FormatStepper } from './format-stepper'
import { Price } from './price'
import { badgeText } from '~/lib/price-display'
import { ProductAttributes } from './product-attributes'
import { ProductGrid } from './product-grid'
import { TasteProfile } from './taste-profile'
import { Substitutes } from './substitutes'
import { StickyBuyBar } from './sticky-buy-bar'
import type { CaptchaConfig } from '~/ui/captcha'
import { DeliveryPromiseText } from '~/ui/delivery-promise'
import { WishlistHeart } from '~/ui/wishlist-heart'
import { deliveryEstimateQueryOptions } from '~/server/delivery.functions'
import { withOnDemandMessages } from '~/i18n/i18n'
import { OnDemandBoundary, onDemand } from '~/ui/on-demand'
import { nameWithVintage } from '~/lib/product-name'
import { LOW_STOCK_THRESHOLD } from '~/lib/limits'
import { whenIdle } from '~/ui/when-idle'

// Only a sold-out product shows the stock alert form: its code (and the form kit) loads with such a page, not with
// every product page, and its messages with the on-demand parts' (docs/decisions/019-what-loads-first.md).
const { Component: BackInStock } = onDemand(() =>
  withOnDemandMessages(import('./back-in-stock')).then((module) => module.BackInStock),
)

/** docs/product.md, Pages /vinos/{wine} and /productos/{slug}?t=: every attribute of docs/product.md, What the shop stores, taste profile, related products. */
export function ProductPage({
  slug,
  letter,
  crumbs,
  captcha,
}: {
  slug: string
  letter?: ProductLetter
  crumbs: Crumb[]
  /** For the back-in-stock form of a sold-out product (guests only). */
  captcha?: CaptchaConfig
}) {
  const { i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'es'
  const { data: product } = useSuspenseQuery(productQueryOptions(locale, slug, letter))
  // Remount per product so format and quantity state never leak between related-product navigations.
  return <ProductView key={product.id} product={product} crumbs={crumbs} captcha={captcha} locale={locale} />
}

function ProductView({
  product,
  crumbs,
  captcha,
  locale,
}: {
  product: ProductPageDetail
  crumbs: Crumb[]
  captcha?: CaptchaConfig
  locale: string
}) {
  const { t } = useLingui()
  const [formatIndex, setFormatIndex] = useState(() => initialFormatIndex(product.formats))
  const item = purchasable(product, formatIndex)
  const badge = product.label ? badgeText(product.label_text, item.price, item.reference_price) : null
  const soldOut = isOutOfStock(product)
  const facts = [
    product.tipo_label,
    [product.region, product.country_label].filter(Boolean).join(', '),
    product.volume_ml ? `${product.volume_ml} ml` : null,
  ].filter(Boolean)
  // Below the fold: hydrated in a later, interruptible render of its own (React's selective hydration), after the
  // photo, the price and "Agregar al carro" above it. Memoised: this view renders again when the delivery promise
  // arrives, and a new element would make React hydrate the details at once instead of in their own time.
  const details = useMemo(
    () => (
      <Suspense>
        <ProductDetails product={product} />
      </Suspense>
    ),
    [product],
  )
  return (
    <main id="contenido" className="product container">
      <Breadcrumbs items={crumbs} />
      <div className="product__top">
        <div className="product__media">
          {product.photos[0] ? (
            <Photo
              className="product__photo"
              photo={product.photos[0]}
              alt={product.photos[0].alt || product.name}
              sizes="(max-width: 780px) 100vw, 640px"
              priority
            />
          ) : (
            <img
              src={product.frontend_cover_image ?? product.frontend_image ?? ''}
              alt={product.name}
              width={640}
              height={720}
              fetchPriority="high"
            />
          )}
          {product.photos.length > 1 ? (
            <ul className="product__gallery" aria-label={t`Más fotos`}>
              {product.photos.slice(1).map((photo) => (
                <li key={photo.id}>
                  <Photo photo={photo} alt={photo.alt || product.name} sizes="120px" />
                </li>
              ))}
            </ul>
          ) : null}
          {badge && <span className="badge badge--label badge--lg">{badge}</span>}
        </div>
        <div className="product__summary">
          {product.brand && product.letter !== 'b' && <p className="eyebrow product__brand">{product.brand}</p>}
          <div className="product__title-row">
            <h1 className="product__title">{nameWithVintage(product.name, product.year)}</h1>
            <WishlistHeart slug={product.slug} name={product.name} className="product__heart" />
          </div>
          <p className="product__facts">{facts.join(' · ')}</p>
          {product.scores.length > 0 && (
            <ul className="product__scores" aria-label={t`Puntajes`}>
              {product.scores.map((s) => (
                <li key={s.source}>
                  <strong>{s.score}</strong> {s.source}
                </li>
              ))}
            </ul>
          )}
          <Price price={item.price} referencePrice={item.reference_price} size="lg" showDiscount />
          <StockLine stock={item.stock} />
          {product.formats.length > 0 && (
            <FormatStepper
              formats={product.formats}
              index={formatIndex}
              onStep={(d) => setFormatIndex((i) => stepFormat(i, d, product.formats.length))}
            />
          )}
          <AddToCart product={product} formatIndex={formatIndex} size="page" />
          <StickyBuyBar product={product} formatIndex={formatIndex} />
          {soldOut && product.letter === 'w' && <Substitutes slug={product.slug} locale={locale} />}
          {soldOut && (
            <OnDemandBoundary>
              <Suspense fallback={null}>
                <BackInStock slug={product.slug} captcha={captcha} />
              </Suspense>
            </OnDemandBoundary>
          )}
          {!soldOut && <DeliveryPromise />}
          {product.description && <p className="product__description">{product.description}</p>}
          <ul className="product__perks">
            <li>{t`Despacho a todo Chile`}</li>
            <li>{t`Retiro gratis en tienda`}</li>
            <li>{t`Pago seguro con Webpay`}</li>
          </ul>
        </div>
      </div>
      {details}
    </main>
  )
}

/**
 * When the order would arrive. It depends on the hour and the shopper's commune, so it is read in the browser, never
 * in cached HTML, and only once the page has loaded and is idle: its call, the answer's decoding and the render that
 * shows it stay out of the page's hydration. Its own component, so the answer re-renders this line alone, not the
 * buy box. A later product page finds the answer in the cache at once.
 */
function DeliveryPromise() {
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => setIdle(true)), [])
  const { data: estimate } = useQuery({ ...deliveryEstimateQueryOptions(), enabled: idle })
  return estimate ? <DeliveryPromiseText estimate={estimate} /> : null
}

/**
 * What the shelf holds of the chosen product (or format), beside its price: available, or how many are left when
 * few. Sold out is said once, by the buy button's "Sin stock" just below. Read live with the page (decision 026),
 * so it is what "Agregar" can take.
 */
function StockLine({ stock }: { stock: number }) {
  if (stock <= 0) return null
  if (stock <= LOW_STOCK_THRESHOLD)
    return (
      <p className="product__stock product__stock--low">
        <Plural value={stock} one="Queda #" other="Quedan #" />
      </p>
    )
  return (
    <p className="product__stock product__stock--in">
      <Trans>Disponible</Trans>
    </p>
  )
}

/** The notes, attributes, a box's contents and related products. */
function ProductDetails({ product }: { product: ProductPageDetail }) {
  const { t } = useLingui()
  return (
    <>
      <div className="product__details">
        <div className="product__notes">
          <TasteProfile product={product} />
          <Note title={t`Notas de cata`} text={product.tasting_notes} />
          <Note title={t`Notas aromáticas`} text={product.aromatic_notes} />
          <Note title={t`Maridaje`} text={product.pairing} />
          {product.sommelier_comment && (
            <section className="sommelier-note" aria-labelledby="sommelier-title">
              <h2 id="sommelier-title" className="product-section__title">
                {t`Comentario del sommelier`}
              </h2>
              <blockquote>{product.sommelier_comment}</blockquote>
            </section>
          )}
        </div>
        <ProductAttributes product={product} />
      </div>
      {product.contents.length > 0 && (
        <section className="product__related" aria-labelledby="contents-title">
          <h2 id="contents-title" className="section-title">
            {t`Contenido de la caja`}
          </h2>
          <ProductGrid products={product.contents} />
        </section>
      )}
      {product.related.length > 0 && (
        <section className="product__related" aria-labelledby="related-title">
          <h2 id="related-title" className="section-title">
            {t`También te puede gustar`}
          </h2>
          <ProductGrid products={product.related.slice(0, PRODUCT_PAGE_RELATED)} />
        </section>
      )}
    </>
  )
}

function Note({ title, text }: { title: string; text: string | null }) {
  if (!text) return null
  return (
    <section className="product-note">
      <h2 className="product-section__title">{title}</h2>
      <p>{text}</p>
    </section>
  )
}
