import { AROMAS, CONTINENTS, ESTILOS, GUIDE_STEPS, SOMMELIER_TIPOS } from '~/contract/sommelier-keys'
import { integer, lowerWord, oneOf, searchParams, type SearchOf } from '~/lib/search-params'

// Typed URL search params of /sommelier-virtual (docs/product.md, Pages), so every state is shareable and survives a reload:
//   ?modo=plato|guia, dish mode: ?continente=&pais=&plato=, guided mode: ?tipo=&estilo=&variedad=&aroma=&paso=,
//   results: ?pagina=. Invalid values fall back to "absent" (a hand-edited URL still renders, never a 422).
// The schema alone, for the route's validateSearch (which every page's entry chunk carries); what the page does with
// the search is in sommelier-search.ts and loads with the page.

const slug = lowerWord(64, /^[a-z0-9]+(?:-[a-z0-9]+)*$/)

/** The results "step" after the four questions. */
export const RESULTS_STEP = GUIDE_STEPS.length + 1

const readers = {
  modo: oneOf(['plato', 'guia']),
  continente: oneOf(CONTINENTS),
  pais: slug,
  plato: slug,
  tipo: oneOf(SOMMELIER_TIPOS),
  estilo: oneOf(ESTILOS),
  variedad: slug,
  aroma: oneOf(AROMAS),
  /** 1–4: the question shown; 5: the results. */
  paso: integer(1, RESULTS_STEP),
  pagina: integer(1, 10_000),
}

export const sommelierSearchSchema = searchParams(readers)

export type SommelierSearch = SearchOf<typeof readers>
