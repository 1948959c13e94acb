import { describe, expect, it } from 'vitest'
import { foldLike, foldSql, foldText } from './fold'

describe('accent- and case-insensitive search', () => {
  it('folds what the person typed', () => {
    expect(foldText('Pérez')).toBe('perez')
    expect(foldText('REQUÍNOA')).toBe('requinoa')
    expect(foldText('Ñuñoa Ü')).toBe('nunoa u')
  })

  it('escapes LIKE wildcards', () => {
    expect(foldLike(' 50%_off ')).toBe('%50\\%\\_off%')
  })

  it('folds a column in SQL: lower() first, then every accented letter in both cases', () => {
    const sql = foldSql('name')
    expect(sql.startsWith('replace(')).toBe(true)
    expect(sql).toContain('lower(name)')
    expect(sql).toContain("'É', 'e'")
    expect(sql).toContain("'ñ', 'n'")
  })
})
