import * as v from 'valibot'
import { msg } from '~/lib/validation'

// Query pieces every paged list shares (blog, events, catalogue): whole numbers in a range, and page/per_page with
// the list's own maximum and default. A query string only carries strings, so the defaults are strings too.

/** A whole number parameter: digits only (docs/product.md, Validation and messages 'numeric'), then within [min, max] (otherwise 'invalid'). */
export const intParam = (min: number, max: number) =>
  v.pipe(
    v.string(msg.numeric),
    v.trim(),
    v.regex(/^\d{1,9}$/, msg.numeric),
    v.transform(Number),
    v.minValue(min, msg.invalid),
    v.maxValue(max, msg.invalid),
  )

/** `page` (1 by default) and `per_page` (the list's default, at most its maximum), ready to spread into a schema. */
export function pagingEntries(limits: { perPageDefault: number; perPageMax: number; pageMax?: number }) {
  return {
    page: v.optional(intParam(1, limits.pageMax ?? 100_000), '1'),
    per_page: v.optional(intParam(1, limits.perPageMax), String(limits.perPageDefault)),
  }
}

/**
 * The page envelope of every list (docs/product.md, What the shop stores blog list shape: data, total, current_page; + per_page, last_page and
 * from/to for 'from - to of total'). A page past the end has no data, from = to = 0 and the real total.
 */
export interface Paged<T> {
  data: T[]
  total: number
  current_page: number
  per_page: number
  last_page: number
  from: number
  to: number
}
