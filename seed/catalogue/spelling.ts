import { sqlValue } from '../sql.ts'
import type { SeedSet } from '../index.ts'

/**
 * Spelling fixes to product texts a catalogue already loaded carries. The catalogue set is loaded once per database
 * (seed_runs), so a name corrected in its source reaches a new database only; this set, loaded once on the next
 * start, applies the same corrections to a database seeded before them (on a new one it changes nothing). A later
 * correction goes into a new set of this kind, with a new name, so databases that ran this one get it too.
 *
 * "Porto" is the appellation's own name (DOC Porto) and stays; the age statement is written in the shop's language,
 * like "Ron Malecón Añejo 7 Años".
 */
export const SPELLING_FIXES_2026_11: readonly [wrong: string, right: string][] = [
  ['Porto Tawny 10 Anos', 'Porto Tawny 10 Años'],
]

const TRANSLATED = ['description', 'description_card', 'tasting_notes', 'pairing', 'sommelier_comment'] as const

function fixStatements(fixes: readonly [string, string][]): string[] {
  return fixes.flatMap(([wrong, right]) => {
    const [w, r, like] = [sqlValue(wrong), sqlValue(right), sqlValue(`%${wrong}%`)]
    return [
      `UPDATE products SET name = replace(name, ${w}, ${r}), name_card = replace(name_card, ${w}, ${r}) WHERE name LIKE ${like} OR name_card LIKE ${like};`,
      `UPDATE product_translations SET ${TRANSLATED.map((c) => `${c} = replace(${c}, ${w}, ${r})`).join(', ')} WHERE ${TRANSLATED.map((c) => `${c} LIKE ${like}`).join(' OR ')};`,
    ]
  })
}

export const spellingFixSeed: SeedSet = {
  name: 'catalogue-spelling-2026-11',
  statements: () => fixStatements(SPELLING_FIXES_2026_11),
}
