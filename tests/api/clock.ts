import { afterAll, afterEach, beforeEach, vi } from 'vitest'

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

/**
 * Stops `Date` for each test of the enclosing describe, at the instant the test starts: the in-memory rate windows
 * (counted with `Date.now()`) then hold all of a test's requests however slowly a loaded machine serves them, so
 * "the 11th attempt within the window is refused" does not depend on the machine's speed. Timers keep real time.
 * For files that do not start their clock with `clockStartsAt` (the real clock comes back after each test).
 */
export function clockStandsStill(): void {
  beforeEach(() => {
    const at = Date.now()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(at)
  })
  afterEach(() => {
    vi.useRealTimers()
  })
}
