import { Trans, useLingui } from '@lingui/react/macro'
import { useForm } from '@tanstack/react-form'
import { useState } from 'react'
import { changePasswordFn } from '../account.functions'
import { PASSWORD_MIN } from '~/contract/auth'
import { passwordChangeSchema } from '~/contract/profile'
import { useErrorModal } from '~/ui/error-modal'
import { bindField, useFormBinding } from '~/ui/form/form-binding'
import { TextField } from '~/ui/form/form-field'
import { SubmitButton } from '~/ui/form/submit-button'

// docs/product.md, Pages: password change (current and new password, confirmation). Other sessions end.
export function PasswordForm() {
  const { t } = useLingui()
  const showError = useErrorModal()
  const { server, formRef, submitOptions } = useFormBinding()
  const [done, setDone] = useState<string | null>(null)
  const form = useForm({
    ...submitOptions,
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
    validators: { onChange: passwordChangeSchema },
    onSubmit: async ({ value, formApi }) => {
      setDone(null)
      const result = await changePasswordFn({ data: value })
      if (!result.ok) {
        if (result.status === 422) server.setServerErrors(result.fieldErrors)
        else showError(result)
        return
      }
      formApi.reset()
      setDone(result.data.message)
    },
  })
  return (
    <form
      ref={formRef}
      method="post"
      className="account-form"
      noValidate
      aria-labelledby="password-title"
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <h2 id="password-title" className="account-form__title">
        <Trans>Cambiar contraseña</Trans>
      </h2>
      <p className="account-form__hint">
        <Trans>Al cambiarla se cerrará tu sesión en los demás dispositivos.</Trans>
      </p>
      <form.Subscribe selector={(s) => s.submissionAttempts > 0}>
        {(submitted) => (
          <div className="form-grid">
            <form.Field name="current_password">
              {(f) => (
                <TextField
                  className="form-grid__full"
                  label={t`Contraseña actual`}
                  type="password"
                  autoComplete="current-password"
                  {...bindField(f, submitted, server)}
                />
              )}
            </form.Field>
            <form.Field name="password">
              {(f) => (
                <TextField
                  label={t`Nueva contraseña`}
                  type="password"
                  autoComplete="new-password"
                  hint={t`Mínimo ${PASSWORD_MIN} caracteres.`}
                  {...bindField(f, submitted, server)}
                />
              )}
            </form.Field>
            <form.Field name="password_confirmation">
              {(f) => (
                <TextField
                  label={t`Confirmar nueva contraseña`}
                  type="password"
                  autoComplete="new-password"
                  {...bindField(f, submitted, server)}
                />
              )}
            </form.Field>
          </div>
        )}
      </form.Subscribe>
      <div className="account-form__actions">
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(submitting) => (
            <SubmitButton busy={submitting}>
              <Trans>Cambiar contraseña</Trans>
            </SubmitButton>
          )}
        </form.Subscribe>
        {done ? (
          <p className="account-form__saved" role="status">
            {done}
          </p>
        ) : null}
      </div>
    </form>
  )
}
