import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { resetFn } from '../account.functions'
import { NewPasswordFields } from './account-fields'
import { resetRequestSchema } from '~/contract/auth'
import { useErrorModal } from '~/ui/error-modal'
import { FORM_DEFAULTS, ShopForm, setServerErrors, useAppForm } from '~/ui/form/form-kit'

// docs/product.md, Pages /reiniciar-contrasena with the single-use token of the e-mail (valid one hour).
export function ResetForm({ token }: { token: string }) {
  const { t } = useLingui()
  const showError = useErrorModal()
  const [done, setDone] = useState<string | null>(null)
  const [invalidLink, setInvalidLink] = useState<string | null>(null)
  const form = useAppForm({
    ...FORM_DEFAULTS,
    defaultValues: { token, password: '', password_confirmation: '' },
    validators: { onChange: resetRequestSchema },
    onSubmit: async ({ value, formApi }) => {
      const result = await resetFn({ data: value })
      if (result.ok) return setDone(result.data.message)
      if (result.fieldErrors.token) return setInvalidLink(result.fieldErrors.token.join(' '))
      if (result.status === 422) setServerErrors(formApi, result.fieldErrors)
      else showError(result)
    },
  })

  if (!token || invalidLink) {
    return (
      <div className="auth-form">
        <p className="auth-form__alert" role="alert">
          {invalidLink ?? t`El enlace para reiniciar la contraseña no es válido o ya expiró. Solicita uno nuevo.`}
        </p>
        <Link to="/recuperar-contrasena" className="button button--primary">
          <Trans>Solicitar un nuevo enlace</Trans>
        </Link>
      </div>
    )
  }
  if (done) {
    return (
      <div className="auth-form">
        <p className="auth-form__success" role="status">
          {done}
        </p>
        <Link to="/iniciar-sesion" className="button button--primary">
          <Trans>Iniciar sesión</Trans>
        </Link>
      </div>
    )
  }
  return (
    <ShopForm form={form} className="auth-form">
      <NewPasswordFields
        form={form}
        fields={{ password: 'password', password_confirmation: 'password_confirmation' }}
        label={t`Nueva contraseña`}
        confirmLabel={t`Confirmar contraseña`}
      />
      <form.SubmitButton className="button--large auth-form__submit">
        <Trans>Guardar contraseña</Trans>
      </form.SubmitButton>
    </ShopForm>
  )
}
