import { msg } from '@lingui/core/macro'
import { statement } from '../db/sql'
import type { ListQuery, SearchUnderstanding, UnderstoodFacetLabel } from '~/contract/catalog'
import { COUNTRY_LABELS, TIPO_LABELS, label } from '~/lib/catalog-labels'
import type { Locale } from '~/lib/locale'
import { formatCLP } from '~/lib/money'
import { understandQuery, understoodFacets, type QueryVocabulary } from '~/lib/query-understanding'
import { perLocale } from '../i18n'
import { vocabularyStatements } from './queries'

// The search box understands a sentence: the grapes and regions it knows are the catalogue's own, read once per
// isolate and kept for a while (the catalogue's grapes and valleys change with a new wine, not per request).
const VOCABULARY_TTL_MS = 10 * 60 * 1000
let cached: { vocabulary: QueryVocabulary; at: number } | undefined

export async function catalogVocabulary(db: D1Database, now = Date.now()): Promise<QueryVocabulary> {
  if (cached && now - cached.at < VOCABULARY_TTL_MS) return cached.vocabulary
  const [grapes, regions] = await db.batch<{ slug: string; name: string }>(
    vocabularyStatements().map((s) => statement(db, s)),
  )
  const vocabulary = { grapes: grapes?.results ?? [], regions: regions?.results ?? [] }
  cached = { vocabulary, at: now }
  return vocabulary
}

const understoodCopy = perLocale((i18n) => ({
  vintage: (year: number) => i18n._(msg`Cosecha ${year}`),
  upTo: (price: string) => i18n._(msg`Hasta ${price}`),
  from: (price: string) => i18n._(msg`Desde ${price}`),
}))

/**
 * Reads facets out of `q` and applies the ones the query does not already set; the words left over stay the
 * full-text search. Returns the query to run and what was understood (null when nothing was).
 */
export function applyUnderstanding(
  query: ListQuery,
  vocabulary: QueryVocabulary,
  locale: Locale,
): { query: ListQuery; understanding: SearchUnderstanding | null } {
  if (!query.q?.trim()) return { query, understanding: null }
  const understood = understandQuery(query.q, vocabulary)
  const applied: UnderstoodFacetLabel[] = []
  const next: ListQuery = { ...query }
  const names = (list: readonly { slug: string; name: string }[], slug: string) =>
    list.find((x) => x.slug === slug)?.name ?? slug
  for (const { facet, value } of understoodFacets(understood)) {
    switch (facet) {
      case 'tipo':
      case 'pais':
      case 'variedad':
      case 'region': {
        if (next[facet]?.length) continue
        const slug = String(value)
        next[facet] = [slug]
        const text =
          facet === 'tipo'
            ? label(TIPO_LABELS, slug, locale)
            : facet === 'pais'
              ? label(COUNTRY_LABELS, slug, locale)
              : names(facet === 'variedad' ? vocabulary.grapes : vocabulary.regions, slug)
        applied.push({ facet, value: slug, label: text })
        break
      }
      case 'cosecha':
      case 'precio_min':
      case 'precio_max': {
        if (next[facet] !== undefined) continue
        const amount = Number(value)
        next[facet] = amount
        const copy = understoodCopy(locale)
        const text =
          facet === 'cosecha'
            ? copy.vintage(amount)
            : facet === 'precio_max'
              ? copy.upTo(formatCLP(amount, locale))
              : copy.from(formatCLP(amount, locale))
        applied.push({ facet, value: amount, label: text })
        break
      }
    }
  }
  if (applied.length === 0) return { query, understanding: null }
  const words = understood.words.join(' ')
  next.q = words || undefined
  return { query: next, understanding: { facets: applied, words } }
}
