import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { changePasswordFn } from '../account.functions'
import { NewPasswordFields } from './account-fields'
import { passwordChangeSchema } from '~/contract/profile'
import { useErrorModal } from '~/ui/error-modal'
import { FORM_DEFAULTS, ShopForm, setServerErrors, useAppForm } from '~/ui/form/form-kit'

// docs/product.md, Pages: password change (current and new password, confirmation). Other sessions end.
export function PasswordForm() {
  const { t } = useLingui()
  const showError = useErrorModal()
  const [done, setDone] = useState<string | null>(null)
  const form = useAppForm({
    ...FORM_DEFAULTS,
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
    validators: { onChange: passwordChangeSchema },
    onSubmit: async ({ value, formApi }) => {
      setDone(null)
      const result = await changePasswordFn({ data: value })
      if (!result.ok) {
        if (result.status === 422) setServerErrors(formApi, result.fieldErrors)
        else showError(result)
        return
      }
      formApi.reset()
      setDone(result.data.message)
    },
  })
  return (
    <ShopForm form={form} className="account-form" aria-labelledby="password-title">
      <h2 id="password-title" className="account-form__title">
        <Trans>Cambiar contraseña</Trans>
      </h2>
      <p className="account-form__hint">
        <Trans>Al cambiarla se cerrará tu sesión en los demás dispositivos.</Trans>
      </p>
      <div className="form-grid">
        <form.AppField name="current_password">
          {(f) => (
            <f.TextField
              className="form-grid__full"
              label={t`Contraseña actual`}
              type="password"
              autoComplete="current-password"
            />
          )}
        </form.AppField>
        <NewPasswordFields
          form={form}
          fields={{ password: 'password', password_confirmation: 'password_confirmation' }}
          label={t`Nueva contraseña`}
          confirmLabel={t`Confirmar nueva contraseña`}
        />
      </div>
      <div className="account-form__actions">
        <form.SubmitButton>
          <Trans>Cambiar contraseña</Trans>
        </form.SubmitButton>
        {done ? (
          <p className="account-form__saved" role="status">
            {done}
          </p>
        ) : null}
      </div>
    </ShopForm>
  )
}
