import { describe, expect, it } from 'vitest'
import { canSubmit, moveHighlight, resultsHref, shouldSuggest } from './autocomplete'

describe('autocomplete rules (docs/product.md, How things behave / Validation and messages)', () => {
  it('down stops at the last row, up returns to none', () => {
    expect(moveHighlight(-1, 'ArrowDown', 3)).toBe(0)
    expect(moveHighlight(2, 'ArrowDown', 3)).toBe(2)
    expect(moveHighlight(0, 'ArrowUp', 3)).toBe(-1)
    expect(moveHighlight(-1, 'ArrowUp', 3)).toBe(-1)
    expect(moveHighlight(0, 'ArrowDown', 0)).toBe(-1)
  })
  it('suggests from 2 characters, up to 100', () => {
    expect(shouldSuggest('c')).toBe(false)
    expect(shouldSuggest(' c ')).toBe(false)
    expect(shouldSuggest('ca')).toBe(true)
    expect(shouldSuggest('a'.repeat(101))).toBe(false)
  })
  it('blocks empty submits and builds the results URL', () => {
    expect(canSubmit('  ')).toBe(false)
    expect(canSubmit('vino')).toBe(true)
    expect(resultsHref(' Carménère & co ')).toBe('/vinos/busqueda?q=Carm%C3%A9n%C3%A8re%20%26%20co')
  })
})
