import type { Paged } from '~/contract/paging'

export { parseQuery } from './http'

// What every list endpoint (blog, events, catalogue) does the same way: read its query, build its page.

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
