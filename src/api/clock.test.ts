import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { instantLiteral, nowIso } from './clock'

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

  it('writes instants in the stored format and quotes only an instant into SQL', () => {
    expect(nowIso()).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(instantLiteral('2026-12-01T13:00:00.000Z')).toBe("'2026-12-01T13:00:00.000Z'")
    expect(() => instantLiteral("2026-12-01' OR 1=1 --")).toThrow()
  })
})
