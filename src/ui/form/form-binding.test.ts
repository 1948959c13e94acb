import { describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import { SUBMIT_ALWAYS_VALIDATES, bindField, formSchema, withoutField, type BindableField } from './form-binding'

function fakeField(overrides: { value?: unknown; errors?: unknown[]; isBlurred?: boolean } = {}) {
  const handleChange = vi.fn()
  const handleBlur = vi.fn()
  const field: BindableField = {
    name: 'rut',
    state: {
      value: 'value' in overrides ? overrides.value : 'abc',
      meta: { errors: overrides.errors ?? [], isBlurred: overrides.isBlurred ?? false },
    },
    handleChange,
    handleBlur,
  }
  return { field, handleChange, handleBlur }
}

const noServer = { clear: () => undefined }

describe('bindField', () => {
  it('hides schema errors until the field was left or the form submitted', () => {
    const { field } = fakeField({ errors: ['required'] })
    expect(bindField(field, false, noServer).errors).toEqual([])
    expect(bindField(field, true, noServer).errors).toEqual(['required'])
    const blurred = fakeField({ errors: ['required'], isBlurred: true }).field
    expect(bindField(blurred, false, noServer).errors).toEqual(['required'])
  })

  it("adds the API's errors for that field after the schema's, even before the field is touched", () => {
    const { field } = fakeField({ errors: ['rut'], isBlurred: true })
    const server = { errors: ['El RUT ya está registrado'], clear: vi.fn() }
    expect(bindField(field, false, server).errors).toEqual(['rut', 'El RUT ya está registrado'])
    expect(bindField(fakeField().field, false, server).errors).toEqual(['El RUT ya está registrado'])
  })

  it("clears the API's error of the field that is edited and passes the formatted value on", () => {
    const { field, handleChange } = fakeField()
    const clear = vi.fn()
    const bound = bindField(field, false, { errors: ['El RUT ya está registrado'], clear }, (value) =>
      value.toUpperCase(),
    )
    bound.onChange('12k')
    expect(clear).toHaveBeenCalledTimes(1)
    expect(handleChange).toHaveBeenCalledWith('12K')
  })

  it('gives the value as text (numbers, empty for null or undefined) and the blur handler', () => {
    expect(bindField(fakeField({ value: 3 }).field, false, noServer).value).toBe('3')
    expect(bindField(fakeField({ value: undefined }).field, false, noServer).value).toBe('')
    expect(bindField(fakeField({ value: null }).field, false, noServer).value).toBe('')
    const { field, handleBlur } = fakeField()
    const bound = bindField(field, false, noServer)
    expect(bound.name).toBe('rut')
    bound.onBlur()
    expect(handleBlur).toHaveBeenCalled()
  })
})

describe('withoutField', () => {
  it('drops one field and keeps the same object when there is nothing to drop', () => {
    const errors = { email: ['a'], rut: ['b'] }
    expect(withoutField(errors, 'email')).toEqual({ rut: ['b'] })
    expect(withoutField(errors, 'phone')).toBe(errors)
  })
})

describe('formSchema', () => {
  it('is the contract schema itself, usable as a Standard Schema validator', async () => {
    const schema = v.object({ name: v.pipe(v.string(), v.nonEmpty('required')) })
    const validator = formSchema<{ name: string }>(schema)
    expect(validator).toBe(schema)
    const result = await validator['~standard'].validate({ name: '' })
    expect(result.issues?.[0]?.message).toBe('required')
  })
})

describe('SUBMIT_ALWAYS_VALIDATES', () => {
  it('lets every submit run validation (onSubmit still needs valid values)', () => {
    expect(SUBMIT_ALWAYS_VALIDATES).toEqual({ canSubmitWhenInvalid: true })
  })
})
