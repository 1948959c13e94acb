import { useLingui } from '@lingui/react/macro'
import type { AnyFormApi } from '@tanstack/react-form'
import { useNavigate } from '@tanstack/react-router'
import type { Outcome } from '~/lib/outcome'
import { getCaptchaToken, type CaptchaConfig } from '~/ui/captcha'
import { useErrorModal } from '~/ui/error-modal'
import { focusFirstInvalid, setServerErrors } from '~/ui/form/form-kit'
import { clearDraft, saveConfirmation, saveFailure, type ReservationKind } from '../draft'

/**
 * The submit of both reservation forms (docs/product.md, The API POST /events and POST /reservations, each with a
 * captcha token): success keeps the confirmation for the thank-you page and drops the draft; a 422 on the form's
 * fields shows them inline and focuses the first; a 422 on nothing the person can fix (the captcha) shows the error
 * dialog; any other refusal goes to the failure page (docs/product.md, Errors), keeping the draft for "Volver a
 * intentar".
 */
export function useReservationSubmit(opts: {
  kind: ReservationKind
  captcha: CaptchaConfig
  action: string
  /** The form's field names: only errors on these can be shown inline. */
  fields: readonly string[]
  thanks: string
  failed: string
  /** Runs before leaving the page, whatever the answer (seats counts to refresh). */
  settle?: () => Promise<unknown>
}) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const showError = useErrorModal()
  return async (formApi: AnyFormApi, retry: string, send: (recaptchaResponse: string) => Promise<Outcome<unknown>>) => {
    try {
      const recaptchaResponse = opts.captcha.siteKey
        ? await getCaptchaToken({ ...opts.captcha, action: opts.action })
        : ''
      const result = await send(recaptchaResponse)
      if (result.ok) {
        saveConfirmation(opts.kind, result.data)
        saveFailure(opts.kind, null)
        clearDraft(opts.kind)
        await opts.settle?.()
        await navigate({ to: opts.thanks as never })
        return
      }
      if (result.status === 422 && Object.keys(result.fieldErrors).some((f) => opts.fields.includes(f))) {
        setServerErrors(formApi, result.fieldErrors)
        return focusFirstInvalid(formApi)
      }
      if (result.status === 422) return showError(result)
      saveFailure(opts.kind, { message: result.message, retry })
    } catch {
      saveFailure(opts.kind, { message: t`Hay un problema con el servidor, intenta más tarde`, retry })
    }
    await opts.settle?.()
    await navigate({ to: opts.failed as never })
  }
}
