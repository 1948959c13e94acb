import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { recoverFn } from '../account.functions'
import { recoverRequestSchema } from '~/contract/auth'
import { useErrorModal } from '~/ui/error-modal'
import { FORM_DEFAULTS, ShopForm, setServerErrors, useAppForm } from '~/ui/form/form-kit'

// docs/product.md, Pages /recuperar-contrasena: the same answer whether the e-mail has an account or not.
export function RecoverForm() {
  const { t } = useLingui()
  const showError = useErrorModal()
  const [sent, setSent] = useState<string | null>(null)
  const form = useAppForm({
    ...FORM_DEFAULTS,
    defaultValues: { email: '' },
    validators: { onChange: recoverRequestSchema },
    onSubmit: async ({ value, formApi }) => {
      const result = await recoverFn({ data: value })
      if (result.ok) setSent(result.data.message)
      else if (result.status === 422) setServerErrors(formApi, result.fieldErrors)
      else showError(result)
    },
  })

  if (sent) {
    return (
      <div className="auth-form">
        <p className="auth-form__success" role="status">
          {sent}
        </p>
        <Link to="/iniciar-sesion" className="button button--ghost">
          <Trans>Volver a iniciar sesión</Trans>
        </Link>
      </div>
    )
  }
  return (
    <ShopForm form={form} className="auth-form">
      <form.AppField name="email">
        {(f) => <f.TextField label={t`Correo electrónico`} type="email" autoComplete="email" />}
      </form.AppField>
      <form.SubmitButton className="button--large auth-form__submit">
        <Trans>Enviar enlace</Trans>
      </form.SubmitButton>
      <p className="auth-form__switch">
        <Link to="/iniciar-sesion">
          <Trans>Volver a iniciar sesión</Trans>
        </Link>
      </p>
    </ShopForm>
  )
}
