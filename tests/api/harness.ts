import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { getPlatformProxy } from 'wrangler'
import { afterAll, inject } from 'vitest'
import { api } from '~/api/app'

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
  const env = {
    ...proxy.env,
    DB: liveD1(proxy.env.DB),
    PHOTOS: proxy.env.PHOTOS && liveBucket(proxy.env.PHOTOS),
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
 * Sends a binding call to the runtime, again if the runtime had already dropped the connection it went out on.
 *
 * The bindings reach workerd over pooled keep-alive HTTP connections, and workerd closes a connection that stayed
 * idle for five seconds. D1's `prepare` and `bind` are synchronous, so the platform proxy runs them as blocking round
 * trips that stop Node's event loop; on a loaded machine a run of them (a test's setup, fifty handlers at once) keeps
 * the loop stopped past those five seconds, and the pool, which counts its own keep-alive time on that stopped loop,
 * hands the next call a connection workerd is closing: "fetch failed / other side closed". First the event loop gets
 * a turn (its poll phase comes before `setImmediate`), so closes that already arrived are seen and fresh connections
 * opened. A close that crosses the call is safe to send again: workerd drops an idle connection only while it waits
 * for the next request, so a request refused that way never ran (a request it reads is answered).
 */
async function onLiveConnection<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    await new Promise<void>((resolve) => setImmediate(resolve))
    try {
      return await send()
    } catch (err) {
      if (attempt >= 3 || !closedByRuntime(err)) throw err
    }
  }
}

function closedByRuntime(err: unknown): boolean {
  const cause = (err as { cause?: { code?: unknown; message?: unknown } } | null)?.cause
  return cause?.code === 'UND_ERR_SOCKET' && cause.message === 'other side closed'
}

const REAL = Symbol('real binding object')
const real = <T extends object>(value: T): T => (value as T & { [REAL]?: T })[REAL] ?? value

const STATEMENT_CALLS = new Set<PropertyKey>(['first', 'all', 'run', 'raw'])

function liveStatement(statement: D1PreparedStatement): D1PreparedStatement {
  return new Proxy(statement, {
    get(target, prop) {
      if (prop === REAL) return target
      if (prop === 'bind') return (...values: unknown[]) => liveStatement(target.bind(...values))
      const value = Reflect.get(target, prop, target)
      if (typeof value !== 'function') return value
      if (!STATEMENT_CALLS.has(prop)) return value.bind(target)
      return (...args: unknown[]) => onLiveConnection(() => value.apply(target, args) as Promise<unknown>)
    },
  })
}

/**
 * D1 with every statement, batch and exec sent as onLiveConnection says (sessions alike). A statement is prepared
 * once per SQL text: a prepared statement is immutable (`bind` makes a new one), and each `prepare` is one of those
 * blocking round trips, so a suite of concurrent orders runs on half as many.
 */
function liveD1<T extends object>(d1: T): T {
  const prepared = new Map<string, D1PreparedStatement>()
  return new Proxy(d1, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target)
      if (typeof value !== 'function') return value
      if (prop === 'prepare')
        return (sql: string) => {
          let statement = prepared.get(sql)
          if (!statement) prepared.set(sql, (statement = value.call(target, sql) as D1PreparedStatement))
          return liveStatement(statement)
        }
      if (prop === 'withSession') return (...args: unknown[]) => liveD1(value.apply(target, args))
      if (prop === 'batch')
        return (statements: D1PreparedStatement[]) =>
          onLiveConnection(() => value.call(target, statements.map(real)) as Promise<unknown>)
      if (prop === 'exec' || prop === 'dump')
        return (...args: unknown[]) => onLiveConnection(() => value.apply(target, args) as Promise<unknown>)
      return value.bind(target)
    },
  })
}

/** R2: every call of the bucket is asynchronous, each sent as onLiveConnection says. */
function liveBucket(bucket: R2Bucket): R2Bucket {
  return new Proxy(bucket, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target)
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => onLiveConnection(() => value.apply(target, args) as Promise<unknown>)
    },
  })
}
