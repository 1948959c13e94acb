import { CART_DEDUPE_WINDOW_MS } from './limits'

/**
 * docs/product.md, The API: a cart update (same cart and sku) or shipping call (same cart and commune) repeated within
 * 500 ms is skipped and reported as success. The key also carries the requested quantity, so only a
 * true repeat (a double click, a re-sent request) is skipped, never the next "+".
 */
export function createDeduper(windowMs = CART_DEDUPE_WINDOW_MS, now: () => number = Date.now) {
  const seen = new Map<string, number>()
  return {
    /** true when this key ran less than windowMs ago (the caller skips); otherwise records it. */
    isDuplicate(key: string): boolean {
      const t = now()
      const last = seen.get(key)
      if (seen.size > 500) for (const [k, at] of seen) if (t - at >= windowMs) seen.delete(k)
      if (last !== undefined && t - last < windowMs) return true
      seen.set(key, t)
      return false
    },
  }
}
