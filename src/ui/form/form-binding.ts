import type { StandardSchemaV1 } from '@tanstack/react-form'
import type * as v from 'valibot'

// The glue between TanStack Form, the valibot contract schemas and the API's 422 field errors, used by the kit's
// field components (fields.tsx). No business knowledge: fields are named by the caller.

/**
 * A contract schema as the validator of a form whose values are its input. The schemas' input types are looser
 * than the form's (optional keys, numeric strings), which TanStack Form's invariant typing refuses; transforms
 * run only in the API.
 */
export function formSchema<TValues>(schema: v.GenericSchema): StandardSchemaV1<TValues, unknown> {
  return schema as unknown as StandardSchemaV1<TValues, unknown>
}

/** Drops one field's errors; the same object when that field had none (no re-render). */
export function withoutField(errors: Record<string, string[]>, field: string): Record<string, string[]> {
  if (!(field in errors)) return errors
  const { [field]: _removed, ...rest } = errors
  return rest
}

export interface BindableField {
  name: string
  state: { value: unknown; meta: { errors: readonly unknown[]; isBlurred: boolean } }
  handleChange: (value: never) => void
  handleBlur: () => void
}

/** What a field component's control takes from its bound field. */
export interface BoundField {
  name: string
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  errors: unknown[]
}

/** The API's errors for one field and how to drop them. */
export interface FieldServerErrors {
  errors?: readonly string[]
  clear: () => void
}

/**
 * Props for a control from a TanStack Form field: schema errors once the field was left or the form submitted,
 * plus the API's errors for that field (cleared as soon as the person edits it). `format` rewrites what is typed
 * (the RUT formats itself, docs/product.md, Validation and messages) or turns it into the field's type (an id).
 */
export function bindField(
  field: BindableField,
  submitted: boolean,
  server: FieldServerErrors,
  format: (value: string) => unknown = (value) => value,
): BoundField {
  const schemaErrors = field.state.meta.isBlurred || submitted ? field.state.meta.errors : []
  return {
    name: field.name,
    value: String(field.state.value ?? ''),
    onChange: (value: string) => {
      if (server.errors) server.clear()
      ;(field.handleChange as (value: unknown) => void)(format(value))
    },
    onBlur: field.handleBlur,
    errors: [...schemaErrors, ...(server.errors ?? [])],
  }
}

/**
 * TanStack Form options for every form. With canSubmitWhenInvalid every submit validates every field (the default
 * skips validation on the submit of a form already known to be invalid, leaving untouched required fields without
 * their message and onSubmitInvalid uncalled); onSubmit is still only called with valid values.
 */
export const SUBMIT_ALWAYS_VALIDATES = { canSubmitWhenInvalid: true } as const
