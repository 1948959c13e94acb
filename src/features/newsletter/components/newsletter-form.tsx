import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { NEWSLETTER_CAPTCHA_ACTION, newsletterRequestSchema } from '~/contract/newsletter'
import { getCaptchaToken, type CaptchaProvider } from '~/ui/captcha'
import { FORM_DEFAULTS, ShopForm, formSchema, useAppForm } from '~/ui/form/form-kit'
import { MessageDialog } from '~/ui/message-dialog'
import { subscribeNewsletter } from '../newsletter.functions'

// docs/product.md, How things behave: idle → validating → loading → success | error. docs/product.md, Validation and messages: the e-mail is required and valid; validation
// runs first and stops the submit. docs/product.md, Errors: failure shows the generic server error dialog, success its own dialog.
type Outcome = 'success' | 'error' | null

export function NewsletterForm({
  captchaSiteKey,
  captchaProvider,
}: {
  captchaSiteKey: string
  captchaProvider: CaptchaProvider
}) {
  const { t } = useLingui()
  const [outcome, setOutcome] = useState<Outcome>(null)
  const form = useAppForm({
    ...FORM_DEFAULTS,
    defaultValues: { email: '' },
    validators: { onChange: formSchema<{ email: string }>(newsletterRequestSchema) },
    onSubmit: async ({ value, formApi }) => {
      try {
        const recaptchaResponse = captchaSiteKey
          ? await getCaptchaToken({
              provider: captchaProvider,
              siteKey: captchaSiteKey,
              action: NEWSLETTER_CAPTCHA_ACTION,
            })
          : ''
        await subscribeNewsletter({ data: { email: value.email, recaptchaResponse } })
        formApi.reset()
        setOutcome('success')
      } catch {
        setOutcome('error')
      }
    },
  })

  return (
    <ShopForm form={form} className="newsletter-form">
      <div className="newsletter-form__row">
        <form.AppField name="email">
          {(f) => (
            <f.TextField
              label={<Trans>Correo electrónico</Trans>}
              labelHidden
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder={t`tu@correo.cl`}
            />
          )}
        </form.AppField>
        <form.SubmitButton variant="gold" pending={<Trans>Enviando…</Trans>}>
          <Trans>Suscribirme</Trans>
        </form.SubmitButton>
      </div>
      <MessageDialog
        open={outcome === 'success'}
        onClose={() => setOutcome(null)}
        kind="success"
        title={t`¡Gracias por suscribirte!`}
        description={t`Pronto recibirás nuestras novedades, catas y ofertas en tu correo.`}
      />
      <MessageDialog
        open={outcome === 'error'}
        onClose={() => setOutcome(null)}
        kind="error"
        title={t`Ha ocurrido un error`}
        description={t`Hay un problema con el servidor, intenta más tarde`}
      />
    </ShopForm>
  )
}
