import * as v from 'valibot'
import { AROMAS, CONTINENTS, ESTILOS, GUIDE_STEPS, SOMMELIER_TIPOS } from '~/contract/sommelier-keys'

// Typed URL search params of /sommelier-virtual (docs/product.md, Pages), so every state is shareable and survives a reload:
//   ?modo=plato|guia, dish mode: ?continente=&pais=&plato=, guided mode: ?tipo=&estilo=&variedad=&aroma=&paso=,
//   results: ?pagina=. Invalid values fall back to "absent" (a hand-edited URL still renders, never a 422).
// The schema alone, for the route's validateSearch (which every page's entry chunk carries); what the page does with
// the search is in sommelier-search.ts and loads with the page.

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const optional = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined)
const slug = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(64), v.regex(SLUG))
const int = (min: number, max: number) =>
  v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer(), v.minValue(min), v.maxValue(max))

/** The results "step" after the four questions. */
export const RESULTS_STEP = GUIDE_STEPS.length + 1

export const sommelierSearchSchema = v.object({
  modo: optional(v.picklist(['plato', 'guia'])),
  continente: optional(v.picklist(CONTINENTS)),
  pais: optional(slug),
  plato: optional(slug),
  tipo: optional(v.picklist(SOMMELIER_TIPOS)),
  estilo: optional(v.picklist(ESTILOS)),
  variedad: optional(slug),
  aroma: optional(v.picklist(AROMAS)),
  /** 1–4: the question shown; 5: the results. */
  paso: optional(int(1, RESULTS_STEP)),
  pagina: optional(int(1, 10_000)),
})

export type SommelierSearch = v.InferOutput<typeof sommelierSearchSchema>
