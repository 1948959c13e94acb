import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { emailSchema, issuesToFieldErrors, requiredText, rutSchema, validationMessage } from './validation'

describe('validation messages (docs/product.md, Validation and messages)', () => {
  it('renders the Spanish messages word for word', () => {
    expect(validationMessage('required')).toBe('El campo es requerido')
    expect(validationMessage('requiredField:email')).toBe('El campo email es requerido')
    expect(validationMessage('email')).toBe('Este campo debe ser un correo electrónico válido')
    expect(validationMessage('rut')).toBe('Este campo debe ser un RUT válido')
    expect(validationMessage('minLength:8')).toBe('Este campo debe tener al menos 8 caracteres')
    expect(validationMessage('maxLength:100')).toBe('Este campo debe tener como máximo 100 caracteres')
    expect(validationMessage('numeric')).toBe('Este campo debe ser solo números')
    expect(validationMessage('confirmation')).toBe('Las contraseñas no coinciden')
  })
  it('has English under en', () => {
    expect(validationMessage('email', 'en')).toBe('This field must be a valid e-mail address')
  })
  it('maps schema issues to fields', () => {
    const schema = v.object({ email: emailSchema, rut: rutSchema, name: requiredText({ max: 5 }) })
    const result = v.safeParse(schema, { email: 'no-es-correo', rut: '12.345.678-9', name: 'Demasiado largo' })
    expect(result.success).toBe(false)
    if (result.success) return
    expect(issuesToFieldErrors(result.issues, 'es')).toEqual({
      email: ['Este campo debe ser un correo electrónico válido'],
      rut: ['Este campo debe ser un RUT válido'],
      name: ['Este campo debe tener como máximo 5 caracteres'],
    })
  })
  it('asks for required fields first', () => {
    const result = v.safeParse(v.object({ email: emailSchema }), { email: '  ' })
    expect(result.success).toBe(false)
    if (!result.success) expect(issuesToFieldErrors(result.issues, 'es')).toEqual({ email: ['El campo es requerido'] })
  })
})
