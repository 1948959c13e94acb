import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { getCaptchaToken, type CaptchaConfig } from '~/ui/captcha'
import { useErrorModal } from '~/ui/error-modal'
import { FORM_DEFAULTS, ShopForm, setServerErrors, useAppForm } from '~/ui/form/form-kit'
import { subscribeStockAlert, type AlertOutcome } from '../back-in-stock.functions'

/**
 * "Avísame cuando vuelva" on a sold-out product. One click when signed in (the API uses the account's e-mail);
 * a guest is then asked for an e-mail, and the captcha runs only for them.
 */
export function BackInStock({ slug, captcha }: { slug: string; captcha?: CaptchaConfig }) {
  const { t } = useLingui()
  const [askEmail, setAskEmail] = useState(false)
  const [answer, setAnswer] = useState<AlertOutcome | null>(null)
  const showError = useErrorModal()
  const form = useAppForm({
    ...FORM_DEFAULTS,
    defaultValues: { email: '' },
    onSubmit: async ({ value, formApi }) => {
      const email = askEmail ? value.email.trim() : undefined
      let result: AlertOutcome
      try {
        const recaptchaResponse =
          email && captcha?.siteKey
            ? await getCaptchaToken({ provider: captcha.provider, siteKey: captcha.siteKey, action: 'stockAlert' })
            : ''
        result = await subscribeStockAlert({ data: { slug, email, recaptchaResponse } })
      } catch (err) {
        return showError(err)
      }
      // A guest's first click: the API asks for the e-mail on the `email` field.
      if (!result.ok && result.status === 422 && !askEmail && result.fieldErrors.email) {
        setAskEmail(true)
        setAnswer(null)
        return
      }
      setServerErrors(formApi, result.ok ? {} : result.fieldErrors)
      setAnswer(result)
    },
  })
  if (answer?.ok) {
    return (
      <p className="back-in-stock back-in-stock--done" role="status">
        {answer.message}
      </p>
    )
  }
  return (
    <ShopForm form={form} className="back-in-stock" aria-labelledby="back-in-stock-title">
      <p className="back-in-stock__title" id="back-in-stock-title">
        {t`Este producto está agotado. Te avisamos por correo cuando vuelva.`}
      </p>
      {askEmail && (
        <form.AppField name="email">
          {(f) => <f.TextField label={t`Tu correo`} type="email" autoComplete="email" required autoFocus />}
        </form.AppField>
      )}
      {answer && !answer.ok && !answer.fieldErrors.email?.length && (
        <p className="back-in-stock__error" role="alert">
          {answer.message}
        </p>
      )}
      <form.SubmitButton variant="secondary">{t`Avísame cuando vuelva`}</form.SubmitButton>
    </ShopForm>
  )
}
