import * as v from 'valibot'
import type { BlogListRequest } from './blog.functions'

// Typed URL search params of /blog (docs/product.md, Pages): ?categoria=, ?etiqueta=, ?pagina=. Invalid values fall back to
// "absent" so a hand-edited URL still renders a page (never a 422 from the API).

/** Cards per page on the storefront: page 1 is a lead article (two by two cells) and five cards, a 3×3 grid. */
export const BLOG_PAGE_SIZE = 6

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const TAG = /^[\p{L}\p{N}]+(?:[ -][\p{L}\p{N}]+)*$/u

const text = (max: number, pattern: RegExp) =>
  v.fallback(
    v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.toLowerCase(),
        v.maxLength(max),
        v.check((s) => s !== '' && pattern.test(s)),
      ),
    ),
    undefined,
  )

export const blogSearchSchema = v.object({
  categoria: text(64, SLUG),
  etiqueta: text(40, TAG),
  /** Numbers stay numbers in the URL (?pagina=2). */
  pagina: v.fallback(
    v.optional(
      v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(100_000)),
    ),
    undefined,
  ),
})

export type BlogSearch = v.InferOutput<typeof blogSearchSchema>

export function listRequestFor(search: BlogSearch): BlogListRequest {
  return {
    categoria: search.categoria,
    etiqueta: search.etiqueta,
    page: search.pagina ?? 1,
    per_page: BLOG_PAGE_SIZE,
  }
}
