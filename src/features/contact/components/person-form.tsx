import { Trans, useLingui } from '@lingui/react/macro'
import { CONTACT_CAPTCHA_ACTION, PERSON_MOTIVES, contactRequestSchema } from '~/contract/contact'
import { ShopForm } from '~/ui/form/form-kit'
import type { CaptchaConfig } from '~/ui/captcha'
import { sendContactFn } from '../contact.functions'
import { PERSON_MOTIVE_OPTIONS } from '../motives'
import { usePersonSpecs } from './field-specs'
import { MessageField, MotiveField, SubmitRow } from './form-parts'
import { useContactForm } from './use-contact-form'

// docs/product.md, The shop and its people contact as a person; What the shop stores fields first name, last name, email, phone, motive, message; Validation and messages messages.
export function PersonContactForm({ captcha }: { captcha: CaptchaConfig }) {
  const { t, i18n } = useLingui()
  const persons = usePersonSpecs('person')
  const form = useContactForm({
    defaultValues: { first_name: '', last_name: '', email: '', phone: '', motive: '', message: '' },
    schema: contactRequestSchema,
    captcha,
    action: CONTACT_CAPTCHA_ACTION,
    send: (value, recaptchaResponse) => sendContactFn({ data: { ...value, recaptchaResponse } }),
  })
  const motives = PERSON_MOTIVES.map((value) => ({ value, label: i18n._(PERSON_MOTIVE_OPTIONS[value]) }))

  return (
    <ShopForm form={form} className="contact-form" aria-label={t`Formulario de contacto para personas`}>
      <div className="contact-form__grid">
        {persons.map(({ name, ...spec }) => (
          <form.AppField key={name} name={name}>
            {(f) => <f.TextField required {...spec} />}
          </form.AppField>
        ))}
        <form.AppField name="motive">{() => <MotiveField options={motives} />}</form.AppField>
        <form.AppField name="message">
          {() => (
            <MessageField
              placeholder={t`Cuéntanos en qué te podemos ayudar. Si es sobre un pedido, incluye su número.`}
            />
          )}
        </form.AppField>
      </div>
      <SubmitRow pending={<Trans>Enviando…</Trans>}>
        <Trans>Enviar mensaje</Trans>
      </SubmitRow>
    </ShopForm>
  )
}
