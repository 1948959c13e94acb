import { msg } from '@lingui/core/macro'
import { statement } from '../db/sql'
import type { ListQuery, SearchUnderstanding, UnderstoodFacetLabel } from '~/contract/catalog'
import { COUNTRY_LABELS, TIPO_LABELS, label } from '~/lib/catalog-labels'
import type { Locale } from '~/lib/locale'
import { formatCLP } from '~/lib/money'
import { parseJson } from '~/lib/json'
import {
  GIFT_MIN_PRICE,
  understandQuery,
  understoodFacets,
  type DishTerm,
  type QueryVocabulary,
} from './query-understanding'
import { perLocale } from '../i18n'
import { dishVocabularyStatement, type DishVocabularyRow } from '../sommelier/queries'
import { vocabularyStatements } from './queries'

// The search box understands a sentence: the grapes and regions it knows are the catalogue's own, the dishes are the
// sommelier's pairing data (docs/decisions/010-search-understands-sentences.md), read once per isolate and kept for a
// while (they change with a new wine or a new dish, not per request).
const VOCABULARY_TTL_MS = 10 * 60 * 1000
let cached: { vocabulary: QueryVocabulary; at: number } | undefined

export async function catalogVocabulary(db: D1Database, now = Date.now()): Promise<QueryVocabulary> {
  if (cached && now - cached.at < VOCABULARY_TTL_MS) return cached.vocabulary
  const [grapeSql, regionSql, brandSql] = vocabularyStatements()
  const [grapes, regions, dishRows, brands] = await db.batch([
    statement(db, grapeSql),
    statement(db, regionSql),
    statement(db, dishVocabularyStatement()),
    statement(db, brandSql),
  ])
  const dishes: DishTerm[] = ((dishRows?.results ?? []) as DishVocabularyRow[]).map((d) => ({
    slug: d.slug,
    name_es: d.name_es,
    name_en: d.name_en,
    tipos: parseJson<string[]>(d.wine_tipos, []),
    varieties: parseJson<string[]>(d.varieties, []),
  }))
  const vocabulary = {
    grapes: (grapes?.results ?? []) as { slug: string; name: string }[],
    regions: (regions?.results ?? []) as { slug: string; name: string }[],
    dishes,
    brands: ((brands?.results ?? []) as { name: string }[]).map((b) => b.name),
  }
  cached = { vocabulary, at: now }
  return vocabulary
}

const understoodCopy = perLocale((i18n) => ({
  vintage: (year: number) => i18n._(msg`Cosecha ${year}`),
  upTo: (price: string) => i18n._(msg`Hasta ${price}`),
  from: (price: string) => i18n._(msg`Desde ${price}`),
  pairsWith: (dish: string) => i18n._(msg`Para acompañar ${dish}`),
  gift: i18n._(msg`Para regalar`),
  wines: i18n._(msg`Vinos`),
}))

/** Gift boxes and wines (product letters of the `categoria` filter). */
const GIFT_LETTERS = ['b', 'w']

/**
 * A dish and a gift become ordinary filters here (the list queries know nothing of them): the dish gives the wine
 * kinds and grapes the sommelier pairs with it, unless the sentence or the page names its own (a grape named with
 * the dish stays: "carmenere para asado" is Carménère); a gift gives gift boxes and wines from GIFT_MIN_PRICE,
 * unless a price or a kind was asked for. Returns the query without `maridaje`/`ocasion`, and their chips' labels.
 */
function expandContext(
  query: ListQuery,
  vocabulary: QueryVocabulary,
  locale: Locale,
): { query: ListQuery; labels: UnderstoodFacetLabel[] } {
  const { maridaje, ocasion, ...next } = query
  const labels: UnderstoodFacetLabel[] = []
  const copy = understoodCopy(locale)
  const dish = maridaje ? vocabulary.dishes?.find((d) => d.slug === maridaje) : undefined
  if (dish) {
    const known = new Set(vocabulary.grapes.map((g) => g.slug))
    if (!next.tipo?.length) next.tipo = [...dish.tipos]
    if (!next.variedad?.length) {
      const grapes = dish.varieties.filter((g) => known.has(g))
      if (grapes.length) next.variedad = grapes
    }
    labels.push({
      facet: 'maridaje',
      value: dish.slug,
      label: copy.pairsWith(locale === 'en' ? dish.name_en : dish.name_es),
    })
  }
  if (ocasion === 'regalo') {
    if (next.precio_min === undefined && next.precio_max === undefined) next.precio_min = GIFT_MIN_PRICE
    if (!next.categoria?.length && !next.tipo?.length) next.categoria = GIFT_LETTERS
    labels.push({ facet: 'ocasion', value: 'regalo', label: copy.gift })
  }
  return { query: next, labels }
}

/**
 * Reads facets out of `q` and applies the ones the query does not already set; the words left over stay the
 * full-text search. An order the sentence asks for ("barato") applies unless the query chose one (`sortGiven`).
 * Returns the query to run and what was understood (null when nothing was).
 */
export function applyUnderstanding(
  query: ListQuery,
  vocabulary: QueryVocabulary,
  locale: Locale,
  sortGiven = false,
): { query: ListQuery; understanding: SearchUnderstanding | null; context: UnderstoodFacetLabel[] } {
  if (!query.q?.trim()) {
    const expanded = expandContext(query, vocabulary, locale)
    return { query: expanded.query, understanding: null, context: expanded.labels }
  }
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
      case 'categoria': {
        if (next.categoria?.length) continue
        next.categoria = ['w']
        applied.push({ facet, value: 'w', label: understoodCopy(locale).wines })
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
      case 'maridaje':
      case 'ocasion': {
        if (next[facet] !== undefined) continue
        if (facet === 'ocasion') next.ocasion = 'regalo'
        else next.maridaje = String(value)
        break
      }
    }
  }
  const expanded = expandContext(next, vocabulary, locale)
  // The chips of what the sentence itself asked for (a dish or a gift from the page's URL is not the sentence's).
  for (const label of expanded.labels)
    if (query[label.facet as 'maridaje' | 'ocasion'] === undefined) applied.push(label)
  const sort = understood.orden && !sortGiven ? understood.orden : undefined
  if (applied.length === 0 && !(sort && understood.words.length)) {
    const plain = expandContext(query, vocabulary, locale)
    return { query: plain.query, understanding: null, context: plain.labels }
  }
  const words = understood.words.join(' ')
  expanded.query.q = words || undefined
  if (sort) expanded.query.sort = sort
  const understanding: SearchUnderstanding = { facets: applied, words, ...(sort ? { sort } : {}) }
  return { query: expanded.query, understanding, context: expanded.labels }
}
