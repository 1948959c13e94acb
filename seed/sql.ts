// Helpers to write seed SQL by hand-free: values are escaped here, never interpolated raw.
export type SqlValue = unknown

export function sqlValue(value: SqlValue): string {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NULL'
  if (typeof value === 'boolean') return value ? '1' : '0'
  if (typeof value === 'object') return sqlValue(JSON.stringify(value))
  return `'${String(value).replace(/'/g, "''")}'`
}

/** Multi-row INSERT statements, chunked so no statement grows past D1's limits. */
export function insertRows(table: string, rows: Record<string, SqlValue>[], chunk = 50): string[] {
  if (rows.length === 0) return []
  const columns = Object.keys(rows[0]!)
  const out: string[] = []
  for (let i = 0; i < rows.length; i += chunk) {
    const values = rows
      .slice(i, i + chunk)
      .map((row) => `(${columns.map((c) => sqlValue(row[c])).join(', ')})`)
      .join(',\n')
    out.push(`INSERT INTO ${table} (${columns.join(', ')}) VALUES\n${values};`)
  }
  return out
}
