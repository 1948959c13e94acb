// The routes' URL search params, read with plain functions (the router's validateSearch takes one) instead of valibot
// schemas. Every route's validateSearch is in the route tree, so in the entry chunk every page loads; a valibot import
// there brought the whole library's used part with it (valibot is one module, and every function any form's schema
// uses sat in the first load: docs/decisions/036-where-the-time-goes.md). The readers keep the schemas' rules: a
// value that does not read is dropped ("absent"), never an error page, and keys the route does not know are left out.

/** Reads one search value: the value to keep, or undefined to leave the key absent. */
export type Reader<T> = (value: unknown) => T | undefined

/** A reader whose key is always there: `value` when the URL has no (valid) value for it. */
interface WithDefault<T> {
  (value: unknown): T | undefined
  readonly default: T
}

type Read<R> = R extends (value: unknown) => infer T ? Exclude<T, undefined> : never
type DefaultedKeys<R> = { [K in keyof R]: R[K] extends WithDefault<unknown> ? K : never }[keyof R]

/** What a route's search holds: each reader's value, optional but for the keys with a default. */
export type SearchOf<R> = { [K in Exclude<keyof R, DefaultedKeys<R>>]?: Read<R[K]> } & {
  [K in DefaultedKeys<R>]: Read<R[K]>
}

/**
 * A route's validateSearch from one reader per key. As valibot's object did: a key missing from the URL stays
 * missing (or takes its default), a key whose value does not read is kept as undefined (or its default).
 */
export function searchParams<R extends Record<string, Reader<unknown>>>(readers: R) {
  return (input: Record<string, unknown>): SearchOf<NoInfer<R>> => {
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(readers)) {
      const read = readers[key] as Reader<unknown> & { default?: unknown }
      if (key in input) out[key] = read(input[key]) ?? read.default
      else if (read.default !== undefined) out[key] = read.default
    }
    return out as SearchOf<NoInfer<R>>
  }
}

/** `reader`, with `fallback` when the URL has no valid value. */
export function withDefault<T>(reader: Reader<T>, fallback: T): WithDefault<T> {
  return Object.assign((value: unknown) => reader(value), { default: fallback })
}

/** A string of at most `max` characters, as written. */
export const text =
  (max: number): Reader<string> =>
  (value) =>
    typeof value === 'string' && value.length <= max ? value : undefined

/** A string the pattern matches, as written. */
export const matching =
  (pattern: RegExp): Reader<string> =>
  (value) =>
    typeof value === 'string' && pattern.test(value) ? value : undefined

/**
 * A word the URL may carry as a string or a number (the router reads `?q=2021` as 2021): as text, trimmed, at most
 * `max` characters, not empty, and matching `pattern` when given.
 */
export const word =
  (max: number, pattern?: RegExp): Reader<string> =>
  (value) => {
    if (typeof value !== 'string' && typeof value !== 'number') return undefined
    const s = String(value).trim()
    return s.length <= max && s !== '' && (!pattern || pattern.test(s)) ? s : undefined
  }

/** A string, trimmed and lower-cased, at most `max` characters, not empty, matching `pattern`. */
export const lowerWord =
  (max: number, pattern: RegExp): Reader<string> =>
  (value) => {
    if (typeof value !== 'string') return undefined
    const s = value.trim().toLowerCase()
    return s.length <= max && s !== '' && pattern.test(s) ? s : undefined
  }

/** An integer from `min` to `max`, written as a number or as text (`?pagina=2` and `?pagina="2"`). */
export const integer =
  (min: number, max: number): Reader<number> =>
  (value) => {
    if (typeof value !== 'string' && typeof value !== 'number') return undefined
    const n = Number(value)
    return Number.isInteger(n) && n >= min && n <= max ? n : undefined
  }

/** A number, as the router read it (not text). */
export const number: Reader<number> = (value) => (typeof value === 'number' && !Number.isNaN(value) ? value : undefined)

/** An integer of at least `min`, as the router read it (a number, not text). */
export const page =
  (min = 1): Reader<number> =>
  (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min ? value : undefined

/** One of `options`, exactly. */
export const oneOf =
  <const T extends string>(options: readonly T[]): Reader<T> =>
  (value) =>
    options.includes(value as T) ? (value as T) : undefined

/** A calendar day, YYYY-MM-DD (valibot's isoDate rule). */
export const isoDay: Reader<string> = matching(/^\d{4}-(?:0[1-9]|1[0-2])-(?:[12]\d|0[1-9]|3[01])$/u)
