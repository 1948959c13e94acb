/**
 * Thin typed helpers over D1 (docs/decisions/021-one-data-layer.md). They only save the
 * `prepare(…).bind(…).first<Row>()` ceremony and build column lists from objects; the SQL stays visible in the
 * `queries.ts` modules that call them.
 */
export type SqlValue = string | number | null

/** A statement built by a queries module: its text and its parameters, bound in order. */
export interface Sql {
  sql: string
  params: unknown[]
}

/** Prepares a statement a queries module built, ready to run or to batch. */
export function statement(d1: D1Database, s: Sql): D1PreparedStatement {
  return d1.prepare(s.sql).bind(...s.params)
}

/** The first row, or null. */
export function first<Row>(d1: D1Database, sql: string, ...params: unknown[]): Promise<Row | null> {
  return d1
    .prepare(sql)
    .bind(...params)
    .first<Row>()
}

/** Every row. */
export async function all<Row>(d1: D1Database, sql: string, ...params: unknown[]): Promise<Row[]> {
  const { results } = await d1
    .prepare(sql)
    .bind(...params)
    .all<Row>()
  return results
}

/** A write; the result's `meta.changes` and `meta.last_row_id` say what it did. */
export function run(d1: D1Database, sql: string, ...params: unknown[]): Promise<D1Result> {
  return d1
    .prepare(sql)
    .bind(...params)
    .run()
}

// Identifiers come from the code (a table's column names written as object keys), never from a request.
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/

/**
 * `INSERT INTO table (col, …) VALUES (?, …)` from an object whose keys are the column names, so a column and its
 * value sit side by side instead of in two lists counted by position. A value made with `expr(sql, …params)` is
 * written as is (a sub-select, `strftime(…)`), its own `?` parameters bound in place.
 */
export function insertInto(
  d1: D1Database,
  table: string,
  row: Record<string, SqlValue | SqlExpression | undefined>,
  suffix = '',
): D1PreparedStatement {
  // A column left undefined is not written: the table's default applies.
  const columns = Object.keys(row).filter((column) => row[column] !== undefined)
  for (const name of [table, ...columns]) {
    if (!IDENTIFIER.test(name)) throw new Error(`not an SQL identifier: ${name}`)
  }
  const params: unknown[] = []
  const values = columns.map((column) => {
    const value = row[column]
    if (isExpression(value)) {
      params.push(...(value.params ?? []))
      return value.sql
    }
    params.push(value)
    return '?'
  })
  const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${values.join(', ')})${suffix ? ` ${suffix}` : ''}`
  return d1.prepare(sql).bind(...params)
}

export interface SqlExpression {
  sql: string
  params?: unknown[]
}

/** A piece of SQL standing for a value in `insertInto` (a sub-select, `strftime(…)`). */
export function expr(sql: string, ...params: unknown[]): SqlExpression {
  return { sql, params }
}

function isExpression(value: unknown): value is SqlExpression {
  return typeof value === 'object' && value !== null && 'sql' in value
}

/** The cheapest statement there is: resolves when the database answers (the health check). */
export async function ping(d1: D1Database): Promise<void> {
  await d1.prepare('SELECT 1 AS ok').first()
}
