import { afterAll, vi } from 'vitest'

/**
 * Starts the file's clock at a chosen instant: `Date` (and nothing else) is faked and then advances with real time,
 * so a promise, deadline or "today" the API computes is the same whatever day the suite runs, while timers, the
 * runtime's sockets and the tests' own timeouts keep real time. Call at the top of a test file, before anything is created (sessions and tokens carry their instant).
 */
export function clockStartsAt(instant: string): void {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  vi.setSystemTime(new Date(instant))
  afterAll(() => {
    vi.useRealTimers()
  })
}
