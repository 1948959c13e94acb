import { useStore } from '@tanstack/react-form'
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'
import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { useFieldContext } from './context'
import { describedBy, firstErrorText } from './error-text'
import { bindField, type BoundField } from './form-binding'
import { FormField, controlProps } from './form-field'
import { clearServerError, useServerFieldErrors } from './server-errors'

// The field components of the form kit (form-kit.tsx): each reads its TanStack field from the context
// `form.AppField` provides, so a form writes `<form.AppField name="email">{(f) => <f.TextField label=… />}</form.AppField>`
// and never wires a value, an error or an id by hand.

/**
 * The bound field: its value as text, handlers, and the errors to show — the schema's once the field was left or
 * the form submitted, the API's at once (cleared when the person edits the field). `format` rewrites what is
 * typed (the RUT formats itself).
 */
export function useBoundField(format?: (value: string) => unknown): BoundField {
  const field = useFieldContext<unknown>()
  const submitted = useStore(field.form.store, (s) => s.submissionAttempts > 0)
  const serverErrors = useServerFieldErrors(field.form, field.name)
  return bindField(
    field,
    submitted,
    { errors: serverErrors, clear: () => clearServerError(field.form, field.name) },
    format,
  )
}

/** What every framed field takes besides its native attributes. */
export interface FrameProps {
  label: ReactNode
  /** The label is read by screen readers but not shown (the placeholder says it on screen). */
  labelHidden?: boolean
  hint?: ReactNode
  /** The wrapper's extra class (a grid column, a narrow select). */
  className?: string
}

type Native<T> = Omit<T, 'onChange' | 'onBlur' | 'value' | 'name' | 'className' | 'children' | 'id' | 'checked'>

export function TextField({
  label,
  labelHidden,
  hint,
  className,
  format,
  ...native
}: FrameProps & Native<InputHTMLAttributes<HTMLInputElement>> & { format?: (value: string) => string }) {
  const { errors, onChange, ...bound } = useBoundField(format)
  return (
    <FormField label={label} labelHidden={labelHidden} hint={hint} className={className} errors={errors}>
      {(ids) => (
        <input type="text" {...native} {...controlProps(ids)} {...bound} onChange={(e) => onChange(e.target.value)} />
      )}
    </FormField>
  )
}

/** A textarea; `hint` may be a function of the current text (a live character count). */
export function TextareaField({
  label,
  hint,
  className,
  ...native
}: Omit<FrameProps, 'hint'> &
  Native<TextareaHTMLAttributes<HTMLTextAreaElement>> & { hint?: ReactNode | ((value: string) => ReactNode) }) {
  const { errors, onChange, ...bound } = useBoundField()
  return (
    <FormField
      label={label}
      hint={typeof hint === 'function' ? hint(bound.value) : hint}
      className={className}
      errors={errors}
    >
      {(ids) => <textarea {...native} {...controlProps(ids)} {...bound} onChange={(e) => onChange(e.target.value)} />}
    </FormField>
  )
}

export interface SelectOption {
  value: string
  label: string
}

export function SelectField({
  label,
  hint,
  className,
  options,
  placeholder,
  numeric = false,
  ...native
}: FrameProps &
  Native<SelectHTMLAttributes<HTMLSelectElement>> & {
    options: readonly SelectOption[]
    /** The first, empty option ("Elige…"); none when the field always has a value. */
    placeholder?: string
    /** The field holds a number (an id); 0 is "nothing chosen" and shows the placeholder. */
    numeric?: boolean
  }) {
  const { errors, onChange, value, ...bound } = useBoundField(numeric ? Number : undefined)
  return (
    <FormField label={label} hint={hint} className={className} errors={errors}>
      {(ids) => (
        <select
          {...native}
          {...controlProps(ids)}
          {...bound}
          value={numeric && value === '0' ? '' : value}
          onChange={(e) => onChange(e.target.value)}
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

/** The error line of a control that has no <FormField> frame (a checkbox, a group of radios). */
function useInlineError(errors: readonly unknown[]) {
  const { i18n } = useLingui()
  const id = useId()
  const error = firstErrorText(errors, i18n)
  return {
    id,
    error,
    control: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, false, Boolean(error)) },
    line: error ? (
      <p id={`${id}-error`} className="field-error">
        <span role="alert">{error}</span>
      </p>
    ) : null,
  }
}

/** A boolean field as one checkbox, its label beside it. */
export function CheckboxField({ label, className }: { label: ReactNode; className?: string }) {
  const field = useFieldContext<boolean>()
  const { errors } = useBoundField()
  const { id, control, line } = useInlineError(errors)
  return (
    <div className={className}>
      <label className="checkbox" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name={field.name}
          checked={Boolean(field.state.value)}
          onChange={(e) => field.handleChange(e.target.checked)}
          onBlur={field.handleBlur}
          {...control}
        />
        {label}
      </label>
      {line}
    </div>
  )
}

/**
 * One of a few values as radio buttons in a fieldset: as pills (person or company) or as a plain list
 * (the back-office's reasons and roles, with their legend shown).
 */
export function ChoiceField<T extends string | boolean>({
  legend,
  legendHidden = false,
  options,
  look = 'pills',
  className,
}: {
  legend: ReactNode
  legendHidden?: boolean
  options: readonly { value: T; label: ReactNode }[]
  look?: 'pills' | 'list'
  className?: string
}) {
  const field = useFieldContext<T>()
  const { errors } = useBoundField()
  const { control, line } = useInlineError(errors)
  return (
    <fieldset className={className} aria-describedby={control['aria-describedby']}>
      <legend className={legendHidden ? 'visually-hidden' : undefined}>{legend}</legend>
      {options.map((option) => {
        const checked = field.state.value === option.value
        return (
          <label
            key={String(option.value)}
            className={look === 'pills' ? `choice${checked ? ' choice--on' : ''}` : undefined}
          >
            <input
              type="radio"
              name={field.name}
              value={String(option.value)}
              checked={checked}
              onChange={() => field.handleChange(option.value)}
            />
            {look === 'list' ? ' ' : null}
            {option.label}
          </label>
        )
      })}
      {line}
    </fieldset>
  )
}
