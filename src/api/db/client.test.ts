import { describe, expect, it, vi } from 'vitest'
import {
  D1Unavailable,
  READ_ATTEMPTS,
  chooseSession,
  countingD1,
  isReadOnlySql,
  isTransientD1Error,
  newerBookmark,
  requestSession,
} from './client'

/**
 * A D1 binding that fails the first `failures` executions with `error`, then answers. It records every SQL text that
 * reached it, so a test sees how often a statement was really sent.
 */
function flakyD1(failures: number, error = new Error('D1_ERROR: Network connection lost.')) {
  const sent: string[] = []
  let left = failures
  const execute = async (sql: string) => {
    sent.push(sql)
    if (left > 0) {
      left -= 1
      throw error
    }
    return { results: [{ ok: 1 }], success: true, meta: {} }
  }
  const statement = (sql: string): D1PreparedStatement =>
    ({
      bind: () => statement(sql),
      first: async () => (await execute(sql)).results[0],
      all: () => execute(sql),
      run: () => execute(sql),
      raw: async () => [[1]],
    }) as unknown as D1PreparedStatement
  const d1 = {
    prepare: (sql: string) => statement(sql),
    batch: async (statements: D1PreparedStatement[]) => {
      await execute(`batch of ${statements.length}`)
      return statements.map(() => ({ results: [], success: true, meta: {} }))
    },
  } as unknown as D1Database
  return { d1, sent }
}

const delays: number[] = []
const options = { sleep: async (ms: number) => void delays.push(ms), random: () => 0.5 }

describe('countingD1 retries', () => {
  it('tries a read again after a transient failure and answers with its result', async () => {
    const { d1, sent } = flakyD1(2)
    const counter = { queries: 0 }
    const row = await countingD1(d1, counter, options).prepare('SELECT 1 AS ok').bind().first()
    expect(row).toEqual({ ok: 1 })
    expect(sent).toHaveLength(3)
    expect(counter.queries).toBe(1)
  })

  it('backs off exponentially between attempts', async () => {
    delays.length = 0
    const { d1 } = flakyD1(
      3,
      new Error('D1_ERROR: Internal error while starting up D1 DB storage caused object to be reset.'),
    )
    await countingD1(d1, { queries: 0 }, options).prepare('SELECT * FROM products').all()
    expect(delays).toEqual([25, 50, 100])
  })

  it('never repeats a write, even on a transient failure', async () => {
    const { d1, sent } = flakyD1(1)
    const write = countingD1(d1, { queries: 0 }, options).prepare('UPDATE stock SET units = units - 1 WHERE id = ?')
    await expect(write.bind(7).run()).rejects.toThrow('Network connection lost')
    expect(sent).toHaveLength(1)
  })

  it('repeats a batch only when every statement in it reads', async () => {
    const reads = flakyD1(1)
    const r = countingD1(reads.d1, { queries: 0 }, options)
    await r.batch([r.prepare('SELECT 1'), r.prepare('SELECT 2')])
    expect(reads.sent).toHaveLength(2)

    const mixed = flakyD1(1)
    const m = countingD1(mixed.d1, { queries: 0 }, options)
    await expect(m.batch([m.prepare('SELECT 1'), m.prepare('INSERT INTO orders DEFAULT VALUES')])).rejects.toThrow()
    expect(mixed.sent).toHaveLength(1)
  })

  it('gives up after a few attempts with D1Unavailable', async () => {
    const { d1, sent } = flakyD1(100, new Error('SQLITE_BUSY: database is locked'))
    const read = countingD1(d1, { queries: 0 }, options).prepare('SELECT 1').first()
    await expect(read).rejects.toBeInstanceOf(D1Unavailable)
    expect(sent).toHaveLength(READ_ATTEMPTS)
  })

  it('fails at once on an error that is not transient', async () => {
    const { d1, sent } = flakyD1(1, new Error('D1_ERROR: no such column: nope: SQLITE_ERROR'))
    await expect(countingD1(d1, { queries: 0 }, options).prepare('SELECT nope').first()).rejects.toThrow(
      'no such column',
    )
    expect(sent).toHaveLength(1)
  })
})

describe('what counts as a read and as transient', () => {
  it.each([
    ['SELECT * FROM products', true],
    ['  with x AS (SELECT 1) SELECT * FROM x', true],
    ["SELECT 'insert into' AS label", true],
    ['INSERT INTO t VALUES (1)', false],
    ['WITH x AS (SELECT 1) UPDATE t SET a = 1', false],
    ['UPDATE stock SET units = 0 RETURNING *', false],
    ['DELETE FROM carts', false],
  ])('%s → %s', (sql, expected) => {
    expect(isReadOnlySql(sql)).toBe(expected)
  })

  it('knows D1’s retryable messages', () => {
    expect(isTransientD1Error(new Error('D1_ERROR: Network connection lost.'))).toBe(true)
    expect(isTransientD1Error(new Error('Durable Object reset because its code was updated.'))).toBe(true)
    expect(isTransientD1Error(new Error('D1_ERROR: D1 DB is overloaded, please retry'))).toBe(true)
    expect(isTransientD1Error(new Error('D1_ERROR: UNIQUE constraint failed: users.email: SQLITE_CONSTRAINT'))).toBe(
      false,
    )
  })
})

describe('D1 sessions', () => {
  const bookmark = '0000000c-00000003-00004f6e-c7c7a5f6a0c9b3b0d5a4b7b1e1ccc8e7'

  it('sends writes and the order paths to the primary, reads with a bookmark after it, others anywhere', () => {
    expect(chooseSession('POST', '/api/shopping-cart', bookmark)).toMatchObject({ constraint: 'first-primary' })
    expect(chooseSession('GET', '/api/purchases/12', null)).toMatchObject({ reason: 'primary-path' })
    expect(chooseSession('GET', '/api/admin/orders', bookmark)).toMatchObject({ reason: 'primary-path' })
    expect(chooseSession('GET', '/api/refresh', null)).toMatchObject({ reason: 'primary-path' })
    expect(chooseSession('GET', '/api/shopping-cart', bookmark)).toEqual({ constraint: bookmark, reason: 'bookmark' })
    expect(chooseSession('GET', '/api/wines', null)).toEqual({ constraint: 'first-unconstrained', reason: 'replica' })
    expect(chooseSession('GET', '/api/wines', 'not a bookmark')).toMatchObject({ reason: 'replica' })
  })

  it('keeps the newer of two bookmarks', () => {
    const later = '0000000c-00000004-00000000-c7c7a5f6a0c9b3b0d5a4b7b1e1ccc8e7'
    expect(newerBookmark(bookmark, later)).toBe(later)
    expect(newerBookmark(later, bookmark)).toBe(later)
    expect(newerBookmark(undefined, bookmark)).toBe(bookmark)
    expect(newerBookmark('junk', undefined)).toBeUndefined()
  })

  it('opens the session the request calls for', () => {
    const opened: string[] = []
    const binding = {
      withSession: (constraint: string) => {
        opened.push(constraint)
        return { prepare: () => undefined, batch: () => undefined, getBookmark: () => bookmark }
      },
    } as unknown as D1Database
    const read = requestSession(binding, new Request('http://x/api/wines', { headers: { 'x-d1-bookmark': bookmark } }))
    expect(opened).toEqual([bookmark])
    expect(read.bookmark()).toBe(bookmark)
    requestSession(binding, new Request('http://x/api/shopping-cart', { method: 'PUT' }))
    expect(opened).toEqual([bookmark, 'first-primary'])
  })
})

describe('countingD1 wait time', () => {
  it("adds the time a request waited for D1's answer when the counter keeps one", async () => {
    const clock = [100, 130, 200, 205]
    const now = vi.spyOn(performance, 'now').mockImplementation(() => clock.shift() ?? 0)
    try {
      const { d1 } = flakyD1(0)
      const counter = { queries: 0, waitMs: 0 }
      const db = countingD1(d1, counter, options)
      await db.prepare('SELECT 1 AS ok').bind().first()
      await db.batch([db.prepare('SELECT 1'), db.prepare('SELECT 2')])
      expect(counter).toEqual({ queries: 3, waitMs: 35 })
    } finally {
      now.mockRestore()
    }
  })

  it('keeps no wait time where the counter has none (production)', async () => {
    const { d1 } = flakyD1(0)
    const counter = { queries: 0 }
    await countingD1(d1, counter, options).prepare('SELECT 1 AS ok').bind().first()
    expect(counter).toEqual({ queries: 1 })
  })
})

describe('countingD1 and the instant', () => {
  /** A binding that records each statement's text and bound values as D1 would receive them. */
  function recordingD1() {
    const sent: { sql: string; values: unknown[] }[] = []
    const statement = (sql: string, values: unknown[] = []): D1PreparedStatement =>
      ({
        bind: (...next: unknown[]) => statement(sql, next),
        first: async () => {
          sent.push({ sql, values })
          return null
        },
        all: async () => {
          sent.push({ sql, values })
          return { results: [], success: true, meta: {} }
        },
        sql,
        values,
      }) as unknown as D1PreparedStatement
    const d1 = {
      prepare: (sql: string) => statement(sql),
      batch: async (statements: (D1PreparedStatement & { sql: string; values: unknown[] })[]) => {
        for (const s of statements) sent.push({ sql: s.sql, values: s.values })
        return statements.map(() => ({ results: [], success: true, meta: {} }))
      },
    } as unknown as D1Database
    return { d1, sent }
  }
  const AT = '2026-12-01T13:00:00.000Z'

  it('sends one text for every request and binds now after the caller’s values', async () => {
    vi.useFakeTimers({ now: new Date(AT), toFake: ['Date'] })
    try {
      const { d1, sent } = recordingD1()
      const db = countingD1(d1, { queries: 0 }, options)
      await db.prepare('SELECT ? WHERE :now BETWEEN ? AND :now').bind('a', 'b').first()
      await db.prepare('SELECT 1 WHERE :now > 0').first()
      await db.batch([db.prepare('SELECT ? < :now').bind('c'), db.prepare('SELECT :now')])
      expect(sent).toEqual([
        { sql: 'SELECT ?1 WHERE ?3 BETWEEN ?2 AND ?3', values: ['a', 'b', AT] },
        { sql: 'SELECT 1 WHERE ?1 > 0', values: [AT] },
        { sql: 'SELECT ?1 < ?2', values: ['c', AT] },
        { sql: 'SELECT ?1', values: [AT] },
      ])
      expect(() => db.prepare('SELECT ? < :now').bind()).toThrow(/1 parameters before now, not 0/)
    } finally {
      vi.useRealTimers()
    }
  })
})
