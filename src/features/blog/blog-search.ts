import { integer, lowerWord, searchParams, type SearchOf } from '~/lib/search-params'
import type { BlogListRequest } from './blog.functions'

// Typed URL search params of /blog (docs/product.md, Pages): ?categoria=, ?etiqueta=, ?pagina=. Invalid values fall back to
// "absent" so a hand-edited URL still renders a page (never a 422 from the API).

/** Cards per page on the storefront: page 1 is a lead article (two by two cells) and five cards, a 3×3 grid. */
export const BLOG_PAGE_SIZE = 6

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const TAG = /^[\p{L}\p{N}]+(?:[ -][\p{L}\p{N}]+)*$/u

const readers = {
  categoria: lowerWord(64, SLUG),
  etiqueta: lowerWord(40, TAG),
  /** Numbers stay numbers in the URL (?pagina=2). */
  pagina: integer(1, 100_000),
}

export const blogSearchSchema = searchParams(readers)

export type BlogSearch = SearchOf<typeof readers>

export function listRequestFor(search: BlogSearch): BlogListRequest {
  return {
    categoria: search.categoria,
    etiqueta: search.etiqueta,
    page: search.pagina ?? 1,
    per_page: BLOG_PAGE_SIZE,
  }
}
