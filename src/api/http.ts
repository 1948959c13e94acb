import type { Context, MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import { issuesToFieldErrors, validationMessage } from '~/lib/validation'
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

const COPY = {
  es: {
    validation: 'Verifica que la información ingresada sea correcta',
    notFound: 'No encontrado',
    unauthorized: 'No autenticado',
    forbidden: 'No autorizado',
    server: 'Hay un problema con el servidor, intenta más tarde',
    tooMany: 'Demasiados intentos. Espera un momento e intenta nuevamente.',
    tooLarge: 'La solicitud es demasiado grande.',
    badRequest: 'La solicitud no es válida.',
  },
  en: {
    validation: 'Please check that the information entered is correct',
    notFound: 'Not found',
    unauthorized: 'Not authenticated',
    forbidden: 'Not allowed',
    server: 'There is a problem with the server, please try again later',
    tooMany: 'Too many attempts. Wait a moment and try again.',
    tooLarge: 'The request is too large.',
    badRequest: 'The request is not valid.',
  },
} as const

export function copy(locale: Locale) {
  return COPY[locale]
}

export function notFound(c: ApiContext, message?: string): never {
  throw new HttpError(404, message ?? copy(c.var.locale).notFound)
}

/** The docs/product.md, The API envelope: responses are read from `data`. */
export function ok<T>(c: ApiContext, data: T, extra?: Record<string, unknown>, status: 200 | 201 = 200) {
  return c.json({ data, ...extra }, status)
}

/** Validates any input with a contract schema; failures become a 422 naming each field (docs/product.md, Validation and messages messages). */
export function parse<const S extends v.GenericSchema>(c: ApiContext, schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input)
  if (result.success) return result.output
  const locale = c.var.locale
  throw new HttpError(422, copy(locale).validation, issuesToFieldErrors(result.issues, locale))
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
      throw new HttpError(422, copy(c.var.locale).validation, { body: [validationMessage('invalid', c.var.locale)] })
    }
  }
  if (type.includes('form')) {
    try {
      return Object.fromEntries((await c.req.formData()).entries())
    } catch {
      // A broken multipart or urlencoded body is the sender's mistake, answered like malformed JSON.
      throw new HttpError(422, copy(c.var.locale).validation, { body: [validationMessage('invalid', c.var.locale)] })
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
