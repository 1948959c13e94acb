import { isNotFound, isRedirect } from '@tanstack/react-router'

/**
 * Whether a failed query is tried again, up to `times` more tries. Only in the browser, and only for a failure that
 * another try may fix: a page rendered on the server waits for every retry (TanStack Query waits a second before the
 * first, then doubles), and a not-found, a redirect or an answer the API refused (4xx) gives the same result again.
 */
export const retryQuery =
  (times: number) =>
  (failureCount: number, error: unknown, onServer = typeof window === 'undefined'): boolean => {
    if (onServer || failureCount >= times) return false
    if (isNotFound(error) || isRedirect(error)) return false
    const status = (error as { status?: unknown } | null)?.status
    return !(typeof status === 'number' && status >= 400 && status < 500)
  }

/** Every query's default. */
export const retryQueryOnce = retryQuery(1)
