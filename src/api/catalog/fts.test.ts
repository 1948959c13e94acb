import { describe, expect, it } from 'vitest'
import { ftsQuery } from './fts'

describe('ftsQuery', () => {
  it('quotes every token and matches prefixes', () => {
    expect(ftsQuery('Carménère Colchagua')).toBe('"carménère"* "colchagua"*')
  })
  it('drops FTS operators and quotes that would make MATCH throw', () => {
    expect(ftsQuery('"pinot" OR -noir* (NEAR)')).toBe('"pinot"* "or"* "noir"* "near"*')
  })
  it('returns null for blank or symbol-only text', () => {
    expect(ftsQuery('   ')).toBeNull()
    expect(ftsQuery('*"-()')).toBeNull()
    expect(ftsQuery(undefined)).toBeNull()
  })
  it('caps the number of tokens', () => {
    expect(ftsQuery('a b c d e f g h i j')!.split(' ')).toHaveLength(8)
  })
})
