import { describe, expect, it } from 'vitest'
import { condensedAt } from './use-scroll-state'

describe('the header condensing on scroll', () => {
  it('condenses past the offset', () => {
    expect(condensedAt(160, 160, false)).toBe(false)
    expect(condensedAt(161, 160, false)).toBe(true)
  })

  it('stays condensed when the shorter header moves the page back a little, and expands well below the offset', () => {
    expect(condensedAt(161 - 46, 160, true)).toBe(true)
    expect(condensedAt(96, 160, true)).toBe(false)
  })
})
