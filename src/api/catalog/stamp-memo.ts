// Answers an isolate keeps while the catalogue stamp stays the same (docs/decisions/023-catalogue-speed.md): the
// suggestions of a text, the facets of a filter combination, what a product page shows besides its cards. All of
// them drop at once when a new stamp is seen; bounded, the oldest go first.
export class StampMemo<T> {
  #stamp: string | undefined
  readonly #entries = new Map<string, T>()

  constructor(private readonly limit: number) {}

  /** The stamp the kept answers belong to (undefined before the first). */
  get stamp(): string | undefined {
    return this.#stamp
  }

  /** What is kept for `key`, whichever stamp it belongs to: the caller compares `stamp` with the database's. */
  peek(key: string): T | undefined {
    return this.#entries.get(key)
  }

  /** What is kept for `key` under `stamp`. */
  get(stamp: string, key: string): T | undefined {
    return stamp === this.#stamp ? this.#entries.get(key) : undefined
  }

  /** A stamp read from the database: a new one drops everything kept under the old. */
  see(stamp: string) {
    if (stamp === this.#stamp) return
    this.#entries.clear()
    this.#stamp = stamp
  }

  set(stamp: string, key: string, value: T) {
    this.see(stamp)
    if (this.#entries.size >= this.limit) this.#entries.delete(this.#entries.keys().next().value!)
    this.#entries.set(key, value)
  }

  clear() {
    this.#entries.clear()
    this.#stamp = undefined
  }
}
