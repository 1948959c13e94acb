import { describe, expect, it } from 'vitest'
import { priceBand, rankSubstitutes, type WineTraits } from './rank'
import { substituteReason } from './reason'

const wine = (over: Partial<WineTraits> & { id: number }): WineTraits => ({
  tipo: 'tinto',
  variety_slug: 'carmenere',
  region_slug: 'valle-del-maipo',
  region: 'Valle del Maipo',
  country: 'chile',
  price: 10000,
  body: 4,
  sweetness: 1,
  ...over,
})

const original = wine({ id: 1 })

describe('rankSubstitutes', () => {
  it('keeps to the same type and a quarter of the price either way', () => {
    expect(priceBand(10000)).toEqual({ min: 7500, max: 12500 })
    const ranked = rankSubstitutes(original, [
      wine({ id: 2, tipo: 'blanco' }),
      wine({ id: 3, price: 12600 }),
      wine({ id: 4, price: 7400 }),
      wine({ id: 5, price: 12500 }),
    ])
    expect(ranked.map((m) => m.id)).toEqual([5])
  })

  it('ranks grape and valley above grape, above valley, above country', () => {
    const ranked = rankSubstitutes(original, [
      wine({ id: 2, variety_slug: 'merlot', region_slug: 'valle-de-colchagua' }),
      wine({ id: 3, region_slug: 'valle-de-colchagua' }),
      wine({ id: 4, variety_slug: 'merlot' }),
      wine({ id: 5 }),
    ])
    expect(ranked.map((m) => m.id)).toEqual([5, 3, 4])
  })

  it('prefers the closer price among equals and never offers an unrelated wine', () => {
    const ranked = rankSubstitutes(original, [
      wine({ id: 2, price: 12000 }),
      wine({ id: 3, price: 10500 }),
      wine({ id: 4, variety_slug: 'malbec', region_slug: 'mendoza', country: 'argentina' }),
    ])
    expect(ranked.map((m) => m.id)).toEqual([3, 2])
  })
})

describe('substituteReason', () => {
  const [match] = rankSubstitutes(original, [wine({ id: 2, price: 12000 })])
  it('says why, and the price difference, in each language', () => {
    expect(substituteReason(match!, 'Valle del Maipo', 'es')).toBe('Misma cepa y valle, $2.000 más')
    expect(substituteReason({ ...match!, sameRegion: false, priceDifference: -1000 }, null, 'es')).toBe(
      'Misma cepa, $1.000 menos',
    )
    expect(substituteReason({ ...match!, sameGrape: false, priceDifference: 0 }, 'Burdeos', 'en')).toBe(
      'Same region, same price',
    )
  })
})
