// docs/product.md, How things behave / Validation and messages search text → an FTS5 MATCH expression. A raw MATCH string with quotes or operators throws
// (SQLite answers a syntax error), so only letters and digits survive, each token quoted and prefix-matched for autocomplete.
const MAX_TOKENS = 8

export function ftsQuery(text: string | null | undefined): string | null {
  if (!text) return null
  const tokens = text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0)
    .slice(0, MAX_TOKENS)
  if (tokens.length === 0) return null
  return tokens.map((t) => `"${t}"*`).join(' ')
}
