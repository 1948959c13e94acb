/**
 * Calls with the same key made while one is still running share its answer; once it has answered, the next call
 * runs again. A repeated request (a double click, a re-sent quote) is answered once, and an answer is never kept
 * past its request, so nothing computed before a later change of the cart or the coupon can be shown after it.
 */
export function createInFlight<T>() {
  const running = new Map<string, Promise<T>>()
  return (key: string, run: () => Promise<T>): Promise<T> => {
    const current = running.get(key)
    if (current) return current
    const started = run().finally(() => running.delete(key))
    running.set(key, started)
    return started
  }
}
