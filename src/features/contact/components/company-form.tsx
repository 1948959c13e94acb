import { Trans, useLingui } from '@lingui/react/macro'
import { useForm } from '@tanstack/react-form'
import { COMPANY_CONTACT_CAPTCHA_ACTION, COMPANY_MOTIVES, companyContactRequestSchema } from '~/contract/contact'
import { bindField, formSchema, useFormBinding } from '~/ui/form/form-binding'
import { TextField } from '~/ui/form/form-field'
import { sendCompanyContactFn } from '../contact.functions'
import { COMPANY_MOTIVE_OPTIONS } from '../motives'
import { useCompanySpecs, usePersonSpecs } from './field-specs'
import { MessageField, MotiveField, SubmitRow } from './form-parts'
import type { CaptchaConfig } from '~/ui/captcha'
import { useContactSubmit } from './use-contact-submit'

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

// docs/product.md, The shop and its people contact as a company; What the shop stores fields company name, razón social, giro, RUT and the contact person;
// Validation and messages messages and the RUT that formats itself as it is typed (dots and a hyphen before the check digit).
export function CompanyContactForm({ captcha }: { captcha: CaptchaConfig }) {
  const { t, i18n } = useLingui()
  const { server, formRef, submitOptions } = useFormBinding()
  const companies = useCompanySpecs()
  const persons = usePersonSpecs('company')
  const submit = useContactSubmit({ captcha, action: COMPANY_CONTACT_CAPTCHA_ACTION, server })
  const form = useForm({
    ...submitOptions,
    defaultValues: EMPTY,
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
                {companies.map(({ name, format, ...spec }) => (
                  <form.Field key={name} name={name}>
                    {(field) => <TextField required {...spec} {...bindField(field, submitted, server, format)} />}
                  </form.Field>
                ))}
              </div>
            </fieldset>
            <fieldset className="contact-form__group">
              <legend>
                <Trans>Persona de contacto</Trans>
              </legend>
              <div className="contact-form__grid">
                {persons.map(({ name, format, ...spec }) => (
                  <form.Field key={name} name={name}>
                    {(field) => <TextField required {...spec} {...bindField(field, submitted, server, format)} />}
                  </form.Field>
                ))}
              </div>
            </fieldset>
            <fieldset className="contact-form__group">
              <legend>
                <Trans>Tu solicitud</Trans>
              </legend>
              <div className="contact-form__grid">
                <form.Field name="motive">
                  {(field) => <MotiveField options={motives} {...bindField(field, submitted, server)} />}
                </form.Field>
                <form.Field name="message">
                  {(field) => (
                    <MessageField
                      placeholder={t`Cuéntanos qué necesitas: cantidades, fechas, presupuesto aproximado.`}
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
