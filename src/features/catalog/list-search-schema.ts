import { ALL_FACETS, SORTS, type FacetKey } from '~/contract/catalog-keys'
import { integer, oneOf, searchParams, word, type Reader, type SearchOf } from '~/lib/search-params'

// Typed URL search params of every list page (filters live in the URL so a filtered page can be
// shared and reloaded). Spanish names for what the shopper sees: pagina, orden; facet names are docs/product.md, Pages's.
// Invalid values fall back to "absent" instead of breaking the page.
// The schema alone, for the list routes' validateSearch (which every page's entry chunk carries); what a list page
// does with its search is in list-search.ts and loads with the page.

const facetValue = word(400, /^[a-z0-9-]+(,[a-z0-9-]+)*$/)
/** Numbers stay numbers in the URL (?pagina=2, not ?pagina="2"). */
const amount = integer(0, 999_999_999)

/** The router reads a typed or shared `?disponible=1` as the number 1; the shop's own links write the string. */
const available: Reader<'1'> = (value) => (value === '1' || value === 1 ? '1' : undefined)

const readers = {
  ...(Object.fromEntries(ALL_FACETS.map((k) => [k, facetValue])) as Record<FacetKey, typeof facetValue>),
  precio_min: amount,
  precio_max: amount,
  disponible: available,
  orden: oneOf(SORTS),
  pagina: integer(1, 999_999_999),
  q: word(100),
  cosecha: integer(1900, 2100),
  /** Facets the search read out of the shopper's sentence: shown as chips that can be removed. */
  entendido: word(
    120,
    /^(tipo|pais|variedad|region|cosecha|precio_min|precio_max|categoria|maridaje|ocasion|orden)(,(tipo|pais|variedad|region|cosecha|precio_min|precio_max|categoria|maridaje|ocasion|orden))*$/,
  ),
  /** The results page only: a dish to pair with and a gift, read out of a sentence (the API makes them filters). */
  maridaje: word(60, /^[a-z0-9]+(-[a-z0-9]+)*$/),
  ocasion: oneOf(['regalo']),
  /** Words of the sentence left out because they found nothing inside the rest (said on the page, never searched). */
  ignorado: word(100),
}

export const listSearchSchema = searchParams(readers)

export type ListSearch = SearchOf<typeof readers>
