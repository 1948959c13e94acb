import { useLingui } from '@lingui/react/macro'
import { useId, type ReactNode } from 'react'
import { isLocale } from '~/lib/locale'
import { validationMessage } from '~/lib/validation'

// One labelled control of the contact forms (input, textarea or select) with its hint and its first error.
// Errors are spec §5 message keys from the contract schemas ("minLength:10") or text from the API's 422.

/** The first distinct message among a field's errors (valibot reports every failing step of a pipe). */
export function firstErrorText(errors: readonly unknown[], locale: string): string | null {
  for (const error of errors) {
    const key =
      typeof error === 'string'
        ? error
        : error && typeof error === 'object' && 'message' in error
          ? String((error as { message: unknown }).message)
          : ''
    if (key) return validationMessage(key, isLocale(locale) ? locale : 'es')
  }
  return null
}

interface Common {
  label: ReactNode
  name: string
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  errors?: readonly unknown[]
  hint?: ReactNode
  className?: string
  required?: boolean
}

type Control =
  | {
      kind?: 'input'
      type?: string
      autoComplete?: string
      inputMode?: 'text' | 'email' | 'tel'
      placeholder?: string
      maxLength?: number
    }
  | { kind: 'textarea'; rows?: number; maxLength?: number; placeholder?: string }
  | { kind: 'select'; options: readonly { value: string; label: string }[]; placeholder: string }

export function ContactField(props: Common & Control) {
  const { label, name, value, onChange, onBlur, errors = [], hint, className, required = true } = props
  const { i18n } = useLingui()
  const id = useId()
  const error = firstErrorText(errors, i18n.locale)
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  const shared = {
    id,
    name,
    value,
    onBlur,
    required,
    className: 'contact-field__control',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  }
  let control: ReactNode
  if (props.kind === 'textarea') {
    control = (
      <textarea
        {...shared}
        rows={props.rows ?? 6}
        placeholder={props.placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    )
  } else if (props.kind === 'select') {
    control = (
      <select {...shared} onChange={(event) => onChange(event.target.value)}>
        <option value="">{props.placeholder}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    )
  } else {
    control = (
      <input
        {...shared}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        onChange={(event) => onChange(event.target.value)}
      />
    )
  }
  return (
    <div className={`contact-field${error ? ' contact-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="contact-field__label">
        {label}
      </label>
      {control}
      {hint ? (
        <p id={`${id}-hint`} className="contact-field__hint">
          {hint}
        </p>
      ) : null}
      {/* Always rendered, with its line reserved in CSS: an error appearing on blur must not push the submit
          button away between mousedown and click (the click would be lost). */}
      <p id={`${id}-error`} className="field-error contact-field__error" role="alert">
        {error}
      </p>
    </div>
  )
}
