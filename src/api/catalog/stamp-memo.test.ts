import { describe, expect, it } from 'vitest'
import { StampMemo } from './stamp-memo'

describe('StampMemo', () => {
  it('answers only under the stamp it kept them for, and forgets them all on a new one', () => {
    const memo = new StampMemo<number>(10)
    memo.set('a', 'x', 1)
    expect(memo.get('a', 'x')).toBe(1)
    expect(memo.get('b', 'x')).toBeUndefined()
    expect(memo.peek('x')).toBe(1)
    memo.see('a')
    expect(memo.peek('x')).toBe(1)
    memo.see('b')
    expect(memo.stamp).toBe('b')
    expect(memo.peek('x')).toBeUndefined()
  })

  it('keeps at most its limit, dropping the oldest', () => {
    const memo = new StampMemo<number>(2)
    memo.set('a', 'x', 1)
    memo.set('a', 'y', 2)
    memo.set('a', 'z', 3)
    expect([memo.peek('x'), memo.peek('y'), memo.peek('z')]).toEqual([undefined, 2, 3])
    memo.clear()
    expect(memo.stamp).toBeUndefined()
    expect(memo.peek('z')).toBeUndefined()
  })
})
