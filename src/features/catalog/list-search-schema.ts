import * as v from 'valibot'
import { ALL_FACETS, SORTS, type FacetKey } from '~/contract/catalog-keys'

// Typed URL search params of every list page (filters live in the URL so a filtered page can be
// shared and reloaded). Spanish names for what the shopper sees: pagina, orden; facet names are docs/product.md, Pages's.
// Invalid values fall back to "absent" instead of breaking the page.
// The schema alone, for the list routes' validateSearch (which every page's entry chunk carries); what a list page
// does with its search is in list-search.ts and loads with the page.

const text = (max: number, pattern?: RegExp) =>
  v.fallback(
    v.optional(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform(String),
        v.trim(),
        v.maxLength(max),
        v.check((s) => s !== '' && (!pattern || pattern.test(s))),
      ),
    ),
    undefined,
  )

const facetValue = text(400, /^[a-z0-9-]+(,[a-z0-9-]+)*$/)
/** Numbers stay numbers in the URL (?pagina=2, not ?pagina="2"). */
const integer = (min: number) =>
  v.fallback(
    v.optional(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform(Number),
        v.integer(),
        v.minValue(min),
        v.maxValue(999_999_999),
      ),
    ),
    undefined,
  )
const positive = integer(1)
const amount = integer(0)

export const listSearchSchema = v.object({
  ...(Object.fromEntries(ALL_FACETS.map((k) => [k, facetValue])) as Record<FacetKey, typeof facetValue>),
  precio_min: amount,
  precio_max: amount,
  // The router reads a typed or shared `?disponible=1` as the number 1; the shop's own links write the string.
  disponible: v.fallback(
    v.optional(
      v.pipe(
        v.union([v.literal('1'), v.literal(1)]),
        v.transform((): '1' => '1'),
      ),
    ),
    undefined,
  ),
  orden: v.fallback(v.optional(v.picklist(SORTS)), undefined),
  pagina: positive,
  q: text(100),
  cosecha: v.fallback(
    v.optional(
      v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer(), v.minValue(1900), v.maxValue(2100)),
    ),
    undefined,
  ),
  /** Facets the search read out of the shopper's sentence: shown as chips that can be removed. */
  entendido: text(
    120,
    /^(tipo|pais|variedad|region|cosecha|precio_min|precio_max|categoria|maridaje|ocasion|orden)(,(tipo|pais|variedad|region|cosecha|precio_min|precio_max|categoria|maridaje|ocasion|orden))*$/,
  ),
  /** The results page only: a dish to pair with and a gift, read out of a sentence (the API makes them filters). */
  maridaje: text(60, /^[a-z0-9]+(-[a-z0-9]+)*$/),
  ocasion: v.fallback(v.optional(v.picklist(['regalo'])), undefined),
  /** Words of the sentence left out because they found nothing inside the rest (said on the page, never searched). */
  ignorado: text(100),
})

export type ListSearch = v.InferOutput<typeof listSearchSchema>
