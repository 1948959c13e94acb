import { describe, expect, it } from 'vitest'
import { cleanRut, formatRut, isValidRut, rutCheckDigit } from './rut'

describe('RUT (docs/product.md, Validation and messages)', () => {
  it('computes the mod 11 check digit', () => {
    expect(rutCheckDigit('12345678')).toBe('5')
    expect(rutCheckDigit('11111111')).toBe('1')
    expect(rutCheckDigit('10000013')).toBe('K')
    expect(rutCheckDigit('76086428')).toBe('5')
  })

  it('formats with thousands dots and a hyphen before the check digit', () => {
    expect(formatRut('123456785')).toBe('12.345.678-5')
    expect(formatRut('12.345.678-5')).toBe('12.345.678-5')
    expect(formatRut('11111111-1')).toBe('11.111.111-1')
    expect(formatRut('10000013k')).toBe('10.000.013-K')
    expect(formatRut('1234')).toBe('123-4')
  })

  it('accepts only digits and k/K while typing', () => {
    expect(cleanRut('12a.34b5-x6')).toBe('123456')
    expect(cleanRut('1k2')).toBe('12')
  })

  it('validates the check digit', () => {
    expect(isValidRut('12.345.678-5')).toBe(true)
    expect(isValidRut('11.111.111-1')).toBe(true)
    expect(isValidRut('10.000.013-K')).toBe(true)
    expect(isValidRut('10.000.013-k')).toBe(true)
    expect(isValidRut('12.345.678-9')).toBe(false)
    expect(isValidRut('11.111.111-K')).toBe(false)
    expect(isValidRut('')).toBe(false)
    expect(isValidRut('hola')).toBe(false)
  })
})
