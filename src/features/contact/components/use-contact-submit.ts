import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { getCaptchaToken, type CaptchaConfig } from '~/ui/captcha'
import { useErrorModal } from '~/ui/error-modal'
import type { ContactOutcome } from '../contact.functions'
import type { ServerErrors } from '~/ui/form/form-binding'

/**
 * The submit of both contact forms: a captcha token for the form's action (docs/product.md, The API), the call, then the thank-you
 * page on success (docs/product.md, Pages /contacto/gracias). On failure the generic error modal (docs/product.md, Errors) and the API's field
 * errors beside the fields; the form's values are never reset, so nothing typed is lost.
 */
export function useContactSubmit(opts: {
  captcha: CaptchaConfig
  action: string
  server: Pick<ServerErrors, 'setServerErrors'>
}) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const showError = useErrorModal()
  return async (send: (recaptchaResponse: string) => Promise<ContactOutcome>) => {
    let recaptchaResponse = ''
    if (opts.captcha.siteKey) {
      try {
        recaptchaResponse = await getCaptchaToken({ ...opts.captcha, action: opts.action })
      } catch {
        showError(t`No pudimos verificar que no eres un robot. Intenta nuevamente.`)
        return
      }
    }
    let result: ContactOutcome
    try {
      result = await send(recaptchaResponse)
    } catch {
      showError(t`Hay un problema con el servidor, intenta más tarde`)
      return
    }
    if (!result.ok) {
      if (result.status === 422) opts.server.setServerErrors(result.fieldErrors)
      showError(result)
      return
    }
    await navigate({ to: '/contacto/gracias' })
  }
}
