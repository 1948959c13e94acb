import { useLingui } from '@lingui/react'
import { useId, type ReactNode } from 'react'
import { describedBy as describedByIds, firstErrorText } from './error-text'

// One labelled control with its hint and its first error (docs/product.md, Validation and messages), wired with aria-invalid and
// aria-describedby. The error line is always rendered and keeps its height (styles/form.css): an error appearing
// on blur must not push the submit button away between mousedown and click, or the click is lost. The alert inside
// it exists only while there is an error: inserted, it is announced; an empty one would only add noise.

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
  /** For screen readers only (the placeholder says it on screen). */
  labelHidden?: boolean
  errors?: readonly unknown[]
  hint?: ReactNode
  className?: string
  /** The control, given the ids the label, hint and error use (spread `controlProps(ids)` on it). */
  children: (ids: ControlIds) => ReactNode
}

export function FormField({ label, labelHidden, errors = [], hint, className, children }: FormFieldProps) {
  const { i18n } = useLingui()
  const id = useId()
  const error = firstErrorText(errors, i18n)
  const ids = { id, describedBy: describedByIds(id, Boolean(hint), Boolean(error)), invalid: error !== null }
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className={labelHidden ? 'visually-hidden' : 'form-field__label'}>
        {label}
      </label>
      {children(ids)}
      {hint ? (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <p id={`${id}-error`} className="field-error form-field__error">
        {error ? <span role="alert">{error}</span> : null}
      </p>
    </div>
  )
}
