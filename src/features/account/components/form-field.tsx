import { useLingui } from '@lingui/react/macro'
import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { validationMessage } from '~/lib/validation'
import { isLocale } from '~/lib/locale'

// One labelled input with its errors, for the account forms. Errors come from the contract schemas as
// message keys ("minLength:8") rendered in the reader's locale (spec §5), or as text from the API.

export function errorTexts(errors: readonly unknown[], locale: string): string[] {
  const out: string[] = []
  for (const error of errors) {
    const key =
      typeof error === 'string'
        ? error
        : error && typeof error === 'object' && 'message' in error
          ? String(error.message)
          : ''
    if (!key) continue
    const text = validationMessage(key, isLocale(locale) ? locale : 'es')
    if (!out.includes(text)) out.push(text)
  }
  // valibot reports every failing step of a pipe ('required' and 'email' for an empty e-mail): the first says it.
  return out.slice(0, 1)
}

export interface FieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'onBlur' | 'children'
> {
  label: ReactNode
  name: string
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  errors?: readonly unknown[]
  hint?: ReactNode
  /** Replaces the input (a select, for instance); receives the ids the label and errors use. */
  children?: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode
}

export function Field({
  label,
  name,
  value,
  onChange,
  onBlur,
  errors = [],
  hint,
  children,
  className,
  ...input
}: FieldProps) {
  const { i18n } = useLingui()
  const id = useId()
  const texts = errorTexts(errors, i18n.locale)
  const invalid = texts.length > 0
  const describedBy = [hint ? `${id}-hint` : '', invalid ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className={`form-field ${invalid ? 'form-field--invalid' : ''} ${className ?? ''}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {children ? (
        children({ id, describedBy, invalid })
      ) : (
        <input
          id={id}
          name={name}
          className="form-field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...input}
        />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {texts.join(' ')}
        </p>
      ) : null}
    </div>
  )
}
