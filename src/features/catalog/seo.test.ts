import { describe, expect, it } from 'vitest'
import { productJsonLd } from './seo'
import type { ProductDetail } from '~/contract/catalog'

describe('productJsonLd', () => {
  const base = {
    name: 'Vino',
    sku: 'W-1',
    price: 9990,
    stock: 0,
    formats: [],
    scores: [],
    brand: 'Viña',
    frontend_image: '/img/p/v.svg',
    country_label: 'Chile',
    description: 'x',
  } as unknown as ProductDetail
  it('one Offer in CLP with availability from stock', () => {
    const ld = productJsonLd('https://shop.cl', base, '/vinos/v') as { offers: Record<string, string> }
    expect(ld.offers.priceCurrency).toBe('CLP')
    expect(ld.offers.price).toBe('9990')
    expect(ld.offers.availability).toBe('https://schema.org/OutOfStock')
  })
  it('an AggregateOffer for gourmet formats', () => {
    const ld = productJsonLd(
      'https://shop.cl',
      {
        ...base,
        sku: null,
        formats: [
          { sku: 'a', price: 1000, stock: 1 },
          { sku: 'b', price: 3000, stock: 0 },
        ],
      } as unknown as ProductDetail,
      '/p',
    ) as { offers: Record<string, unknown> }
    expect(ld.offers['@type']).toBe('AggregateOffer')
    expect(ld.offers.lowPrice).toBe('1000')
    expect(ld.offers.offerCount).toBe(2)
  })
})
