import { sqlValue } from '../sql.ts'
import type { SeedSet } from '../index.ts'

/**
 * The wine bar's prices were typed into the copy in Spanish money format ("$5.000 corkage" on English pages, where
 * it reads as five dollars). They are now the figures of src/lib/store.ts, printed in each reader's format through
 * `{corkage_fee}`, `{glass_from}` and `{flight_from}` (src/api/pages/shop-values.ts). The content set loads once per
 * database, so this set, loaded once on the next start, rewrites the same sentences in a database seeded before (on a
 * new one the sentences are already the new ones and nothing changes).
 */
export const WINE_BAR_PRICES_2026_11: readonly [was: string, now: string][] = [
  ['con un descorche de $5.000.', 'con un descorche de {corkage_fee}.'],
  [
    'Copas desde $4.900 y flights de tres vinos desde $12.900.',
    'Copas desde {glass_from} y flights de tres vinos desde {flight_from}.',
  ],
  ['Descorche de $5.000 para cualquier botella', 'Descorche de {corkage_fee} para cualquier botella'],
  ['for a $5.000 corkage fee.', 'for a {corkage_fee} corkage fee.'],
  [
    'Glasses from $4.900 and flights of three wines from $12.900.',
    'Glasses from {glass_from} and flights of three wines from {flight_from}.',
  ],
  ['$5.000 corkage for any bottle', '{corkage_fee} corkage for any bottle'],
]

/** The text as it sits inside a page's stored JSON. */
const inJson = (text: string) => JSON.stringify(text).slice(1, -1)

export const wineBarPricesSeed: SeedSet = {
  name: 'content-wine-bar-prices-2026-11',
  statements: () =>
    WINE_BAR_PRICES_2026_11.map(([was, now]) => {
      const [w, n] = [sqlValue(inJson(was)), sqlValue(inJson(now))]
      return `UPDATE pages SET content = replace(content, ${w}, ${n}) WHERE instr(content, ${w}) > 0;`
    }),
}
