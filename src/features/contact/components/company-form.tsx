import { Trans, useLingui } from '@lingui/react/macro'
import { useForm } from '@tanstack/react-form'
import { useRef } from 'react'
import {
  COMPANY_CONTACT_CAPTCHA_ACTION,
  COMPANY_MOTIVES,
  COMPANY_TEXT_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  companyContactRequestSchema,
} from '~/contract/contact'
import { formatRut } from '~/lib/rut'
import { sendCompanyContactFn } from '../contact.functions'
import { COMPANY_MOTIVE_OPTIONS } from '../motives'
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

const EMPTY = {
  company_name: '',
  business_name: '',
  giro: '',
  rut: '',
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  motive: '',
  message: '',
}
type Values = typeof EMPTY

// spec §1 contact as a company; §3 fields company name, razón social, giro, RUT and the contact person;
// §5 messages and the RUT that formats itself as it is typed (dots and a hyphen before the check digit).
export function CompanyContactForm({ captcha }: { captcha: CaptchaConfig }) {
  const { t, i18n } = useLingui()
  const server = useServerErrors()
  const formRef = useRef<HTMLFormElement>(null)
  const submit = useContactSubmit({ captcha, action: COMPANY_CONTACT_CAPTCHA_ACTION, server })
  const form = useForm({
    ...SUBMIT_ALWAYS_VALIDATES,
    defaultValues: EMPTY,
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    validators: { onChange: formSchema<Values>(companyContactRequestSchema) },
    onSubmit: ({ value }) =>
      submit((recaptchaResponse) => sendCompanyContactFn({ data: { ...value, recaptchaResponse } })),
  })
  const motives = COMPANY_MOTIVES.map((value) => ({ value, label: i18n._(COMPANY_MOTIVE_OPTIONS[value]) }))

  return (
    <form
      ref={formRef}
      method="post"
      className="contact-form"
      noValidate
      aria-label={t`Formulario de contacto para empresas`}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <form.Subscribe selector={(s) => s.submissionAttempts > 0}>
        {(submitted) => (
          <>
            <fieldset className="contact-form__group">
              <legend>
                <Trans>Tu empresa</Trans>
              </legend>
              <div className="contact-form__grid">
                <form.Field name="company_name">
                  {(field) => (
                    <TextField
                      required
                      label={t`Nombre de la empresa`}
                      autoComplete="organization"
                      maxLength={COMPANY_TEXT_MAX}
                      {...bindField(field, submitted, server)}
                    />
                  )}
                </form.Field>
                <form.Field name="rut">
                  {(field) => (
                    <TextField
                      required
                      label={t`RUT`}
                      placeholder="76.123.456-0"
                      maxLength={12}
                      {...bindField(field, submitted, server, formatRut)}
                    />
                  )}
                </form.Field>
                <form.Field name="business_name">
                  {(field) => (
                    <TextField
                      required
                      label={t`Razón social`}
                      maxLength={COMPANY_TEXT_MAX}
                      {...bindField(field, submitted, server)}
                    />
                  )}
                </form.Field>
                <form.Field name="giro">
                  {(field) => (
                    <TextField
                      required
                      label={t`Giro`}
                      placeholder={t`Ej.: comercio al por menor`}
                      maxLength={COMPANY_TEXT_MAX}
                      {...bindField(field, submitted, server)}
                    />
                  )}
                </form.Field>
              </div>
            </fieldset>
            <fieldset className="contact-form__group">
              <legend>
                <Trans>Persona de contacto</Trans>
              </legend>
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
                      placeholder={t`nombre@empresa.cl`}
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
                      placeholder="+56 2 2345 6789"
                      {...bindField(field, submitted, server)}
                    />
                  )}
                </form.Field>
              </div>
            </fieldset>
            <fieldset className="contact-form__group">
              <legend>
                <Trans>Tu solicitud</Trans>
              </legend>
              <div className="contact-form__grid">
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
                      placeholder={t`Cuéntanos qué necesitas: cantidades, fechas, presupuesto aproximado.`}
                      hint={<MessageCounter length={String(field.state.value).length} />}
                      className="contact-form__full"
                      {...bindField(field, submitted, server)}
                    />
                  )}
                </form.Field>
              </div>
            </fieldset>
          </>
        )}
      </form.Subscribe>
      <form.Subscribe selector={(s) => s.isSubmitting}>
        {(submitting) => (
          <SubmitRow busy={submitting}>
            {submitting ? <Trans>Enviando…</Trans> : <Trans>Enviar solicitud</Trans>}
          </SubmitRow>
        )}
      </form.Subscribe>
    </form>
  )
}
