import type { StandardSchemaV1 } from '@tanstack/react-form'
import type * as v from 'valibot'
import { useCallback, useState } from 'react'

// The contact forms' glue between TanStack Form, the contract schemas and the API's 422 field errors. The account
// feature has the same three helpers; features do not import each other, so these live here until both move to ui/.

/** A contract schema as the validator of a form whose values are its input (transforms run only in the API). */
export function formSchema<TValues>(schema: v.GenericSchema): StandardSchemaV1<TValues, unknown> {
  return schema as unknown as StandardSchemaV1<TValues, unknown>
}

/** Field errors answered by the API (422), shown beside the fields until the shopper edits that field. */
export function useServerErrors() {
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const clear = useCallback((field: string) => {
    setErrors((current) => {
      if (!(field in current)) return current
      const { [field]: _removed, ...rest } = current
      return rest
    })
  }, [])
  return { serverErrors: errors, setServerErrors: setErrors, clearServerError: clear }
}

export type ServerErrors = ReturnType<typeof useServerErrors>

interface BindableField {
  name: string
  state: { value: unknown; meta: { errors: readonly unknown[]; isBlurred: boolean } }
  handleChange: (value: never) => void
  handleBlur: () => void
}

/** Props for <ContactField>: schema errors once the field was left or the form submitted, plus the API's. */
export function bindField(
  field: BindableField,
  submitted: boolean,
  server: Pick<ServerErrors, 'serverErrors' | 'clearServerError'>,
  format: (value: string) => string = (value) => value,
) {
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
 * users land on what needs fixing after a refused submit.
 */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
}

/**
 * TanStack Form options shared by the contact forms. With canSubmitWhenInvalid every submit validates every field
 * (the default skips validation on the first submit of a form already known to be invalid, leaving untouched
 * required fields without their message); onSubmit is still only called with valid values.
 */
export const SUBMIT_ALWAYS_VALIDATES = { canSubmitWhenInvalid: true } as const
