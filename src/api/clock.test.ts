import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { clockedSql, nowIso } from './clock'

const root = join(import.meta.dirname, '..', '..')

function sources(dir: string, tests: boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path, tests)
    return /\.tsx?$/.test(name) && (tests || !/\.test\.tsx?$/.test(name)) ? [path] : []
  })
}

// Comments may talk about "now"; only the code is checked.
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1')

// SQLite's ways of reading its own clock: a 'now' argument, the CURRENT_ keywords, a date function without a time
// (`datetime()`, `unixepoch()`, `strftime('%s')`).
const CLOCK_READS = [
  /['"`]now['"`]/i,
  /\bcurrent_(timestamp|date|time)\b/i,
  /(?<![.\w])(unixepoch|datetime|julianday|date|time)\(\s*\)/,
  /\bstrftime\(\s*'[^']*'\s*\)/,
]
const readsClock = (code: string) => CLOCK_READS.some((read) => read.test(withoutComments(code)))

describe("the API's one clock", () => {
  it('no statement of the API or its tests reads the database clock: every instant is bound from the API', () => {
    // The API tests write instants too (a sale window that opened a second ago): by the API's clock, not D1's.
    const files = [...sources(join(root, 'src', 'api'), false), ...sources(join(root, 'tests', 'api'), true)]
    const offenders = files.filter((path) => readsClock(readFileSync(path, 'utf8'))).map((path) => relative(root, path))
    expect(offenders).toEqual([])
  })

  it('the guard sees a clock read where one is written', () => {
    expect(readsClock("UPDATE t SET at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')")).toBe(true)
    expect(readsClock('INSERT INTO t (at) VALUES (CURRENT_TIMESTAMP)')).toBe(true)
    expect(readsClock('SELECT unixepoch() - 60')).toBe(true)
    expect(readsClock('const d = new Date()')).toBe(false)
    expect(readsClock("// a comment about 'now'\nconst at = nowIso()")).toBe(false)
  })

  it('writes instants in the stored format', () => {
    expect(nowIso()).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
  })

  it('binds now after the statement’s own parameters, numbered as SQLite numbers them', () => {
    expect(clockedSql('SELECT ? AS a')).toBeUndefined()
    expect(clockedSql('SELECT ? AS a, :now AS b WHERE x = ? AND :now < y')).toEqual({
      sql: 'SELECT ?1 AS a, ?3 AS b WHERE x = ?2 AND ?3 < y',
      params: 2,
    })
    // Explicit numbers keep theirs; an anonymous one takes the largest so far plus one.
    expect(clockedSql('SELECT ?2, ?, ?1, :now')).toEqual({ sql: 'SELECT ?2, ?3, ?1, ?4', params: 3 })
    // Quoted text and comments are not SQL: neither their `?` nor their `:now` is a parameter.
    expect(clockedSql("SELECT '?', 'it''s :now', \":now\", :now -- ?\n, ? /* :now ? */")).toEqual({
      sql: "SELECT '?', 'it''s :now', \":now\", ?2 -- ?\n, ?1 /* :now ? */",
      params: 1,
    })
    // A longer name is not the instant.
    expect(clockedSql('SELECT :nowhere')).toBeUndefined()
  })
})
