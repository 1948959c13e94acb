import { describe, expect, it } from 'vitest'
import { RECENT_SEARCHES_MAX } from '~/lib/limits'
import {
  addRecent,
  loadRecents,
  parseRecents,
  removeRecent,
  saveRecents,
  RECENT_SEARCHES_KEY,
  type RecentSearch,
} from './recent-searches'

describe('recent searches (docs/product.md, How things behave)', () => {
  it('puts a new term first', () => {
    const list = addRecent(addRecent([], 'malbec', 1), 'carmenere', 2)
    expect(list.map((r) => r.term)).toEqual(['carmenere', 'malbec'])
    expect(list[0]!.timestamp).toBe(2)
  })
  it('removes an earlier identical term (case-insensitive) instead of duplicating it', () => {
    const list = addRecent(addRecent(addRecent([], 'Malbec', 1), 'pisco', 2), 'malbec', 3)
    expect(list.map((r) => r.term)).toEqual(['malbec', 'pisco'])
  })
  it(`caps the list at ${RECENT_SEARCHES_MAX}`, () => {
    let list: RecentSearch[] = []
    for (let i = 0; i < 15; i++) list = addRecent(list, `vino ${i}`, i)
    expect(list).toHaveLength(RECENT_SEARCHES_MAX)
    expect(list[0]!.term).toBe('vino 14')
    expect(list.at(-1)!.term).toBe('vino 5')
  })
  it('records only non-blank text, trimmed', () => {
    expect(addRecent([], '   ')).toEqual([])
    expect(addRecent([], '  gin  ', 5)).toEqual([{ term: 'gin', timestamp: 5 }])
  })
  it('removes one term', () => {
    expect(removeRecent(addRecent(addRecent([], 'a', 1), 'b', 2), 'a').map((r) => r.term)).toEqual(['b'])
  })
  it('stores, loads and clears through storage; bad data reads as empty', () => {
    const store = new Map<string, string>()
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    }
    saveRecents(addRecent([], 'syrah', 1), storage)
    expect(loadRecents(storage)).toEqual([{ term: 'syrah', timestamp: 1 }])
    saveRecents([], storage)
    expect(store.has(RECENT_SEARCHES_KEY)).toBe(false)
    expect(parseRecents('{oops')).toEqual([])
    expect(parseRecents('[{"term":""},{"term":"ok","timestamp":3},5]')).toEqual([{ term: 'ok', timestamp: 3 }])
  })
})
