// Which in-stock wines stand in best for one that ran out: the same style (type) within a quarter of its
// price, then closeness by grape, valley, country, price and taste. Pure, so the ranking is tested on its own.

export interface WineTraits {
  id: number
  tipo: string
  variety_slug: string | null
  region_slug: string | null
  region: string | null
  country: string | null
  price: number
  body: number | null
  sweetness: number | null
}

export interface SubstituteMatch {
  id: number
  score: number
  sameGrape: boolean
  sameRegion: boolean
  sameCountry: boolean
  /** Candidate price minus the original's (positive: dearer). */
  priceDifference: number
}

/** ±25 % of the original price: the band a shopper accepts as "the same kind of bottle". */
export const PRICE_BAND = 0.25
export const SUBSTITUTES_MAX = 3

export function priceBand(price: number): { min: number; max: number } {
  return { min: Math.floor(price * (1 - PRICE_BAND)), max: Math.ceil(price * (1 + PRICE_BAND)) }
}

function tasteDistance(a: WineTraits, b: WineTraits): number {
  const diff = (x: number | null, y: number | null) => (x === null || y === null ? 1 : Math.abs(x - y))
  return diff(a.body, b.body) + diff(a.sweetness, b.sweetness)
}

export function rankSubstitutes(original: WineTraits, candidates: WineTraits[], limit = SUBSTITUTES_MAX) {
  const band = priceBand(original.price)
  return candidates
    .filter((c) => c.id !== original.id && c.tipo === original.tipo && c.price >= band.min && c.price <= band.max)
    .map((c): SubstituteMatch => {
      const sameGrape = Boolean(original.variety_slug) && c.variety_slug === original.variety_slug
      const sameRegion = Boolean(original.region_slug) && c.region_slug === original.region_slug
      const sameCountry = Boolean(original.country) && c.country === original.country
      const priceCloseness = 1 - Math.abs(c.price - original.price) / Math.max(1, original.price * PRICE_BAND)
      const score =
        (sameGrape ? 4 : 0) +
        (sameRegion ? 3 : 0) +
        (sameCountry ? 1 : 0) +
        priceCloseness -
        tasteDistance(original, c) * 0.25
      return { id: c.id, score, sameGrape, sameRegion, sameCountry, priceDifference: c.price - original.price }
    })
    .filter((m) => m.sameGrape || m.sameRegion || m.sameCountry)
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .slice(0, limit)
}
