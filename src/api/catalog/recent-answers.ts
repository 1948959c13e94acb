import * as snapshot from './snapshot'

// Price, stock and search hits an answer read are trusted for the stamp's trust window, so that a page or list
// asked for many times a second (a promotion's link) reads them once per window per isolate. A stock write of this
// isolate (a sale, a refused sale, a released order, the back-office's count) starts a new epoch: what was read
// before it is not used again, so the person who changed stock sees it on their next view. A read keeps the epoch
// it started in, so a read that overlapped the write is not trusted either. Carts and checkout never use this: they
// read stock for themselves.
let stockEpoch = 0

/** After this isolate changed stock (or learnt it had moved): answers read before are not used again. */
export function stockChanged() {
  stockEpoch += 1
}

/**
 * Answers that read something live from D1 (price, stock, search hits), kept per isolate for the catalogue stamp's
 * trust window: asked again inside it, with no stock write of this isolate since and the stamp still trusted, the
 * same question gets the same answer without a round trip (docs/decisions/023-catalogue-speed.md, "price and stock
 * trusted for a second"). Bounded: the oldest go first.
 */
export class RecentAnswers<T> {
  readonly #entries = new Map<string, { at: number; epoch: number; stamp: string; value: T }>()

  constructor(private readonly limit: number) {}

  /** When a read starts: the time and stock epoch to keep its answer under (a read that overlaps a write is not kept). */
  static start(): { at: number; epoch: number } {
    return { at: Date.now(), epoch: stockEpoch }
  }

  /** The answer kept for `key` if it is still good at `now`. */
  get(key: string, now: number): T | undefined {
    const kept = this.#entries.get(key)
    if (!kept || kept.epoch !== stockEpoch || now - kept.at >= snapshot.trustWindowMs()) return undefined
    return snapshot.trustedStamp(now) === kept.stamp ? kept.value : undefined
  }

  set(key: string, read: { at: number; epoch: number }, stamp: string, value: T) {
    this.#entries.delete(key)
    if (this.#entries.size >= this.limit) this.#entries.delete(this.#entries.keys().next().value!)
    this.#entries.set(key, { ...read, stamp, value })
  }
}
