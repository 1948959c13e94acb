import type { ProductPageDetail } from '~/features/catalog/list-card'
import { absolute } from '~/lib/seo'

/** schema.org Product with its Offer in CLP (availability from stock) — one Offer per gourmet format. */
export function productJsonLd(site: string, product: ProductPageDetail, url: string) {
  const offer = (sku: string | null, price: number, stock: number) => ({
    '@type': 'Offer',
    ...(sku ? { sku } : {}),
    price: String(price),
    priceCurrency: 'CLP',
    availability: stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    url: absolute(site, url),
    itemCondition: 'https://schema.org/NewCondition',
  })
  const offers =
    product.formats.length > 0
      ? product.formats.map((f) => offer(f.sku, f.price, f.stock))
      : [offer(product.sku, product.price, product.stock)]
  const best = product.scores.reduce<number | null>((m, s) => (m === null || s.score > m ? s.score : m), null)
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.sku ? { sku: product.sku } : {}),
    description: product.description ?? product.description_card ?? undefined,
    image: product.frontend_image ? [absolute(site, product.frontend_image)] : undefined,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.country_label ? { countryOfOrigin: product.country_label } : {}),
    ...(best
      ? {
          review: {
            '@type': 'Review',
            reviewRating: { '@type': 'Rating', ratingValue: best, bestRating: 100 },
            author: { '@type': 'Organization', name: product.scores[0]!.source },
          },
        }
      : {}),
    offers:
      offers.length === 1
        ? offers[0]
        : {
            '@type': 'AggregateOffer',
            priceCurrency: 'CLP',
            lowPrice: String(Math.min(...product.formats.map((f) => f.price))),
            highPrice: String(Math.max(...product.formats.map((f) => f.price))),
            offerCount: offers.length,
            offers,
          },
  }
}
