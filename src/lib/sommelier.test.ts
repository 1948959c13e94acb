import { describe, expect, it } from 'vitest'
import type { WineProfile } from '~/contract/sommelier'
import { compareScored, rangeDistance, scoreWine, type WineTraits } from './sommelier'

// docs/product.md, The shop and its people pairing by dish: the scoring rules of src/lib/sommelier.ts.

const asado: WineProfile = {
  tipos: ['tinto'],
  body: [4, 5],
  sweetness: [1, 1],
  varieties: ['cabernet-sauvignon', 'carmenere'],
  aromas: ['especiado', 'frutal'],
}
const wine = (over: Partial<WineTraits>): WineTraits => ({
  tipo: 'tinto',
  body: 5,
  sweetness: 1,
  variety_slug: 'cabernet-sauvignon',
  aromatic_family: 'especiado',
  ...over,
})

describe('rangeDistance', () => {
  it('is 0 inside the range and counts the steps outside', () => {
    expect(rangeDistance(4, [4, 5])).toBe(0)
    expect(rangeDistance(3, [4, 5])).toBe(1)
    expect(rangeDistance(1, [4, 5])).toBe(3)
    expect(rangeDistance(5, [1, 2])).toBe(3)
    expect(rangeDistance(null, [1, 2])).toBe(1)
  })
})

describe('scoreWine', () => {
  it('gives the perfect match every reason and the top score', () => {
    const s = scoreWine(asado, wine({}))
    expect(s).toEqual({ fits: true, score: 3 + 3 + 2 + 3 + 2, matches: ['tipo', 'cuerpo', 'dulzor', 'cepa', 'aroma'] })
  })

  it('refuses another tipo, or a body or sweetness more than one step away', () => {
    expect(scoreWine(asado, wine({ tipo: 'blanco' })).fits).toBe(false)
    expect(scoreWine(asado, wine({ body: 2 })).fits).toBe(false)
    expect(scoreWine(asado, wine({ sweetness: 5 })).fits).toBe(false)
  })

  it('keeps a wine one step outside a range, ranked below the wines inside', () => {
    const near = scoreWine(asado, wine({ body: 3 }))
    expect(near.fits).toBe(true)
    expect(near.matches).not.toContain('cuerpo')
    expect(near.score).toBeLessThan(scoreWine(asado, wine({})).score)
  })

  it('ranks preferred tipos, varieties and aromas by their order', () => {
    const ceviche: WineProfile = { ...asado, tipos: ['blanco', 'espumante'], body: [1, 2], varieties: [], aromas: [] }
    const white = scoreWine(ceviche, wine({ tipo: 'blanco', body: 2 }))
    const sparkling = scoreWine(ceviche, wine({ tipo: 'espumante', body: 2 }))
    expect(white.score).toBeGreaterThan(sparkling.score)
    expect(scoreWine(asado, wine({ variety_slug: 'carmenere' })).score).toBeLessThan(scoreWine(asado, wine({})).score)
    expect(scoreWine(asado, wine({ aromatic_family: 'frutal' })).score).toBeLessThan(scoreWine(asado, wine({})).score)
    expect(scoreWine(asado, wine({ aromatic_family: 'mineral' })).matches).not.toContain('aroma')
  })
})

describe('compareScored', () => {
  it('sorts by score, then discount, then price, then id', () => {
    const rows = [
      { id: 1, score: 5, discount: 0, price: 9000 },
      { id: 2, score: 9, discount: 0, price: 20000 },
      { id: 3, score: 5, discount: 10, price: 12000 },
      { id: 4, score: 5, discount: 0, price: 7000 },
      { id: 5, score: 5, discount: 0, price: 7000 },
    ]
    expect(rows.sort(compareScored).map((r) => r.id)).toEqual([2, 3, 4, 5, 1])
  })
})
