import { describe, expect, it } from 'vitest'
import { splitFullName, truncate } from './names'

describe('splitFullName (docs/product.md, Validation and messages)', () => {
  it('2 words: name and last name', () => {
    expect(splitFullName('Camila Rojas')).toEqual({ name: 'Camila', lastName: 'Rojas' })
  })
  it('3 words: first two are the name, the third the last name', () => {
    expect(splitFullName('María José Pérez')).toEqual({ name: 'María José', lastName: 'Pérez' })
  })
  it('4 words: first two and last two', () => {
    expect(splitFullName('Juan Pablo Soto Aguirre')).toEqual({ name: 'Juan Pablo', lastName: 'Soto Aguirre' })
  })
  it('any other count uses the whole text for both', () => {
    expect(splitFullName('Cher')).toEqual({ name: 'Cher', lastName: 'Cher' })
    expect(splitFullName('Ana María de la Fuente')).toEqual({
      name: 'Ana María de la Fuente',
      lastName: 'Ana María de la Fuente',
    })
  })
  it('ignores surrounding and repeated spaces', () => {
    expect(splitFullName('  Camila   Rojas ')).toEqual({ name: 'Camila', lastName: 'Rojas' })
  })
})

describe('truncate (docs/product.md, Numbers and limits: appends three dots)', () => {
  it('keeps short text and cuts long text', () => {
    expect(truncate('Carménère', 20)).toBe('Carménère')
    expect(truncate('Cabernet Sauvignon Reserva', 8)).toBe('Cabernet...')
  })
})
