import { AsyncLocalStorage } from 'node:async_hooks'

/** Per-request bookkeeping of the storefront: D1 statements spent by in-process API calls (bench, Server-Timing). */
export interface RequestScope {
  d1Queries: number
  apiCalls: number
}

const storage = new AsyncLocalStorage<RequestScope>()

export function runInRequestScope<T>(fn: () => T): { scope: RequestScope; result: T } {
  const scope: RequestScope = { d1Queries: 0, apiCalls: 0 }
  return { scope, result: storage.run(scope, fn) }
}

export function currentRequestScope(): RequestScope | undefined {
  return storage.getStore()
}
