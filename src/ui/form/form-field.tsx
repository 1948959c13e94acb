import { useLingui } from '@lingui/react/macro'
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'
import { describedBy as describedByIds, firstErrorText } from './error-text'

// One labelled control with its hint and its first error (spec §5 messages), wired with aria-invalid and
// aria-describedby. The error line is always rendered and keeps its height (styles/form.css): an error appearing
// on blur must not push the submit button away between mousedown and click, or the click is lost.

export interface ControlIds {
  id: string
  describedBy: string | undefined
  invalid: boolean
}

/** The attributes every control of a <FormField> carries. */
export function controlProps({ id, describedBy, invalid }: ControlIds) {
  return {
    id,
    className: 'form-field__input',
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  } as const
}

export interface FormFieldProps {
  label: ReactNode
  errors?: readonly unknown[]
  hint?: ReactNode
  className?: string
  /** The control, given the ids the label, hint and error use (spread `controlProps(ids)` on it). */
  children: (ids: ControlIds) => ReactNode
}

export function FormField({ label, errors = [], hint, className, children }: FormFieldProps) {
  const { i18n } = useLingui()
  const id = useId()
  const error = firstErrorText(errors, i18n.locale)
  const ids = { id, describedBy: describedByIds(id, Boolean(hint), Boolean(error)), invalid: error !== null }
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {children(ids)}
      {hint ? (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <p id={`${id}-error`} className="field-error form-field__error" role="alert">
        {error}
      </p>
    </div>
  )
}

/** The props a field component takes from `bindField(...)`, plus its label, hint and wrapper class. */
interface Bound {
  label: ReactNode
  name: string
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  errors?: readonly unknown[]
  hint?: ReactNode
  className?: string
}

type Native<T> = Omit<T, 'onChange' | 'onBlur' | 'value' | 'name' | 'className' | 'children' | 'id'>

export function TextField({
  label,
  name,
  value,
  onChange,
  onBlur,
  errors,
  hint,
  className,
  ...input
}: Bound & Native<InputHTMLAttributes<HTMLInputElement>>) {
  return (
    <FormField label={label} errors={errors} hint={hint} className={className}>
      {(ids) => (
        <input
          type="text"
          {...input}
          {...controlProps(ids)}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      )}
    </FormField>
  )
}

export function TextareaField({
  label,
  name,
  value,
  onChange,
  onBlur,
  errors,
  hint,
  className,
  ...textarea
}: Bound & Native<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return (
    <FormField label={label} errors={errors} hint={hint} className={className}>
      {(ids) => (
        <textarea
          {...textarea}
          {...controlProps(ids)}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      )}
    </FormField>
  )
}

export interface SelectOption {
  value: string
  label: string
}

export function SelectField({
  label,
  name,
  value,
  onChange,
  onBlur,
  errors,
  hint,
  className,
  options,
  placeholder,
  ...select
}: Bound &
  Native<SelectHTMLAttributes<HTMLSelectElement>> & {
    options: readonly SelectOption[]
    /** The first, empty option ("Elige…"); none when the field always has a value. */
    placeholder?: string
  }) {
  return (
    <FormField label={label} errors={errors} hint={hint} className={className}>
      {(ids) => (
        <select
          {...select}
          {...controlProps(ids)}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}
