import { describe, expect, it } from 'vitest'
import { UNEXPECTED_ERROR, resolveErrorMessage } from './errors'

describe('resolveErrorMessage (docs/product.md, Errors order)', () => {
  it('1. joins the errors list with line breaks', () => {
    expect(
      resolveErrorMessage({ errors: { email: ['Correo inválido'], rut: ['RUT inválido'] }, message: 'm', error: 'e' }),
    ).toBe('Correo inválido\nRUT inválido')
    expect(resolveErrorMessage({ errors: ['uno', 'dos'] })).toBe('uno\ndos')
  })
  it('2. then the response message', () => {
    expect(resolveErrorMessage({ errors: {}, message: 'Pedido no encontrado', error: 'e' }, 'own', 'fb')).toBe(
      'Pedido no encontrado',
    )
  })
  it('3. then the response error', () => {
    expect(resolveErrorMessage({ error: 'No cart id' }, 'own', 'fb')).toBe('No cart id')
  })
  it("4. then the error's own message", () => {
    expect(resolveErrorMessage({}, 'Failed to fetch', 'fb')).toBe('Failed to fetch')
  })
  it('5. then the fallback', () => {
    expect(resolveErrorMessage(null, undefined, 'error')).toBe('error')
  })
  it('6. then the generic text', () => {
    expect(resolveErrorMessage(undefined)).toBe(UNEXPECTED_ERROR)
    expect(UNEXPECTED_ERROR).toBe('Ha ocurrido un error inesperado. Por favor intenta nuevamente.')
  })
})
