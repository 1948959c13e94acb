// The API's one clock (docs/decisions/038-tests-on-a-chosen-clock.md). Every instant the API writes to D1 or
// compares there comes from here, bound into the statement; SQLite's own clock ('now', CURRENT_TIMESTAMP, a
// column's DEFAULT) is never read: in production it is another machine's, and a test cannot choose it.

/** Now, in the stored format: ISO 8601 UTC with milliseconds, as `strftime('%Y-%m-%dT%H:%M:%fZ')` writes it. */
export function nowIso(): string {
  return new Date().toISOString()
}

/**
 * Now, where a statement compares with it: a parameter written into the SQL text like any other, bound with
 * `nowIso()` when the statement is (the API's D1 wrapper, src/api/db/client.ts; `withNow` elsewhere). The text of a
 * statement that reads prices of the moment is then the same on every request, so D1 keeps it compiled; with the
 * instant written into the text, SQLite compiled each such statement afresh on every request.
 */
export const NOW = ':now'

/** A statement's text with every parameter numbered (`?1`…`?n` in SQLite's order) and `NOW` as `?n+1`. */
export interface Clocked {
  sql: string
  /** How many parameters come before the instant (the values a caller binds). */
  params: number
}

const IDENTIFIER_CHAR = /[A-Za-z0-9_$]/

/**
 * The statement with `NOW` as its last parameter, or undefined when it has none. Parameters are numbered as SQLite
 * numbers them (an anonymous `?` takes the largest number so far plus one; `?NNN` keeps its own), so the caller's
 * values bind as they always did and the instant goes after them. Quoted text and comments are left alone.
 */
export function clockedSql(sql: string): Clocked | undefined {
  if (!sql.includes(NOW)) return undefined
  const out: string[] = []
  const nows: number[] = []
  let largest = 0
  let i = 0
  let from = 0
  const n = sql.length
  while (i < n) {
    const c = sql[i]!
    if (c === "'" || c === '"' || c === '`' || c === '[') {
      const close = c === '[' ? ']' : c
      i = sql.indexOf(close, i + 1)
      // A doubled quote inside a string is the quote itself: the scan goes on past it.
      while (i >= 0 && close !== ']' && sql[i + 1] === close) i = sql.indexOf(close, i + 2)
      i = i < 0 ? n : i + 1
    } else if (c === '-' && sql[i + 1] === '-') {
      i = sql.indexOf('\n', i)
      if (i < 0) i = n
    } else if (c === '/' && sql[i + 1] === '*') {
      i = sql.indexOf('*/', i + 2)
      i = i < 0 ? n : i + 2
    } else if (c === '?') {
      let j = i + 1
      while (j < n && sql[j]! >= '0' && sql[j]! <= '9') j++
      if (j > i + 1) largest = Math.max(largest, Number(sql.slice(i + 1, j)))
      else {
        largest += 1
        out.push(sql.slice(from, i), `?${largest}`)
        from = j
      }
      i = j
    } else if (c === ':' && sql.startsWith(NOW, i) && !IDENTIFIER_CHAR.test(sql[i + NOW.length] ?? '')) {
      out.push(sql.slice(from, i))
      nows.push(out.length)
      out.push('')
      i += NOW.length
      from = i
    } else i++
  }
  if (nows.length === 0) return undefined
  out.push(sql.slice(from))
  for (const at of nows) out[at] = `?${largest + 1}`
  return { sql: out.join(''), params: largest }
}
