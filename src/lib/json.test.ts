import { describe, expect, it } from 'vitest'
import { parseJson } from './json'

describe('parseJson', () => {
  it('reads a JSON column and falls back when it is missing or malformed', () => {
    expect(parseJson('["a","b"]', [])).toEqual(['a', 'b'])
    expect(parseJson(null, [])).toEqual([])
    expect(parseJson('{oops', { ok: false })).toEqual({ ok: false })
  })
})
