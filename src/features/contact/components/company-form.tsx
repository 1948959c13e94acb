import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { COMPANY_CONTACT_CAPTCHA_ACTION, COMPANY_MOTIVES, companyContactRequestSchema } from '~/contract/contact'
import { ShopForm } from '~/ui/form/form-kit'
import type { CaptchaConfig } from '~/ui/captcha'
import { sendCompanyContactFn } from '../contact.functions'
import { COMPANY_MOTIVE_OPTIONS } from '../motives'
import { useCompanySpecs, usePersonSpecs } from './field-specs'
import { MessageField, MotiveField, SubmitRow } from './form-parts'
import { useContactForm } from './use-contact-form'

// docs/product.md, The shop and its people contact as a company; What the shop stores fields company name, razón social, giro, RUT and the contact person;
// Validation and messages messages and the RUT that formats itself as it is typed (dots and a hyphen before the check digit).
export function CompanyContactForm({ captcha }: { captcha: CaptchaConfig }) {
  const { t, i18n } = useLingui()
  const companySpecs = useCompanySpecs()
  const personSpecs = usePersonSpecs('company')
  const form = useContactForm({
    defaultValues: {
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
    },
    schema: companyContactRequestSchema,
    captcha,
    action: COMPANY_CONTACT_CAPTCHA_ACTION,
    send: (value, recaptchaResponse) => sendCompanyContactFn({ data: { ...value, recaptchaResponse } }),
  })
  const motives = COMPANY_MOTIVES.map((value) => ({ value, label: i18n._(COMPANY_MOTIVE_OPTIONS[value]) }))
  const textFields = (specs: typeof companySpecs | typeof personSpecs) =>
    specs.map(({ name, ...spec }) => (
      <form.AppField key={name} name={name}>
        {(f) => <f.TextField required {...spec} />}
      </form.AppField>
    ))

  return (
    <ShopForm form={form} className="contact-form" aria-label={t`Formulario de contacto para empresas`}>
      <Group legend={<Trans>Tu empresa</Trans>}>{textFields(companySpecs)}</Group>
      <Group legend={<Trans>Persona de contacto</Trans>}>{textFields(personSpecs)}</Group>
      <Group legend={<Trans>Tu solicitud</Trans>}>
        <form.AppField name="motive">{() => <MotiveField options={motives} />}</form.AppField>
        <form.AppField name="message">
          {() => <MessageField placeholder={t`Cuéntanos qué necesitas: cantidades, fechas, presupuesto aproximado.`} />}
        </form.AppField>
      </Group>
      <SubmitRow pending={<Trans>Enviando…</Trans>}>
        <Trans>Enviar solicitud</Trans>
      </SubmitRow>
    </ShopForm>
  )
}

function Group({ legend, children }: { legend: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="contact-form__group">
      <legend>{legend}</legend>
      <div className="contact-form__grid">{children}</div>
    </fieldset>
  )
}
