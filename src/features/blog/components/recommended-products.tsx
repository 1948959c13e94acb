import { useLingui } from '@lingui/react/macro'
import type { BlogProduct } from '~/contract/blog'
import { useCLP } from '~/ui/use-clp'
import { productHref } from '~/lib/product-type'
import { ContentLink } from '~/ui/content-link'

/** "Vinos recomendados": simple product cards (the catalogue's add-to-cart lives on the product page). */
export function RecommendedProducts({ products }: { products: BlogProduct[] }) {
  const clp = useCLP()
  const { t } = useLingui()
  if (products.length === 0) return null
  return (
    <section className="blog-products" aria-labelledby="blog-products-title">
      <h2 id="blog-products-title" className="blog-section-title">{t`Vinos recomendados`}</h2>
      <ul className="blog-products__list">
        {products.map((p) => {
          const discounted = p.reference_price !== null && p.reference_price > p.price
          return (
            <li key={p.slug} className="blog-product">
              <ContentLink href={productHref(p.product_type, p.slug)} className="blog-product__link">
                <img src={p.frontend_image ?? ''} alt="" width={120} height={150} loading="lazy" decoding="async" />
                <span className="blog-product__name">{p.name}</span>
                <span className="blog-product__price">
                  {discounted && (
                    <s>
                      <span className="visually-hidden">{t`Antes`} </span>
                      {clp(p.reference_price)}
                    </s>
                  )}{' '}
                  <strong>{clp(p.price)}</strong>
                </span>
              </ContentLink>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
