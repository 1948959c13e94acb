#!/usr/bin/env node
// Dump and restore the LOCAL database (docs/operations.md, "Backups"; production uses D1 Time Travel).
//   npm run db:export [-- --output file.sql]   an SQL dump of the local D1 (default backups/local-<time>.sql)
//   npm run db:import -- file.sql               replaces the local D1 with the dump (the current one is exported
//                                               to backups/before-import-<time>.sql first)
// SHOP_STATE_DIR picks the state folder (default .wrangler/state), as for scripts/db.mjs.
//
// `wrangler d1 export` refuses databases with virtual tables, and the catalogue search is an FTS5 table, so the
// dump is written here from the local SQLite file itself: every table's schema and rows in creation order (the
// search index as its rows, not its internal shadow tables), then indexes, views and triggers last, so loading the
// rows fires no trigger. The import loads it with `wrangler d1 execute --local --file` into an emptied database.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const root = resolve(import.meta.dirname, '..')
const wranglerBin = join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js')
const SHADOW_SUFFIXES = ['_data', '_idx', '_content', '_docsize', '_config']

/** The local D1 database file of a state folder (wrangler --persist-to X keeps D1 under X/v3/d1), or undefined. */
export function localDatabaseFile(stateDir) {
  const dir = join(stateDir, 'v3', 'd1', 'miniflare-D1DatabaseObject')
  if (!existsSync(dir)) return undefined
  const files = readdirSync(dir).filter((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite')
  if (files.length > 1) throw new Error(`more than one local D1 database in ${dir}`)
  return files[0] ? join(dir, files[0]) : undefined
}

const quoteId = (id) => `"${id.replaceAll('"', '""')}"`

function literal(value) {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'number' || typeof value === 'bigint') return String(value)
  if (value instanceof Uint8Array) return `X'${Buffer.from(value).toString('hex')}'`
  // Newlines written as char(10)/char(13) so every statement stays on one line of the file.
  const parts = String(value).split(/(\r|\n)/)
  return parts
    .map((part) => (part === '\n' ? 'char(10)' : part === '\r' ? 'char(13)' : `'${part.replaceAll("'", "''")}'`))
    .filter((part) => part !== "''" || parts.length === 1)
    .join(' || ')
}

/** The SQL statements that rebuild `db` (a node:sqlite DatabaseSync), one per line. */
export function dumpStatements(db) {
  const objects = db
    .prepare('SELECT type, name, tbl_name, sql FROM sqlite_schema WHERE sql IS NOT NULL ORDER BY rowid')
    .all()
  const virtual = objects.filter((o) => o.type === 'table' && /^CREATE VIRTUAL TABLE/i.test(o.sql)).map((o) => o.name)
  const isShadow = (name) => virtual.some((v) => SHADOW_SUFFIXES.some((s) => name === `${v}${s}`))
  const skip = (name) => name.startsWith('sqlite_') || name.startsWith('_cf_') || isShadow(name)
  const out = ['PRAGMA defer_foreign_keys = TRUE;']
  for (const table of objects.filter((o) => o.type === 'table' && !skip(o.name))) {
    out.push(
      `${table.sql.replace(/^CREATE TABLE /i, 'CREATE TABLE IF NOT EXISTS ').replace(/^CREATE VIRTUAL TABLE /i, 'CREATE VIRTUAL TABLE IF NOT EXISTS ')};`,
    )
    const isVirtual = virtual.includes(table.name)
    const columns = isVirtual
      ? [
          'rowid',
          ...db
            .prepare(`PRAGMA table_info(${quoteId(table.name)})`)
            .all()
            .map((c) => c.name),
        ]
      : db
          .prepare(`PRAGMA table_info(${quoteId(table.name)})`)
          .all()
          .map((c) => c.name)
    const names = columns.map(quoteId).join(', ')
    const rows = db.prepare(`SELECT ${names} FROM ${quoteId(table.name)}`)
    rows.setReturnArrays?.(true)
    for (const row of rows.iterate()) {
      const values = Array.isArray(row) ? row : columns.map((c) => row[c])
      out.push(`INSERT INTO ${quoteId(table.name)} (${names}) VALUES (${values.map(literal).join(', ')});`)
    }
  }
  for (const o of objects.filter((x) => ['index', 'view', 'trigger'].includes(x.type) && !skip(x.tbl_name))) {
    out.push(`${o.sql};`)
  }
  return out
}

async function openSqlite(file, readOnly) {
  const { DatabaseSync } = await import('node:sqlite')
  return new DatabaseSync(file, { readOnly })
}

/** Writes the dump of the state folder's database to `output`; returns the number of statements. */
export async function exportLocal(stateDir, output) {
  const file = localDatabaseFile(stateDir)
  if (!file) throw new Error(`no local database in ${stateDir} (run npm run db:setup first)`)
  const db = await openSqlite(file, true)
  try {
    const statements = dumpStatements(db)
    mkdirSync(dirname(output), { recursive: true })
    writeFileSync(output, `${statements.join('\n')}\n`)
    return statements.length
  } finally {
    db.close()
  }
}

/** Empties the state folder's D1 and loads the dump into it (through wrangler, as every local load is). */
export function importLocal(stateDir, input) {
  rmSync(join(stateDir, 'v3', 'd1'), { recursive: true, force: true })
  execFileSync(
    process.execPath,
    [wranglerBin, 'd1', 'execute', 'DB', '--local', '--persist-to', stateDir, '--yes', '--file', resolve(input)],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', CI: '1' },
    },
  )
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-')

async function main() {
  const stateDir = resolve(root, process.env.SHOP_STATE_DIR ?? '.wrangler/state')
  const [command, ...rest] = process.argv.slice(2)
  if (command === 'export') {
    const i = rest.indexOf('--output')
    const output = resolve(i >= 0 ? rest[i + 1] : join(root, 'backups', `local-${stamp()}.sql`))
    const n = await exportLocal(stateDir, output)
    console.log(`[db] exported ${n} statements of ${stateDir} to ${output}`)
  } else if (command === 'import') {
    const input = rest.find((a) => !a.startsWith('--'))
    if (!input || !existsSync(input)) {
      console.error('usage: npm run db:import -- <file.sql>   (stop npm start / npm run dev first)')
      process.exit(1)
    }
    if (localDatabaseFile(stateDir)) {
      const safety = join(root, 'backups', `before-import-${stamp()}.sql`)
      await exportLocal(stateDir, safety)
      console.log(`[db] the current local database was saved to ${safety}`)
    }
    importLocal(stateDir, input)
    console.log(`[db] ${stateDir} now holds ${resolve(input)}`)
  } else {
    console.error('usage: node scripts/db-backup.mjs export [--output file.sql] | import <file.sql>')
    process.exit(1)
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // node:sqlite is still flagged experimental on Node 22: its one-time warning is noise on the command line.
  process.removeAllListeners('warning')
  await main()
}
