import * as v from 'valibot'
import type { Paged } from '~/contract/paging'
import { withoutTrackingParams } from '~/lib/tracking-params'
import { validationMessage } from '~/lib/validation'
import { HttpError, copy, type ApiContext } from './http'
import { apiI18n } from './i18n'

// What every list endpoint (blog, events, catalogue) does the same way: read its query, build its page.

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
    errors[field] ??= [validationMessage(issue.message, apiI18n(c.var.locale))]
  }
  throw new HttpError(422, copy(c.var.locale).validation, errors)
}

/** One page of a list. Past the end: an empty page with the real total (never a 404: the total may have shrunk). */
export function pageOf<T>(data: T[], total: number, query: { page: number; per_page: number }): Paged<T> {
  const from = data.length ? (query.page - 1) * query.per_page + 1 : 0
  return {
    data,
    total,
    current_page: query.page,
    per_page: query.per_page,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
    from,
    to: data.length ? from + data.length - 1 : 0,
  }
}
