import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { getCaptchaToken, type CaptchaConfig } from '~/ui/captcha'
import { useErrorModal } from '~/ui/error-modal'
import { FormField, controlProps } from '~/ui/form/form-field'
import { subscribeStockAlert, type AlertOutcome } from '../back-in-stock.functions'

/**
 * "Avísame cuando vuelva" on a sold-out product. One click when signed in (the API uses the account's e-mail);
 * a guest is then asked for an e-mail, and the captcha runs only for them.
 */
export function BackInStock({ slug, captcha }: { slug: string; captcha?: CaptchaConfig }) {
  const { t } = useLingui()
  const [askEmail, setAskEmail] = useState(false)
  const [email, setEmail] = useState('')
  const [answer, setAnswer] = useState<AlertOutcome | null>(null)
  const showError = useErrorModal()
  const mutation = useMutation({
    onError: (err) => showError(err),
    mutationFn: async (withEmail: string | undefined) => {
      const recaptchaResponse =
        withEmail && captcha?.siteKey
          ? await getCaptchaToken({ provider: captcha.provider, siteKey: captcha.siteKey, action: 'stockAlert' })
          : ''
      return subscribeStockAlert({ data: { slug, email: withEmail, recaptchaResponse } })
    },
    onSuccess: (result) => {
      // A guest's first click: the API asks for the e-mail on the `email` field.
      if (!result.ok && result.status === 422 && !askEmail && result.fieldErrors.email) {
        setAskEmail(true)
        setAnswer(null)
        return
      }
      setAnswer(result)
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    mutation.mutate(askEmail ? email.trim() : undefined)
  }
  if (answer?.ok) {
    return (
      <p className="back-in-stock back-in-stock--done" role="status">
        {answer.message}
      </p>
    )
  }
  const errors = answer && !answer.ok ? (answer.fieldErrors.email ?? []) : []
  return (
    <form className="back-in-stock" onSubmit={submit} noValidate aria-labelledby="back-in-stock-title">
      <p className="back-in-stock__title" id="back-in-stock-title">
        {t`Este producto está agotado. Te avisamos por correo cuando vuelva.`}
      </p>
      {askEmail && (
        <FormField label={t`Tu correo`} errors={errors}>
          {(ids) => (
            <input
              {...controlProps(ids)}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoFocus
            />
          )}
        </FormField>
      )}
      {answer && !answer.ok && errors.length === 0 && (
        <p className="back-in-stock__error" role="alert">
          {answer.message}
        </p>
      )}
      <button type="submit" className="button button--secondary" disabled={mutation.isPending}>
        {t`Avísame cuando vuelva`}
      </button>
    </form>
  )
}
