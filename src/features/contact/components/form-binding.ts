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
