import { RECENT_SEARCHES_MAX } from '~/lib/limits'

// docs/product.md, How things behave recent searches: a new term goes first and removes an earlier identical one; capped at 10;
// stored locally; loadable and clearable; recorded only if the trimmed text is non-empty. docs/product.md, What the shop stores: term + timestamp.

export interface RecentSearch {
  term: string
  timestamp: number
}

export const RECENT_SEARCHES_KEY = 'recentSearches'

export function addRecent(list: RecentSearch[], text: string, now = Date.now()): RecentSearch[] {
  const term = text.trim()
  if (!term) return list
  const key = term.toLocaleLowerCase('es')
  return [{ term, timestamp: now }, ...list.filter((r) => r.term.toLocaleLowerCase('es') !== key)].slice(
    0,
    RECENT_SEARCHES_MAX,
  )
}

export function removeRecent(list: RecentSearch[], term: string): RecentSearch[] {
  return list.filter((r) => r.term !== term)
}

/** Anything unreadable in storage counts as no history (never an error on the page). */
export function parseRecents(raw: string | null): RecentSearch[] {
  if (!raw) return []
  try {
    const value: unknown = JSON.parse(raw)
    if (!Array.isArray(value)) return []
    return value
      .filter(
        (r): r is RecentSearch =>
          typeof r === 'object' &&
          r !== null &&
          typeof (r as RecentSearch).term === 'string' &&
          (r as RecentSearch).term.trim() !== '',
      )
      .map((r) => ({ term: r.term.trim(), timestamp: Number(r.timestamp) || 0 }))
      .slice(0, RECENT_SEARCHES_MAX)
  } catch {
    return []
  }
}

export function loadRecents(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): RecentSearch[] {
  try {
    return parseRecents(storage?.getItem(RECENT_SEARCHES_KEY) ?? null)
  } catch {
    return []
  }
}

export function saveRecents(
  list: RecentSearch[],
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = globalThis.localStorage,
): void {
  try {
    if (list.length === 0) storage?.removeItem(RECENT_SEARCHES_KEY)
    else storage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list))
  } catch {
    /* private mode or full storage: history is a nicety */
  }
}
