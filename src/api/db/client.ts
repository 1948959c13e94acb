import { clockedSql, nowIso } from '../clock'

/**
 * The one way the API reaches D1 (docs/decisions/021-one-data-layer.md): plain SQL on the D1 binding, with the
 * binding wrapped once per request by `countingD1`, so `x-d1-queries` and the request log count every statement
 * that really went to the database. `app.ts` installs the wrapper as `c.var.d1`; request code never touches
 * `c.env.DB`.
 *
 * The wrapper is also where the request's D1 session is chosen (`requestSession`: a read may be served by the
 * nearest replica, a write and the order paths go to the primary; docs/decisions/028-d1-read-replicas.md) and where
 * transient D1 failures are retried: a statement that only reads is tried again a few times with a short jittered
 * backoff, as Cloudflare's D1 guidance recommends; a statement that writes is never repeated blindly (it may have
 * been applied before the connection dropped). A read that still fails becomes `D1Unavailable`, which the API
 * answers with a 503 in the shop's error shape.
 */

/** How many times a read is tried in all, and the base of its exponential backoff (milliseconds). */
export const READ_ATTEMPTS = 4
const BACKOFF_BASE_MS = 25

export interface D1Options {
  /** Waits between attempts (tests pass one that records the delays instead of waiting). */
  sleep?: (ms: number) => Promise<void>
  /** 0 ≤ x < 1, for the jitter (tests pin it). */
  random?: () => number
}

/** A read that kept failing with a transient D1 error: the API answers 503 (src/api/app.ts). */
export class D1Unavailable extends Error {
  constructor(cause: unknown) {
    super('D1 did not answer after retries', { cause })
    this.name = 'D1Unavailable'
  }
}

// The failures Cloudflare lists as transient ("retry" in the recommended action of D1's error list), plus SQLite's
// own busy/locked answers. Anything else (a constraint, a syntax error, a missing column) fails at once.
const TRANSIENT = [
  'network connection lost',
  'storage caused object to be reset',
  'reset because its code was updated',
  'cannot resolve d1 db due to transient issue',
  'sqlite_busy',
  'database is locked',
]

export function isTransientD1Error(err: unknown): boolean {
  const message = (err instanceof Error ? err.message : String(err)).toLowerCase()
  if (TRANSIENT.some((marker) => message.includes(marker))) return true
  // D1's own errors that tell the caller to try again ("D1_ERROR: … please retry").
  return message.includes('d1_error') && /\bretry\b/.test(message)
}

/**
 * True when a statement can only read: it starts with SELECT, EXPLAIN, VALUES or a WITH whose body reads, and names
 * no writing keyword anywhere (the same rule D1 applies before retrying on its own side). Only these are retried.
 */
export function isReadOnlySql(sql: string): boolean {
  const text = sql
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/'(?:[^']|'')*'/g, "''")
    .trim()
    .toLowerCase()
  if (!/^(select|explain|values|with)\b/.test(text)) return false
  return !/\b(insert|update|delete|replace|create|drop|alter|pragma|attach|detach|vacuum|reindex)\b/.test(text)
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Runs a read, trying again on a transient failure: ~25, 50, 100 ms, each ±50 % so parallel retries spread out. */
async function withRetry<T>(attempt: () => Promise<T>, options: D1Options): Promise<T> {
  const sleep = options.sleep ?? defaultSleep
  const random = options.random ?? Math.random
  for (let n = 1; ; n++) {
    try {
      return await attempt()
    } catch (err) {
      if (!isTransientD1Error(err)) throw err
      if (n >= READ_ATTEMPTS) throw new D1Unavailable(err)
      await sleep(Math.round(BACKOFF_BASE_MS * 2 ** (n - 1) * (0.5 + random())))
    }
  }
}

/** What a request reads and writes through: the binding itself or one of its sessions (same statements and batch). */
export type D1Target = Pick<D1Database, 'prepare' | 'batch'> & Partial<Pick<D1Database, 'exec'>>

/**
 * What a request spent on D1: its statements and, where `waitMs` is given, the milliseconds its calls were waiting
 * for D1's answer (local diagnostics: the API's Server-Timing header, docs/decisions/026-one-catalogue-engine.md).
 */
export interface D1Counter {
  queries: number
  waitMs?: number
}

/** Adds the time until `promise` settles to the counter's wait, when it keeps one. */
function timed<T>(counter: D1Counter, promise: Promise<T>): Promise<T> {
  if (counter.waitMs === undefined) return promise
  const started = performance.now()
  const add = () => {
    counter.waitMs! += performance.now() - started
  }
  promise.then(add, add)
  return promise
}

export function countingD1(d1: D1Target, counter: D1Counter, options: D1Options = {}): D1Database {
  return new Proxy(d1, {
    get(target, prop, receiver) {
      if (prop === 'prepare') {
        return (sql: string) => {
          const facts = statementFacts(sql)
          return countingStatement(target.prepare(facts.text), facts, counter, options)
        }
      }
      if (prop === 'batch') {
        return (statements: D1PreparedStatement[]) => {
          counter.queries += statements.length
          const raw = statements.map(unwrap)
          // A batch is one transaction: repeated only when every statement in it reads.
          if (statements.every((s) => readOnly(s)))
            return timed(
              counter,
              withRetry(() => target.batch(raw), options),
            )
          return timed(counter, target.batch(raw))
        }
      }
      if (prop === 'exec') {
        return (sql: string) => {
          counter.queries += 1
          if (!target.exec) throw new Error('exec is not available on a D1 session')
          return target.exec(sql)
        }
      }
      const value = Reflect.get(target, prop, receiver)
      return typeof value === 'function' ? value.bind(target) : value
    },
  }) as unknown as D1Database
}

const RAW = Symbol('raw statement')
const READ_ONLY = Symbol('reads only')

// D1 only batches its own statement objects: a counted statement hands back the one it wraps.
function unwrap(statement: D1PreparedStatement): D1PreparedStatement {
  return (statement as D1PreparedStatement & { [RAW]?: D1PreparedStatement })[RAW] ?? statement
}

function readOnly(statement: D1PreparedStatement): boolean {
  return (statement as D1PreparedStatement & { [READ_ONLY]?: boolean })[READ_ONLY] === true
}

/** What the wrapper needs to know of a statement's text, worked out once per distinct text. */
interface StatementFacts {
  /** The text D1 is given: `NOW` numbered after the other parameters (src/api/clock.ts). */
  text: string
  /** Only reads (retried on a transient failure). */
  reads: boolean
  /** The statement compares with now: how many parameters its caller binds before the instant. */
  clock?: number
}

// The catalogue's statement texts are few and stable (the instant is a parameter): each is scanned once per
// isolate. Texts that vary (a list of ids) are not kept forever: the memo starts again when it is full.
const FACTS_KEPT = 500
const facts = new Map<string, StatementFacts>()

function statementFacts(sql: string): StatementFacts {
  let known = facts.get(sql)
  if (!known) {
    const clocked = clockedSql(sql)
    known = { text: clocked?.sql ?? sql, reads: isReadOnlySql(sql), clock: clocked?.params }
    if (facts.size >= FACTS_KEPT) facts.clear()
    facts.set(sql, known)
  }
  return known
}

/** Binds a statement's values, and the instant after them when its text compares with now. */
function bindValues(statement: D1PreparedStatement, clock: number | undefined, values: unknown[]): D1PreparedStatement {
  if (clock === undefined) return statement.bind(...values)
  if (values.length !== clock)
    throw new Error(`the statement takes ${clock} parameters before now, not ${values.length}`)
  return statement.bind(...values, nowIso())
}

/** `bound`: its values (and instant) are bound; a statement run without `bind` still needs its instant. */
function countingStatement(
  statement: D1PreparedStatement,
  facts: StatementFacts,
  counter: D1Counter,
  options: D1Options,
  bound = false,
): D1PreparedStatement {
  const ready = () => (bound || facts.clock === undefined ? statement : bindValues(statement, facts.clock, []))
  const reads = facts.reads
  return new Proxy(statement, {
    get(target, prop) {
      if (prop === RAW) return ready()
      if (prop === READ_ONLY) return reads
      if (prop === 'bind') {
        return (...values: unknown[]) =>
          countingStatement(bindValues(target, facts.clock, values), facts, counter, options, true)
      }
      if (prop === 'first' || prop === 'all' || prop === 'run' || prop === 'raw') {
        return (...args: unknown[]) => {
          counter.queries += 1
          const s = ready()
          const fn = s[prop] as (...args: unknown[]) => Promise<unknown>
          return timed(counter, reads ? withRetry(() => fn.apply(s, args), options) : fn.apply(s, args))
        }
      }
      const value = Reflect.get(target, prop, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

// ---------------------------------------------------------------------------------------------------------
// D1 read replication (docs/decisions/028-d1-read-replicas.md): the Sessions API.

/** The header a caller sends its last bookmark in and every API answer carries the newest one in. */
export const BOOKMARK_HEADER = 'x-d1-bookmark'

// D1 bookmarks are four fixed-width hex fields (e.g. `0000000c-00000003-00004f6e-<32 hex>`); anything else a client
// sends is ignored rather than handed to D1.
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/

export function isBookmark(value: string | null | undefined): value is string {
  return typeof value === 'string' && BOOKMARK.test(value)
}

/** The later of two bookmarks of the same database (fixed-width hex: their order is the order of the strings). */
export function newerBookmark(a: string | null | undefined, b: string | null | undefined): string | undefined {
  const x = isBookmark(a) ? a : undefined
  const y = isBookmark(b) ? b : undefined
  if (!x) return y
  if (!y) return x
  return y > x ? y : x
}

// Paths whose reads never lag: the order and payment flow (stock at checkout, the order just placed, its payment),
// the token endpoints that rotate or consume a row on a GET, and the back-office (staff act on versions).
const PRIMARY_PATHS = [
  /^\/api\/purchases(\/|$)/,
  /^\/api\/payments(\/|$)/,
  /^\/api\/order-tracking(\/|$)/,
  /^\/api\/admin(\/|$)/,
  /^\/api\/(refresh|verify)$/,
]

export interface SessionChoice {
  /** What `withSession` is opened with. */
  constraint: 'first-primary' | 'first-unconstrained' | string
  /** Why, for the decision record and the tests. */
  reason: 'write' | 'primary-path' | 'bookmark' | 'replica'
}

/**
 * Where a request's statements go: a request that may write (any method but GET/HEAD) or on an order/stock path
 * starts on the primary; a read carrying a bookmark reads from a replica at least as new as that bookmark (the
 * shopper's own writes); any other read may be served by the nearest replica.
 */
export function chooseSession(method: string, path: string, bookmark: string | null | undefined): SessionChoice {
  if (method !== 'GET' && method !== 'HEAD') return { constraint: 'first-primary', reason: 'write' }
  if (PRIMARY_PATHS.some((re) => re.test(path))) return { constraint: 'first-primary', reason: 'primary-path' }
  if (isBookmark(bookmark)) return { constraint: bookmark, reason: 'bookmark' }
  return { constraint: 'first-unconstrained', reason: 'replica' }
}

export interface RequestSession {
  d1: D1Target
  /** The newest bookmark of the session (null before its first statement, or where the runtime has no sessions). */
  bookmark: () => string | null
}

/** Opens the request's D1 session (falls back to the plain binding where the runtime has no Sessions API). */
export function requestSession(binding: D1Database, request: Request): RequestSession {
  const path = new URL(request.url).pathname
  const { constraint } = chooseSession(request.method, path, request.headers.get(BOOKMARK_HEADER))
  if (typeof binding.withSession !== 'function') return { d1: binding, bookmark: () => null }
  const session = binding.withSession(constraint)
  return { d1: session, bookmark: () => session.getBookmark() }
}
