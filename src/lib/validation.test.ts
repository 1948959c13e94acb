import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createI18n } from '~/i18n/i18n'
import { emailSchema, issuesToFieldErrors, requiredText, rutSchema, validationMessage } from './validation'

const es = createI18n('es')
const en = createI18n('en')

describe('validation messages (docs/product.md, Validation and messages)', () => {
  it('renders the Spanish messages word for word', () => {
    expect(validationMessage('required', es)).toBe('El campo es requerido')
    expect(validationMessage('requiredField:email', es)).toBe('El campo email es requerido')
    expect(validationMessage('email', es)).toBe('Este campo debe ser un correo electrónico válido')
    expect(validationMessage('rut', es)).toBe('Este campo debe ser un RUT válido')
    expect(validationMessage('minLength:8', es)).toBe('Este campo debe tener al menos 8 caracteres')
    expect(validationMessage('maxLength:100', es)).toBe('Este campo debe tener como máximo 100 caracteres')
    expect(validationMessage('numeric', es)).toBe('Este campo debe ser solo números')
    expect(validationMessage('confirmation', es)).toBe('Las contraseñas no coinciden')
  })
  it('has English under en', () => {
    expect(validationMessage('email', en)).toBe('This field must be a valid e-mail address')
    expect(validationMessage('minLength:8', en)).toBe('This field must have at least 8 characters')
    expect(validationMessage('requiredField:email', en)).toBe('The email field is required')
  })
  it('leaves a text that is not a key as it came (a message written by the API)', () => {
    expect(validationMessage('El RUT ya está registrado', en)).toBe('El RUT ya está registrado')
    expect(validationMessage('toString', en)).toBe('toString')
  })
  it('maps schema issues to fields', () => {
    const schema = v.object({ email: emailSchema, rut: rutSchema, name: requiredText({ max: 5 }) })
    const result = v.safeParse(schema, { email: 'no-es-correo', rut: '12.345.678-9', name: 'Demasiado largo' })
    expect(result.success).toBe(false)
    if (result.success) return
    expect(issuesToFieldErrors(result.issues, es)).toEqual({
      email: ['Este campo debe ser un correo electrónico válido'],
      rut: ['Este campo debe ser un RUT válido'],
      name: ['Este campo debe tener como máximo 5 caracteres'],
    })
  })
  it('asks for required fields first', () => {
    const result = v.safeParse(v.object({ email: emailSchema }), { email: '  ' })
    expect(result.success).toBe(false)
    if (!result.success) expect(issuesToFieldErrors(result.issues, es)).toEqual({ email: ['El campo es requerido'] })
  })
})
