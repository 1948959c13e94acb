import * as snapshot from './snapshot'

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
    return { at: Date.now(), epoch: snapshot.liveEpoch() }
  }

  /** The answer kept for `key` if it is still good at `now`. */
  get(key: string, now: number): T | undefined {
    const kept = this.#entries.get(key)
    if (!kept) return undefined
    const trusted = snapshot.trustedStamp(now)
    return trusted !== undefined && trusted === kept.stamp && snapshot.liveTrusted(kept, now) ? kept.value : undefined
  }

  set(key: string, read: { at: number; epoch: number }, stamp: string, value: T) {
    this.#entries.delete(key)
    if (this.#entries.size >= this.limit) this.#entries.delete(this.#entries.keys().next().value!)
    this.#entries.set(key, { ...read, stamp, value })
  }
}
