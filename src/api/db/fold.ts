/**
 * Accent- and case-insensitive text search for the staff's lists ("perez" finds "Pérez", "Requinoa" finds
 * "Requínoa"). D1 has no ICU: SQLite's lower() folds only ASCII and there is no unaccent(). The column side is
 * folded in SQL by `foldSql` (lower(), then each accented letter of Spanish and its neighbours replaced by its
 * base letter, both cases), the typed side by `foldText` in JavaScript; `foldLike` builds the LIKE pattern. Both
 * sides fold the same letters, so a search matches whatever way the name was typed or stored.
 */

const LETTERS: [string, string][] = [
  ['á', 'a'],
  ['à', 'a'],
  ['â', 'a'],
  ['ä', 'a'],
  ['ã', 'a'],
  ['é', 'e'],
  ['è', 'e'],
  ['ê', 'e'],
  ['ë', 'e'],
  ['í', 'i'],
  ['ì', 'i'],
  ['î', 'i'],
  ['ï', 'i'],
  ['ó', 'o'],
  ['ò', 'o'],
  ['ô', 'o'],
  ['ö', 'o'],
  ['õ', 'o'],
  ['ú', 'u'],
  ['ù', 'u'],
  ['û', 'u'],
  ['ü', 'u'],
  ['ñ', 'n'],
  ['ç', 'c'],
]

/** Every accented letter folded, in both cases (SQLite's lower() leaves non-ASCII letters as they are). */
const PAIRS: [string, string][] = LETTERS.flatMap(([accented, base]) => [
  [accented, base],
  [accented.toUpperCase(), base],
])

/** An SQL expression: `expr` lower-cased and without accents. `expr` is a column or expression, never user text. */
export function foldSql(expr: string): string {
  return PAIRS.reduce((inner, [from, to]) => `replace(${inner}, '${from}', '${to}')`, `lower(${expr})`)
}

/** The same folding in JavaScript, for what the person typed. */
export function foldText(text: string): string {
  const lower = text.toLowerCase()
  let out = ''
  for (const ch of lower) {
    const pair = PAIRS.find(([from]) => from === ch)
    out += pair ? pair[1] : ch
  }
  return out
}

/** `%folded%` with LIKE's wildcards escaped (use with `ESCAPE '\'`). */
export function foldLike(text: string): string {
  return `%${foldText(text.trim()).replace(/[%_\\]/g, (m) => `\\${m}`)}%`
}
