import { text } from '~/lib/search-params'

// What the back-office's route definitions use in their search schemas and loader keys: kept apart from format.ts,
// whose labels and date formats would otherwise ride in every storefront page's entry with the route tree
// (docs/decisions/019-what-loads-first.md).

/** A route's search params as the query strings the API's list schemas read (empty values left out). */
export function listQuery(search: Record<string, string | number | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(search)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  )
}

/** Whether the signed-in staff member is an administrator (the API decides; this only picks what to show). */
export function isAdmin(staff: { state: string; me?: { role: string } }): boolean {
  return staff.state === 'ok' && staff.me?.role === 'admin'
}

/** The longest text a back-office list filter keeps from its URL. */
const FILTER_MAX = 80

/** A text filter of a back-office list (a status, a type, a date): as written, at most 80 characters. */
export const filterText = text(FILTER_MAX)

/**
 * A text filter of a back-office URL, kept plain (`?q=123456785&low_stock=5`). The router writes search values
 * as JSON and quotes a string that would read back as a number (`?low_stock=%225%22`); a number is written as it
 * is. So digits are kept as a number in the route's state and come out as text again in `listQuery`.
 */
export const plainSearchText = (value: unknown): string | number | undefined => {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const text = String(value)
  if (text.length > FILTER_MAX) return undefined
  return /^(0|[1-9]\d{0,14})$/.test(text) ? Number(text) : text
}

/** A form's filters ready for the URL: empty ones dropped, digits as numbers (see plainSearchText). */
export function plainValues<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== '' && value !== undefined && value !== null)
      .map(([key, value]) => [
        key,
        typeof value === 'string' && /^(0|[1-9]\d{0,14})$/.test(value) ? Number(value) : value,
      ]),
  ) as T
}
