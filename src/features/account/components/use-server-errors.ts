import type { StandardSchemaV1 } from '@tanstack/react-form'
import type * as v from 'valibot'
import { useCallback, useState } from 'react'

/**
 * A contract schema as the validator of a form whose values are its input. The schemas' input types are
 * looser than the form's (optional keys, numeric strings), which TanStack Form's invariant typing refuses.
 */
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

interface BindableField {
  name: string
  state: { value: unknown; meta: { errors: readonly unknown[]; isBlurred: boolean } }
  handleChange: (value: never) => void
  handleBlur: () => void
}

/**
 * Props for <Field> from a TanStack Form field: schema errors once the field was left or the form submitted,
 * plus the API's errors for that field.
 */
export function bindField(
  field: BindableField,
  submitted: boolean,
  server: { serverErrors: Record<string, string[]>; clearServerError: (name: string) => void },
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
