import { describe, expect, it } from 'vitest'
import { catalogHead, productJsonLd, searchString } from './seo'
import type { ProductDetail } from '~/contract/catalog'

describe('catalogHead', () => {
  it('canonical drops tracking parameters and keeps filters; hreflang es/en/x-default', () => {
    const head = catalogHead({
      site: 'https://shop.cl',
      url: '/vinos?pais=chile&utm_source=ig&gclid=1',
      title: 'Vinos',
      description: 'd',
    })
    expect(head.links.find((l) => l.rel === 'canonical')!.href).toBe('https://shop.cl/vinos?pais=chile')
    expect(head.links.filter((l) => l.rel === 'alternate').map((l) => l.hrefLang)).toEqual(['es-CL', 'en', 'x-default'])
    expect(head.meta[0]).toEqual({ title: 'Vinos | Vinoteca Andes' })
  })
  it('escapes < inside JSON-LD', () => {
    const head = catalogHead({
      site: '',
      url: '/',
      title: 't',
      description: 'd',
      jsonLd: [{ name: '</script><script>' }],
    })
    expect(head.scripts[0]!.children).not.toContain('</script>')
  })
  it('searchString is stable whatever the key order', () => {
    expect(searchString({ tipo: 'tinto', pais: 'chile', pagina: undefined })).toBe('?pais=chile&tipo=tinto')
  })
})

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
