import { describe, expect, it } from 'vitest'
import { PRODUCT_TYPE } from '~/lib/product-type'
import { productArt } from './product-art'

describe('productArt', () => {
  it('never writes an undefined colour, whatever the name hashes to (half of all hashes are above 2^31)', () => {
    const types = [
      [PRODUCT_TYPE.wine, 'tinto'],
      [PRODUCT_TYPE.wine, 'blanco'],
      [PRODUCT_TYPE.box, 'mixta'],
      [PRODUCT_TYPE.gourmet, 'quesos'],
      [PRODUCT_TYPE.alcohol, 'pisco'],
    ] as const
    for (const [product_type, tipo] of types) {
      for (let i = 0; i < 200; i++) {
        const svg = productArt({ product_type, tipo, name: `Viña Prueba ${i}`, brand: `Casa ${i * 7}`, year: 2020 })
        expect(svg, `${tipo} #${i}`).not.toMatch(/undefined|NaN/)
      }
    }
  })
})
