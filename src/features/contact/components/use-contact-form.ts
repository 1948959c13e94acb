import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import type * as v from 'valibot'
import { getCaptchaToken, type CaptchaConfig } from '~/ui/captcha'
import { useErrorModal } from '~/ui/error-modal'
import { FORM_DEFAULTS, formSchema, setServerErrors, useAppForm } from '~/ui/form/form-kit'
import type { ContactOutcome } from '../contact.functions'

/**
 * The form of both contact pages: a captcha token for the form's action (docs/product.md, The API), the call,
 * then the thank-you page on success (docs/product.md, Pages /contacto/gracias). On failure the generic error
 * modal (docs/product.md, Errors) and the API's field errors beside the fields; the form's values are never reset,
 * so nothing typed is lost.
 */
export function useContactForm<TValues extends Record<string, string>>(opts: {
  defaultValues: TValues
  schema: v.GenericSchema
  captcha: CaptchaConfig
  action: string
  send: (values: TValues, recaptchaResponse: string) => Promise<ContactOutcome>
}) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const showError = useErrorModal()
  return useAppForm({
    ...FORM_DEFAULTS,
    defaultValues: opts.defaultValues,
    validators: { onChange: formSchema<TValues>(opts.schema) },
    onSubmit: async ({ value, formApi }) => {
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
        result = await opts.send(value, recaptchaResponse)
      } catch {
        showError(t`Hay un problema con el servidor, intenta más tarde`)
        return
      }
      if (!result.ok) {
        if (result.status === 422) setServerErrors(formApi, result.fieldErrors)
        showError(result)
        return
      }
      await navigate({ to: '/contacto/gracias' })
    },
  })
}
