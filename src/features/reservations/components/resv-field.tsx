import { useLingui } from '@lingui/react/macro'
import { useId, type ReactNode } from 'react'
import * as v from 'valibot'
import { isLocale } from '~/lib/locale'
import { validationMessage } from '~/lib/validation'

// One labelled control of the reservation forms with its error underneath (spec §5 messages as keys from the
// contract schemas, or text answered by the API's 422), wired with aria-invalid / aria-describedby.

export function firstErrorText(errors: readonly unknown[], locale: string): string | null {
  for (const error of errors) {
    const key = typeof error === 'string' ? error : error && typeof error === 'object' && 'message' in error ? String(error.message) : ''
    if (key) return validationMessage(key, isLocale(locale) ? locale : 'es')
  }
  return null
}

export interface ControlIds {
  id: string
  describedBy: string | undefined
  invalid: boolean
}

export function ResvField({
  label,
  errors = [],
  hint,
  className,
  children,
}: {
  label: ReactNode
  errors?: readonly unknown[]
  hint?: ReactNode
  className?: string
  children: (ids: ControlIds) => ReactNode
}) {
  const { i18n } = useLingui()
  const id = useId()
  const text = firstErrorText(errors, i18n.locale)
  const describedBy = [hint ? `${id}-hint` : '', text ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className={`resv-field${text ? ' resv-field--invalid' : ''} ${className ?? ''}`}>
      <label htmlFor={id} className="resv-field__label">
        {label}
      </label>
      {children({ id, describedBy, invalid: text !== null })}
      {hint ? (
        <p id={`${id}-hint`} className="resv-field__hint">
          {hint}
        </p>
      ) : null}
      {text ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {text}
        </p>
      ) : null}
    </div>
  )
}

interface BindableField {
  name: string
  state: { value: unknown; meta: { errors: readonly unknown[]; isBlurred: boolean } }
  handleChange: (value: never) => void
  handleBlur: () => void
}

/** Props for a native control from a TanStack Form field: schema errors once left or submitted, plus the API's. */
export function bind(field: BindableField, submitted: boolean, server: Record<string, string[]>, clear: (name: string) => void) {
  return {
    errors: [...(field.state.meta.isBlurred || submitted ? field.state.meta.errors : []), ...(server[field.name] ?? [])],
    control: (ids: ControlIds) => ({
      id: ids.id,
      name: field.name,
      value: String(field.state.value ?? ''),
      onChange: (event: { target: { value: string } }) => {
        clear(field.name)
        ;(field.handleChange as (value: string) => void)(event.target.value)
      },
      onBlur: field.handleBlur,
      'aria-invalid': ids.invalid || undefined,
      'aria-describedby': ids.describedBy,
      className: 'resv-field__input',
    }),
  }
}

/** A contract schema as a form validator (its input type is looser than the form's all-string values). */
export function formSchema<TValues>(schema: v.GenericSchema) {
  return schema as unknown as import('@tanstack/react-form').StandardSchemaV1<TValues, unknown>
}
