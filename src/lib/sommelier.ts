import type { MatchReason, WineProfile } from '~/contract/sommelier'

// docs/product.md, The shop and its people pairing by dish: how well an in-stock wine fits a dish's wine profile (migrations/0011_sommelier.sql).
// Pure, so the API ranks with it and the unit test pins the rules:
//   - the wine's tipo must be one of the dish's tipos (the API filters on it with the products_type_tipo index);
//   - body and sweetness may miss the dish's range by one step at most (a small penalty), never by more;
//   - points: tipo by preference (first 3, second 2, others 1), body in range 3, sweetness in range 2,
//     preferred variety 3 (first) down to 1, preferred aroma 2 (first) or 1.

export interface WineTraits {
  tipo: string
  body: number | null
  sweetness: number | null
  variety_slug: string | null
  aromatic_family: string | null
}

export interface PairingScore {
  /** False when the wine does not pair at all (wrong tipo, or a range missed by more than one step). */
  fits: boolean
  score: number
  matches: MatchReason[]
}

/** Distance of a 1–5 value to a range: 0 inside, else the steps outside; unknown values count as one step. */
export function rangeDistance(value: number | null, [min, max]: [number, number]): number {
  if (value === null) return 1
  if (value < min) return min - value
  if (value > max) return value - max
  return 0
}

export function scoreWine(profile: WineProfile, wine: WineTraits): PairingScore {
  const tipoRank = profile.tipos.indexOf(wine.tipo)
  const body = rangeDistance(wine.body, profile.body)
  const sweetness = rangeDistance(wine.sweetness, profile.sweetness)
  if (tipoRank < 0 || body > 1 || sweetness > 1) return { fits: false, score: 0, matches: [] }

  const matches: MatchReason[] = ['tipo']
  let score = Math.max(1, 3 - tipoRank)
  if (body === 0) {
    score += 3
    matches.push('cuerpo')
  } else score -= 1
  if (sweetness === 0) {
    score += 2
    matches.push('dulzor')
  } else score -= 2
  const varietyRank = wine.variety_slug ? profile.varieties.indexOf(wine.variety_slug) : -1
  if (varietyRank >= 0) {
    score += Math.max(1, 3 - varietyRank)
    matches.push('cepa')
  }
  const aromaRank = wine.aromatic_family ? profile.aromas.indexOf(wine.aromatic_family) : -1
  if (aromaRank >= 0) {
    score += aromaRank === 0 ? 2 : 1
    matches.push('aroma')
  }
  return { fits: true, score, matches }
}

/** Best first; ties go to the wine on offer (higher discount), then the lower price, then the id (stable pages). */
export function compareScored(
  a: { score: number; discount: number; price: number; id: number },
  b: { score: number; discount: number; price: number; id: number },
): number {
  return b.score - a.score || b.discount - a.discount || a.price - b.price || a.id - b.id
}
