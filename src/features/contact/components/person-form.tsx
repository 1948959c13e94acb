import { Trans, useLingui } from '@lingui/react/macro'
import { useForm } from '@tanstack/react-form'
import { CONTACT_CAPTCHA_ACTION, PERSON_MOTIVES, contactRequestSchema } from '~/contract/contact'
import { bindField, formSchema, useFormBinding } from '~/ui/form/form-binding'
import { TextField } from '~/ui/form/form-field'
import { sendContactFn } from '../contact.functions'
import { PERSON_MOTIVE_OPTIONS } from '../motives'
import { usePersonSpecs } from './field-specs'
import { MessageField, MotiveField, SubmitRow } from './form-parts'
import type { CaptchaConfig } from '~/ui/captcha'
import { useContactSubmit } from './use-contact-submit'

const EMPTY = { first_name: '', last_name: '', email: '', phone: '', motive: '', message: '' }
type Values = typeof EMPTY

// docs/product.md, The shop and its people contact as a person; What the shop stores fields first name, last name, email, phone, motive, message; Validation and messages messages.
export function PersonContactForm({ captcha }: { captcha: CaptchaConfig }) {
  const { t, i18n } = useLingui()
  const { server, formRef, submitOptions } = useFormBinding()
  const persons = usePersonSpecs('person')
  const submit = useContactSubmit({ captcha, action: CONTACT_CAPTCHA_ACTION, server })
  const form = useForm({
    ...submitOptions,
    defaultValues: EMPTY,
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
            {persons.map(({ name, format, ...spec }) => (
              <form.Field key={name} name={name}>
                {(field) => <TextField required {...spec} {...bindField(field, submitted, server, format)} />}
              </form.Field>
            ))}
            <form.Field name="motive">
              {(field) => <MotiveField options={motives} {...bindField(field, submitted, server)} />}
            </form.Field>
            <form.Field name="message">
              {(field) => (
                <MessageField
                  placeholder={t`Cuéntanos en qué te podemos ayudar. Si es sobre un pedido, incluye su número.`}
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
