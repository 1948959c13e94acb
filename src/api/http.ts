import { withoutTrackingParams } from '~/lib/tracking-params'
import { msg } from '@lingui/core/macro'
import type { Context, MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import { apiI18n, perLocale } from './i18n'
import { issuesToFieldErrors, shopMessageKey, validationMessage } from '~/lib/validation'
import type { Locale } from '~/lib/locale'

export interface ApiEnv {
  Bindings: ShopEnv
  Variables: {
    locale: Locale
    /** D1 through the request's query counter (src/api/db/client.ts); the only door to the database. */
    d1: D1Database
    queries: { queries: number }
    bearer: string | undefined
  }
}

export type ApiContext = Context<ApiEnv>

/**
 * Work that must not hold the answer (a mail after a commit): run after the response through the Worker's
 * `waitUntil`; a failure is logged under `scope`, never answered.
 */
export function afterAnswer(
  c: { executionCtx: { waitUntil(p: Promise<unknown>): void } },
  work: Promise<unknown>,
  scope: string,
): void {
  const quiet = work.catch((err) => console.error(`[${scope}] after the answer failed`, err))
  try {
    c.executionCtx.waitUntil(quiet)
  } catch {
    // No ExecutionContext (never in the Worker): the work still runs, unawaited; its failure is already caught.
  }
}

/** Any failure the API answers on purpose. Rendered as `{ message, errors? }` by app.onError. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 500 | 502 | 503,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    /** More of the shop's error shape where a caller needs it (a 409 names the current state it lost to). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message)
  }
}

/** The API's general answers, in the request's language. */
export const copy = perLocale((i18n) => ({
  validation: i18n._(msg`Verifica que la información ingresada sea correcta`),
  notFound: i18n._(msg`No encontrado`),
  unauthorized: i18n._(msg`No autenticado`),
  forbidden: i18n._(msg`No autorizado`),
  server: i18n._(msg`Hay un problema con el servidor, intenta más tarde`),
  tooMany: i18n._(msg`Demasiados intentos. Espera un momento e intenta nuevamente.`),
  tooLarge: i18n._(msg`La solicitud es demasiado grande.`),
  badRequest: i18n._(msg`La solicitud no es válida.`),
}))

export function notFound(c: ApiContext, message?: string): never {
  throw new HttpError(404, message ?? copy(c.var.locale).notFound)
}

/** The docs/product.md, The API envelope: responses are read from `data`. */
export function ok<T, E extends object = object>(c: ApiContext, data: T, extra?: E, status: 200 | 201 = 200) {
  // `extra` may be left out (a notice that only sometimes applies), so its fields are optional to the caller.
  return c.json({ data, ...extra } as { data: T } & Partial<E>, status)
}

/** Validates any input with a contract schema; failures become a 422 naming each field (docs/product.md, Validation and messages). */
export function parse<const S extends v.GenericSchema>(c: ApiContext, schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input)
  if (result.success) return result.output
  const locale = c.var.locale
  throw new HttpError(422, copy(locale).validation, issuesToFieldErrors(result.issues, apiI18n(locale)))
}

/** Query string as a plain object (last value wins; arrays via `key[]` or repeated keys where a schema wants them). */
export function queryObject(c: ApiContext): Record<string, string> {
  return c.req.query()
}

export async function jsonBody(c: ApiContext): Promise<unknown> {
  const type = c.req.header('content-type') ?? ''
  if (type.includes('application/json')) {
    try {
      return await c.req.json()
    } catch {
      throw new HttpError(422, copy(c.var.locale).validation, { body: [copy(c.var.locale).validation] })
    }
  }
  if (type.includes('form')) {
    try {
      return Object.fromEntries((await c.req.formData()).entries())
    } catch {
      // A broken multipart or urlencoded body is the sender's mistake, answered like malformed JSON.
      throw new HttpError(422, copy(c.var.locale).validation, { body: [copy(c.var.locale).validation] })
    }
  }
  return {}
}

/**
 * The body as a typed input: read like jsonBody (JSON or a form), validated with a contract schema (422 naming each
 * field), and declared to Hono so the typed client (`hc`) infers the body a caller must send. Handlers read
 * `c.req.valid('json')`.
 */
export function jsonInput<const S extends v.GenericSchema, E extends ApiEnv = ApiEnv>(schema: S) {
  const middleware: MiddlewareHandler<
    E,
    string,
    { in: { json: v.InferInput<S> }; out: { json: v.InferOutput<S> } }
  > = async (c, next) => {
    const ctx = c as unknown as ApiContext
    c.req.addValidatedData('json', parse(ctx, schema, await jsonBody(ctx)) as object)
    await next()
  }
  return middleware
}

/**
 * Query values a caller may pass: free text as a string, number or boolean (the client writes them out), a fixed
 * choice as one of its values, repeated keys as arrays.
 */
type QueryValue<T> = T extends readonly (infer I)[]
  ? readonly QueryValue<I>[]
  : T extends string
    ? string extends T
      ? string | number | boolean
      : T
    : T

/**
 * The query string as a typed input: validated with a contract schema (422 naming each field) and declared to Hono so
 * the typed client infers which parameters a caller may send. Handlers read `c.req.valid('query')`.
 */
export function queryInput<const S extends v.GenericSchema, E extends ApiEnv = ApiEnv>(schema: S) {
  const middleware: MiddlewareHandler<
    E,
    string,
    {
      in: { query: { [K in keyof v.InferInput<S>]: QueryValue<v.InferInput<S>[K]> } }
      out: { query: v.InferOutput<S> }
    }
  > = async (c, next) => {
    const ctx = c as unknown as ApiContext
    c.req.addValidatedData('query', parseQuery(ctx, schema) as object)
    await next()
  }
  return middleware
}

/**
 * Declares a query a handler parses itself (the catalogue joins repeated keys before validating, see
 * src/api/catalog/routes.ts) so the typed client accepts it; validation stays in the handler.
 */
export function declaredQuery<Q extends Record<string, unknown>, E extends ApiEnv = ApiEnv>() {
  const middleware: MiddlewareHandler<E, string, { in: { query: Q }; out: { query: Q } }> = (_c, next) => next()
  return middleware
}

/**
 * Validates a list query (tracking parameters dropped first); a failure is a 422 that names the query
 * parameter itself (`tipo`, not the item of its value list `tipo.0`), one message per parameter (docs/product.md, Validation and messages).
 */
export function parseQuery<const S extends v.GenericSchema>(
  c: ApiContext,
  schema: S,
  query: Record<string, string> = c.req.query(),
): v.InferOutput<S> {
  const result = v.safeParse(schema, withoutTrackingParams(query))
  if (result.success) return result.output
  const errors: Record<string, string[]> = {}
  for (const issue of result.issues) {
    const field = String(issue.path?.[0]?.key ?? 'query')
    errors[field] ??= [validationMessage(shopMessageKey(issue), apiI18n(c.var.locale))]
  }
  throw new HttpError(422, copy(c.var.locale).validation, errors)
}
