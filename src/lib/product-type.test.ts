import { describe, expect, it } from 'vitest'
import { productHref, productLetter, productSubtitle } from './product-type'

describe('product types (docs/product.md, What the shop stores)', () => {
  it('maps class names to card letters, Wine by default, o for anything else', () => {
    expect(productLetter('App\\Models\\Box')).toBe('b')
    expect(productLetter('App\\Models\\GourmetProduct')).toBe('g')
    expect(productLetter('App\\Models\\Alcohol')).toBe('a')
    expect(productLetter('App\\Models\\Wine')).toBe('w')
    expect(productLetter(undefined)).toBe('w')
    expect(productLetter('App\\Models\\Blog')).toBe('blog')
    expect(productLetter('App\\Models\\Thing')).toBe('o')
  })
  it('subtitles and hrefs', () => {
    expect(productSubtitle('App\\Models\\Box')).toBe('Caja de Vinos')
    expect(productSubtitle('App\\Models\\Event')).toBe('Evento')
    expect(productSubtitle('x')).toBe('Producto')
    expect(productHref('App\\Models\\GourmetProduct', 'brie')).toBe('/productos/brie?t=g')
    expect(productHref('App\\Models\\Blog', 'post')).toBe('/blog/post')
    expect(productHref('App\\Models\\Event', 'cata')).toBe('/eventos/cata')
  })
})
