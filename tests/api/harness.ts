import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { getPlatformProxy } from 'wrangler'
import { afterAll, inject } from 'vitest'
import { api } from '~/api/app'
import { isReadOnlySql } from '~/api/db/client'
import { clockedSql, nowIso } from '~/api/clock'

export interface TestApi {
  env: ShopEnv
  /** Calls the real Hono app with the test env: `call('/api/regions')`. */
  call: (
    path: string,
    init?: RequestInit & { json?: unknown; locale?: string; token?: string; env?: Partial<ShopEnv> },
  ) => Promise<Response>
  /** Raw D1 access for assertions (counts, EXPLAIN QUERY PLAN). */
  db: D1Database
  /** Resolves once the work the app handed to `waitUntil` (mail sent after the answer) has settled. */
  settled: () => Promise<void>
}

let filesInWorker = 0

/**
 * Wrangler's platform proxy (a workerd of its own) on the state folder `dir`: D1 and R2 under `dir/v3`, as wrangler
 * --persist-to keeps them. Its dev registry is a folder inside `dir` too, not the machine's: there every workerd of
 * the project registers under the worker's name, and Miniflare judges another process's entry by its file's time
 * against `Date.now()`, which a test's clock moves (tests/api/clock.ts) — behind, it waited on the other entry with
 * a timer past Node's limit, which fires every millisecond (a TimeoutOverflowWarning each time); ahead, it deleted
 * the entries of every other run on the machine. Nothing here looks workers up in the registry.
 */
export function openPlatform(dir: string) {
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false'
  process.env.WRANGLER_REGISTRY_PATH = join(dir, 'dev-registry')
  return getPlatformProxy<ShopEnv>({
    configPath: resolve(import.meta.dirname, '../../wrangler.jsonc'),
    persist: { path: join(dir, 'v3') },
  })
}

/**
 * A private copy of the seeded database behind a real D1 binding (workerd via wrangler's platform proxy).
 * Call at the top of a test file; it is disposed after the file's tests.
 */
export async function createTestApi(overrides: Partial<ShopEnv> = {}): Promise<TestApi> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-api-'))
  cpSync(inject('templateStateDir'), dir, { recursive: true })
  const proxy = await openPlatform(dir)
  afterAll(async () => {
    await proxy.dispose()
    rmSync(dir, { recursive: true, force: true })
  })
  // The suites run as a local environment unless a test says otherwise (the deploy default is production).
  // The rate-limit bindings are Cloudflare's (the emulator counts in fixed windows, which a test can straddle): the
  // suites exercise the shop's own sliding-window fallback, with the same allowances.
  const noRateLimitBindings = {
    RATE_LIMIT_5: undefined,
    RATE_LIMIT_10: undefined,
    RATE_LIMIT_20: undefined,
    RATE_LIMIT_30: undefined,
    RATE_LIMIT_100: undefined,
  }
  const line = bindingLine(proxy.env.DB)
  const env = {
    ...proxy.env,
    DB: lineD1(proxy.env.DB, line),
    PHOTOS: proxy.env.PHOTOS && lineBucket(proxy.env.PHOTOS, line),
    ...noRateLimitBindings,
    APP_ENV: 'test',
    // Suites about other things leave many unpaid orders under one fixture e-mail; tests/api/holds.test.ts resets it.
    HOLD_LIMIT_FACTOR: '1000',
    ...overrides,
  } as ShopEnv
  // Files run one after another in a worker and share its modules (vitest.config.ts): a file's requests come from
  // an address of its own, so the API's in-memory rate-limit windows of one file never count another's.
  filesInWorker += 1
  const clientIp = `198.18.${Math.floor(filesInWorker / 254)}.${1 + (filesInWorker % 254)}`
  // The work a handler leaves running after its answer, kept so a test can wait for it instead of polling.
  const pending = new Set<Promise<unknown>>()
  const ctx = {
    ...(proxy.ctx as unknown as ExecutionContext),
    waitUntil(promise: Promise<unknown>) {
      const tracked = Promise.resolve(promise)
        .catch(() => undefined)
        .finally(() => pending.delete(tracked))
      pending.add(tracked)
    },
  } as unknown as ExecutionContext
  return {
    env,
    db: env.DB,
    settled: async () => {
      while (pending.size > 0) await Promise.all(pending)
    },
    call: (path, init = {}) => {
      const headers = new Headers(init.headers)
      if (!headers.has('cf-connecting-ip')) headers.set('cf-connecting-ip', clientIp)
      if (init.locale) headers.set('accept-language', init.locale)
      if (init.token) headers.set('authorization', `Bearer ${init.token}`)
      let body = init.body
      if (init.json !== undefined) {
        headers.set('content-type', 'application/json')
        body = JSON.stringify(init.json)
      }
      return Promise.resolve(api.request(path, { ...init, headers, body }, { ...env, ...init.env }, ctx))
    },
  }
}

/**
 * How a file's API reaches workerd: one binding call at a time, each sent on a connection known to be open.
 *
 * The bindings reach workerd over pooled keep-alive HTTP connections, and workerd closes a connection that stayed idle
 * for five seconds. D1's `prepare` and `bind` are synchronous, so the platform proxy runs them as blocking round trips
 * that stop Node's event loop; on a loaded machine a run of them (a test's setup, fifty handlers at once) kept the loop
 * stopped past those five seconds, and the pool, which counts its keep-alive time on that stopped loop, handed the next
 * call a connection workerd had closed: "fetch failed / other side closed". Sending such a call again is safe only for
 * a read: a write may have been applied before its answer was lost (the API's own rule, src/api/db/client.ts), and a
 * resent order batch met its own order id, a 500 where the order had been placed.
 *
 * So a statement is prepared and bound only when it is sent (no blocking round trip between two calls), a file's calls
 * go one after another (one connection in use, and no other call's blocking round trips between the check of that
 * connection and the write on it), and a call that comes after a pause (its own binding included) first sends
 * `SELECT 1`, which finds a connection workerd closed meanwhile and opens a fresh one. Only reads are sent again.
 * One call at a time changes nothing the suites test: workerd runs a database's statements one at a time anyway.
 */
type Line = <T>(prepare: () => () => Promise<T>, mayResend: boolean) => Promise<T>

/** Longer than this since the last answer, and the pool may hand out a connection workerd has closed. */
const PAUSE_MS = 1000

function bindingLine(d1: D1Database): Line {
  let tail: Promise<unknown> = Promise.resolve()
  let lastAnswer = performance.now()
  let ping: D1PreparedStatement | undefined
  return <T>(prepare: () => () => Promise<T>, mayResend: boolean) => {
    const turn = tail.then(async () => {
      try {
        const send = prepare()
        if (performance.now() - lastAnswer > PAUSE_MS)
          await sendOnLine(() => (ping ??= d1.prepare('SELECT 1')).first(), true)
        return await sendOnLine(send, mayResend)
      } finally {
        lastAnswer = performance.now()
      }
    })
    tail = turn.catch(() => undefined)
    return turn
  }
}

/** Sends a call after the event loop had a turn (closes that already arrived are seen); a read again if its connection closed. */
async function sendOnLine<T>(send: () => Promise<T>, mayResend: boolean): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    await new Promise<void>((resolve) => setImmediate(resolve))
    try {
      return await send()
    } catch (err) {
      if (!mayResend || attempt >= 3 || !closedByRuntime(err)) throw err
    }
  }
}

function closedByRuntime(err: unknown): boolean {
  const cause = (err as { cause?: { code?: unknown; message?: unknown } } | null)?.cause
  return cause?.code === 'UND_ERR_SOCKET' && cause.message === 'other side closed'
}

type D1Target = D1Database | D1DatabaseSession

interface Deferred {
  /** The runtime's statement, prepared (once per SQL text and database) and bound: blocking round trips. */
  real: () => D1PreparedStatement
  reads: boolean
}

const DEFERRED = new WeakMap<object, Deferred>()

/** A statement that is only a SQL text and its values until it is sent. */
function deferredStatement(
  d1: D1Target,
  prepared: Map<string, D1PreparedStatement>,
  line: Line,
  sql: string,
  values: unknown[] = [],
): D1PreparedStatement {
  const real = () => {
    let statement = prepared.get(sql)
    if (!statement) prepared.set(sql, (statement = d1.prepare(sql)))
    return values.length > 0 ? statement.bind(...values) : statement
  }
  const reads = isReadOnlySql(sql)
  const call =
    (method: 'first' | 'all' | 'run' | 'raw') =>
    (...args: unknown[]) =>
      line(() => {
        const statement = real()
        return () => (statement[method] as (...a: unknown[]) => Promise<unknown>).apply(statement, args)
      }, reads)
  const statement = {
    bind: (...bound: unknown[]) => deferredStatement(d1, prepared, line, sql, bound),
    first: call('first'),
    all: call('all'),
    run: call('run'),
    raw: call('raw'),
  }
  DEFERRED.set(statement, { real, reads })
  return statement as unknown as D1PreparedStatement
}

/** D1 (and each of its sessions) with statements deferred and every call sent on the file's line. */
function lineD1<T extends D1Target>(d1: T, line: Line): T {
  const prepared = new Map<string, D1PreparedStatement>()
  const deferred = (statement: D1PreparedStatement) => DEFERRED.get(statement)
  return new Proxy(d1, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target)
      if (typeof value !== 'function') return value
      if (prop === 'prepare') return (sql: string) => deferredStatement(target, prepared, line, sql)
      if (prop === 'withSession')
        return (...args: unknown[]) =>
          lineD1((value as (...a: unknown[]) => D1DatabaseSession).apply(target, args), line)
      if (prop === 'batch')
        return (statements: D1PreparedStatement[]) =>
          line(
            () => {
              const real = statements.map((s) => deferred(s)?.real() ?? s)
              return () => target.batch(real)
            },
            statements.every((s) => deferred(s)?.reads === true),
          )
      if (prop === 'exec') return (sql: string) => line(() => () => (target as D1Database).exec(sql), false)
      return value.bind(target)
    },
  })
}

/** R2 on the file's line: its calls name a key, so sending one again does what the first would have done. */
function lineBucket(bucket: R2Bucket, line: Line): R2Bucket {
  return new Proxy(bucket, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target)
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => line(() => () => value.apply(target, args) as Promise<unknown>, true)
    },
  })
}

/**
 * A statement built with the instant as a parameter (`NOW`, src/api/clock.ts), ready for the bare binding `t.db`:
 * the API's D1 wrapper numbers and binds the instant itself; a test that runs a builder's statement directly does
 * it here.
 */
export function withNow<S extends { sql: string; params: unknown[] }>(s: S, now: string = nowIso()): S {
  const clocked = clockedSql(s.sql)
  return clocked ? { ...s, sql: clocked.sql, params: [...s.params, now] } : s
}
