import { describe, expect, it } from 'vitest'
import { createI18n } from '~/i18n/i18n'
import { describedBy, firstErrorText } from './error-text'

const es = createI18n('es')
const en = createI18n('en')

describe('firstErrorText', () => {
  it('turns the first validation message key into the message of the locale', () => {
    expect(firstErrorText(['required', 'email'], es)).toBe('El campo es requerido')
    expect(firstErrorText([{ message: 'minLength:8' }], es)).toMatch(/8/)
    expect(firstErrorText(['required'], en)).toBe('This field is required')
  })

  it("keeps the API's text as it came and skips empty entries", () => {
    expect(firstErrorText([undefined, '', { message: '' }, 'El RUT ya está registrado'], es)).toBe(
      'El RUT ya está registrado',
    )
  })

  it('gives null without errors', () => {
    expect(firstErrorText([], es)).toBeNull()
  })
})

describe('describedBy', () => {
  it('lists the hint and the error that exist', () => {
    expect(describedBy('f1', true, true)).toBe('f1-hint f1-error')
    expect(describedBy('f1', false, true)).toBe('f1-error')
    expect(describedBy('f1', true, false)).toBe('f1-hint')
    expect(describedBy('f1', false, false)).toBeUndefined()
  })
})
