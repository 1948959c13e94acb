import { Trans, useLingui } from '@lingui/react/macro'
import { useForm } from '@tanstack/react-form'
import { useRef } from 'react'
import {
  CONTACT_CAPTCHA_ACTION,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  PERSON_MOTIVES,
  contactRequestSchema,
} from '~/contract/contact'
import { sendContactFn } from '../contact.functions'
import { PERSON_MOTIVE_OPTIONS } from '../motives'
import { SelectField, TextField, TextareaField } from '~/ui/form/form-field'
import {
  SUBMIT_ALWAYS_VALIDATES,
  bindField,
  focusFirstInvalid,
  formSchema,
  useServerErrors,
} from '~/ui/form/form-binding'
import { MessageCounter, SubmitRow } from './form-parts'
import { useContactSubmit, type CaptchaConfig } from './use-contact-submit'

const EMPTY = { first_name: '', last_name: '', email: '', phone: '', motive: '', message: '' }
type Values = typeof EMPTY

// spec §1 contact as a person; §3 fields first name, last name, email, phone, motive, message; §5 messages.
export function PersonContactForm({ captcha }: { captcha: CaptchaConfig }) {
  const { t, i18n } = useLingui()
  const server = useServerErrors()
  const formRef = useRef<HTMLFormElement>(null)
  const submit = useContactSubmit({ captcha, action: CONTACT_CAPTCHA_ACTION, server })
  const form = useForm({
    ...SUBMIT_ALWAYS_VALIDATES,
    defaultValues: EMPTY,
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    validators: { onChange: formSchema<Values>(contactRequestSchema) },
    onSubmit: ({ value }) => submit((recaptchaResponse) => sendContactFn({ data: { ...value, recaptchaResponse } })),
  })
  const motives = PERSON_MOTIVES.map((value) => ({ value, label: i18n._(PERSON_MOTIVE_OPTIONS[value]) }))

  return (
    <form
      ref={formRef}
      method="post"
      className="contact-form"
      noValidate
      aria-label={t`Formulario de contacto para personas`}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <form.Subscribe selector={(s) => s.submissionAttempts > 0}>
        {(submitted) => (
          <div className="contact-form__grid">
            <form.Field name="first_name">
              {(field) => (
                <TextField
                  required
                  label={t`Nombre`}
                  autoComplete="given-name"
                  maxLength={CONTACT_NAME_MAX}
                  {...bindField(field, submitted, server)}
                />
              )}
            </form.Field>
            <form.Field name="last_name">
              {(field) => (
                <TextField
                  required
                  label={t`Apellido`}
                  autoComplete="family-name"
                  maxLength={CONTACT_NAME_MAX}
                  {...bindField(field, submitted, server)}
                />
              )}
            </form.Field>
            <form.Field name="email">
              {(field) => (
                <TextField
                  required
                  label={t`Correo electrónico`}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  placeholder={t`tu@correo.cl`}
                  {...bindField(field, submitted, server)}
                />
              )}
            </form.Field>
            <form.Field name="phone">
              {(field) => (
                <TextField
                  required
                  label={t`Teléfono`}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  placeholder="+56 9 1234 5678"
                  {...bindField(field, submitted, server)}
                />
              )}
            </form.Field>
            <form.Field name="motive">
              {(field) => (
                <SelectField
                  required
                  label={t({ message: 'Motivo', context: 'contact form' })}
                  placeholder={t({ message: 'Elige un motivo', context: 'contact form' })}
                  options={motives}
                  className="contact-form__full"
                  {...bindField(field, submitted, server)}
                />
              )}
            </form.Field>
            <form.Field name="message">
              {(field) => (
                <TextareaField
                  rows={6}
                  required
                  label={t`Mensaje`}
                  maxLength={CONTACT_MESSAGE_MAX}
                  placeholder={t`Cuéntanos en qué te podemos ayudar. Si es sobre un pedido, incluye su número.`}
                  hint={<MessageCounter length={String(field.state.value).length} />}
                  className="contact-form__full"
                  {...bindField(field, submitted, server)}
                />
              )}
            </form.Field>
          </div>
        )}
      </form.Subscribe>
      <form.Subscribe selector={(s) => s.isSubmitting}>
        {(submitting) => (
          <SubmitRow busy={submitting}>
            {submitting ? <Trans>Enviando…</Trans> : <Trans>Enviar mensaje</Trans>}
          </SubmitRow>
        )}
      </form.Subscribe>
    </form>
  )
}
