import type { ProductCard } from '~/contract/catalog'
import { statement } from '../db/sql'
import type { Locale } from '~/lib/locale'
import { toCard } from '../catalog/service'
import { cardsStatement, candidatesStatement, wineBySlugStatement } from './queries'
import { priceBand, rankSubstitutes, type WineTraits } from './rank'
import { substituteReason } from './reason'

export interface Substitute extends ProductCard {
  reason: string
}

/** Up to three in-stock wines to offer instead of `slug`; null when there is no such wine. */
export async function substitutesFor(db: D1Database, slug: string, locale: Locale): Promise<Substitute[] | null> {
  const original = await statement(db, wineBySlugStatement(slug)).first<WineTraits>()
  if (!original) return null
  const { results: candidates } = await statement(
    db,
    candidatesStatement(original, priceBand(original.price)),
  ).all<WineTraits>()
  const ranked = rankSubstitutes(original, candidates)
  if (ranked.length === 0) return []
  const { results } = await statement(
    db,
    cardsStatement(
      ranked.map((m) => m.id),
      locale,
    ),
  ).all<Record<string, unknown>>()
  const byId = new Map(results.map((row) => [Number(row.id), row]))
  const regionOf = new Map(candidates.map((c) => [c.id, c.region]))
  return ranked.flatMap((match) => {
    const row = byId.get(match.id)
    if (!row) return []
    return [{ ...toCard(row), reason: substituteReason(match, regionOf.get(match.id) ?? null, locale) }]
  })
}
