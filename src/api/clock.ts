// The API's one clock (docs/decisions/038-tests-on-a-chosen-clock.md). Every instant the API writes to D1 or
// compares there comes from here, bound into the statement; SQLite's own clock ('now', CURRENT_TIMESTAMP, a
// column's DEFAULT) is never read: in production it is another machine's, and a test cannot choose it.

/** Now, in the stored format: ISO 8601 UTC with milliseconds, as `strftime('%Y-%m-%dT%H:%M:%fZ')` writes it. */
export function nowIso(): string {
  return new Date().toISOString()
}

const INSTANT = /^[+-]?\d{4,6}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{3})?Z$/

/**
 * An instant as an SQL string literal, for an expression spliced into many statements (a product's price of the
 * moment) where a `?` would shift every parameter after it. Only an ISO instant is accepted, so nothing else can
 * reach the SQL text.
 */
export function instantLiteral(iso: string = nowIso()): string {
  if (!INSTANT.test(iso)) throw new Error(`not an ISO instant: ${iso}`)
  return `'${iso}'`
}
