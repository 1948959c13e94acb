import type { StandardSchemaV1 } from '@tanstack/react-form'
import type * as v from 'valibot'
import { useCallback, useRef, useState } from 'react'

// The glue between TanStack Form, the valibot contract schemas and the API's 422 field errors, shared by every
// storefront form (account, contact, reservations). No business knowledge: fields are named by the caller.

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

/** Field errors answered by the API (422), shown beside the fields until the shopper edits that field. */
export function useServerErrors() {
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const clear = useCallback((field: string) => setErrors((current) => withoutField(current, field)), [])
  return { serverErrors: errors, setServerErrors: setErrors, clearServerError: clear }
}

export type ServerErrors = ReturnType<typeof useServerErrors>

export interface BindableField {
  name: string
  state: { value: unknown; meta: { errors: readonly unknown[]; isBlurred: boolean } }
  handleChange: (value: never) => void
  handleBlur: () => void
}

/** What <TextField>, <SelectField> and <TextareaField> take from a bound field. */
export interface BoundField {
  name: string
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  errors: unknown[]
}

/**
 * Props for a field component from a TanStack Form field: schema errors once the field was left or the form
 * submitted, plus the API's errors for that field (cleared as soon as the shopper edits it). `format` rewrites
 * what is typed (the RUT formats itself, docs/product.md, Validation and messages).
 */
export function bindField(
  field: BindableField,
  submitted: boolean,
  server: Pick<ServerErrors, 'serverErrors' | 'clearServerError'>,
  format: (value: string) => string = (value) => value,
): BoundField {
  const schemaErrors = field.state.meta.isBlurred || submitted ? field.state.meta.errors : []
  return {
    name: field.name,
    value: String(field.state.value ?? ''),
    onChange: (value: string) => {
      server.clearServerError(field.name)
      ;(field.handleChange as (value: string) => void)(format(value))
    },
    onBlur: field.handleBlur,
    errors: [...schemaErrors, ...(server.serverErrors[field.name] ?? [])],
  }
}

/**
 * Moves focus to the first field marked invalid once React has painted the errors, so keyboard and screen-reader
 * users land on what needs fixing after a refused submit (or a 422).
 */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
}

/**
 * TanStack Form options for every storefront form. With canSubmitWhenInvalid every submit validates every field
 * (the default skips validation on the submit of a form already known to be invalid, leaving untouched required
 * fields without their message and onSubmitInvalid uncalled); onSubmit is still only called with valid values.
 */
export const SUBMIT_ALWAYS_VALIDATES = { canSubmitWhenInvalid: true } as const

/**
 * Everything a storefront form needs around TanStack Form: the API's field errors, a ref for the <form>, the submit
 * options (every submit validates every field; a refused one focuses the first field to fix) and that focus move
 * for after a 422. Use as `useForm({ ...submitOptions, ... })` and `<form ref={formRef}>`.
 */
export function useFormBinding() {
  const server = useServerErrors()
  const formRef = useRef<HTMLFormElement>(null)
  const focusInvalid = useCallback(() => focusFirstInvalid(formRef.current), [])
  return {
    server,
    formRef,
    focusFirstInvalid: focusInvalid,
    submitOptions: { ...SUBMIT_ALWAYS_VALIDATES, onSubmitInvalid: focusInvalid },
  }
}
