import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { NEWSLETTER_CAPTCHA_ACTION } from '~/contract/newsletter'
import { emailSchema, validationMessage } from '~/lib/validation'
import { getCaptchaToken, type CaptchaProvider } from '~/ui/captcha'
import { MessageDialog } from '~/ui/message-dialog'
import { subscribeNewsletter } from '../newsletter.functions'

// docs/product.md, How things behave: idle → validating → loading → success | error. docs/product.md, Validation and messages: the e-mail is required and valid; validation
// runs first and stops the submit. docs/product.md, Errors: failure shows the generic server error dialog, success its own dialog.
type Status = 'idle' | 'validating' | 'loading' | 'success' | 'error'

export function NewsletterForm({
  captchaSiteKey,
  captchaProvider,
}: {
  captchaSiteKey: string
  captchaProvider: CaptchaProvider
}) {
  const { t, i18n } = useLingui()
  const id = useId()
  const [email, setEmail] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [status, setStatus] = useState<Status>('idle')

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (status === 'loading') return
    setStatus('validating')
    const parsed = v.safeParse(emailSchema, email)
    if (!parsed.success) {
      setFieldError(validationMessage(parsed.issues[0].message, i18n))
      setStatus('idle')
      return
    }
    setFieldError(null)
    setStatus('loading')
    try {
      const recaptchaResponse = captchaSiteKey
        ? await getCaptchaToken({
            provider: captchaProvider,
            siteKey: captchaSiteKey,
            action: NEWSLETTER_CAPTCHA_ACTION,
          })
        : ''
      await subscribeNewsletter({ data: { email: parsed.output, recaptchaResponse } })
      setStatus('success')
      setEmail('')
    } catch {
      setStatus('error')
    }
  }

  const errorId = `${id}-error`
  return (
    <form className="newsletter-form" noValidate onSubmit={submit} aria-busy={status === 'loading'}>
      <label htmlFor={`${id}-email`} className="visually-hidden">
        <Trans>Correo electrónico</Trans>
      </label>
      <div className="newsletter-form__row">
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t`tu@correo.cl`}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value)
            if (fieldError) setFieldError(null)
          }}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
        />
        <button type="submit" className="button button--gold" disabled={status === 'loading'}>
          {status === 'loading' ? <Trans>Enviando…</Trans> : <Trans>Suscribirme</Trans>}
        </button>
      </div>
      {fieldError ? (
        <p id={errorId} className="field-error" role="alert">
          {fieldError}
        </p>
      ) : null}
      <MessageDialog
        open={status === 'success'}
        onClose={() => setStatus('idle')}
        kind="success"
        title={t`¡Gracias por suscribirte!`}
        description={t`Pronto recibirás nuestras novedades, catas y ofertas en tu correo.`}
      />
      <MessageDialog
        open={status === 'error'}
        onClose={() => setStatus('idle')}
        kind="error"
        title={t`Ha ocurrido un error`}
        description={t`Hay un problema con el servidor, intenta más tarde`}
      />
    </form>
  )
}
