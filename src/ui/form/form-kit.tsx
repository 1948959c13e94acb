import { createFormHook, useStore, type AnyFormApi } from '@tanstack/react-form'
import { useHydrated } from '@tanstack/react-router'
import { useEffect, type ComponentType, type FormHTMLAttributes, type PropsWithChildren, type ReactNode } from 'react'
import { fieldContext, formContext, useFormContext } from './context'
import { CheckboxField, ChoiceField, SelectField, TextField, TextareaField } from './fields'
import { SUBMIT_ALWAYS_VALIDATES } from './form-binding'
import { focusFirstInvalid, formExtras } from './server-errors'

// The shop's one form kit (docs/CONTRIBUTING.md, "A form"): TanStack Form's createFormHook with the field
// components of fields.tsx and the form components below. A form is
//   const form = useAppForm({ ...FORM_DEFAULTS, defaultValues, validators: { onChange: schema }, onSubmit })
//   <ShopForm form={form}> <form.AppField name="…">{(f) => <f.TextField label=… />}</form.AppField>
//     <form.SubmitButton pending={…}>…</form.SubmitButton> </ShopForm>
// and on a 422 its onSubmit calls setServerErrors(formApi, result.fieldErrors).

/** The button looks of styles/base.css (primary in page forms, gold on the dark footer; null: the className says it). */
type ButtonVariant = 'primary' | 'secondary' | 'gold' | null

/**
 * A form's submit button, busy while the form submits (`pending` replaces the label meanwhile). Disabled until the
 * page is hydrated: a click before that would submit the form natively to a page that does not handle it (putting
 * what was typed, passwords included, in a request nobody reads, and losing it).
 */
export function SubmitButton({
  className,
  variant,
  pending,
  children,
}: {
  className?: string
  variant?: ButtonVariant
  pending?: ReactNode
  children: ReactNode
}) {
  const form = useFormContext()
  const busy = useStore(form.store, (s) => s.isSubmitting)
  return (
    <PlainSubmitButton busy={busy} className={className} variant={variant}>
      {busy && pending !== undefined ? pending : children}
    </PlainSubmitButton>
  )
}

/** The same button for a form whose busy state is not a TanStack form's (a single action button). */
export function PlainSubmitButton({
  busy,
  className,
  variant = 'primary',
  children,
}: {
  busy: boolean
  className?: string
  variant?: ButtonVariant
  children: ReactNode
}) {
  const hydrated = useHydrated()
  return (
    <button
      type="submit"
      className={['button', variant ? `button--${variant}` : '', className ?? ''].filter(Boolean).join(' ')}
      disabled={busy || !hydrated}
      aria-busy={busy || undefined}
    >
      {children}
    </button>
  )
}

export const { useAppForm, withForm, withFieldGroup } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, TextareaField, SelectField, CheckboxField, ChoiceField },
  formComponents: { SubmitButton },
})

/**
 * Options every form starts from: every submit validates every field, and a refused one moves the focus to the
 * first field to fix.
 */
export const FORM_DEFAULTS = {
  ...SUBMIT_ALWAYS_VALIDATES,
  onSubmitInvalid: ({ formApi }: { formApi: AnyFormApi }) => focusFirstInvalid(formApi),
} as const

type KitForm = AnyFormApi & { AppForm: ComponentType<PropsWithChildren> }

/**
 * The <form> element of a kit form: posts nothing natively (the submit runs TanStack's handleSubmit), validates in
 * the page rather than with the browser's bubbles (noValidate), and provides the form to its form components.
 * Nothing resets the values after a failed submit: what the person typed stays.
 */
export function ShopForm({
  form,
  children,
  ...attributes
}: { form: KitForm; children: ReactNode } & Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'method' | 'noValidate' | 'children'
>) {
  // What someone typed before this form's code arrived (the page shows the server's HTML first) is kept: the text
  // fields' values in the page are taken into the form's state once it comes alive.
  useEffect(() => {
    const element = formExtras(form).element
    if (!element) return
    for (const input of element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input[name]:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea[name]',
    )) {
      const current: unknown = form.getFieldValue(input.name as never)
      if (typeof current === 'string' && input.value && input.value !== current)
        form.setFieldValue(input.name as never, input.value as never)
    }
  }, [form])
  return (
    <form.AppForm>
      <form
        {...attributes}
        ref={(element) => {
          formExtras(form).element = element
        }}
        method="post"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          event.stopPropagation()
          void form.handleSubmit()
        }}
      >
        {children}
      </form>
    </form.AppForm>
  )
}

export { setServerErrors, focusFirstInvalid } from './server-errors'
export { formSchema } from './form-binding'
