import { Trans, useLingui } from '@lingui/react/macro'
import { useForm } from '@tanstack/react-form'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { resetFn } from '../account.functions'
import { PASSWORD_MIN, resetRequestSchema } from '~/contract/auth'
import { useErrorModal } from '~/ui/error-modal'
import { bindField, useFormBinding } from '~/ui/form/form-binding'
import { TextField } from '~/ui/form/form-field'
import { SubmitButton } from '~/ui/form/submit-button'

// docs/product.md, Pages /reiniciar-contrasena with the single-use token of the e-mail (valid one hour).
export function ResetForm({ token }: { token: string }) {
  const { t } = useLingui()
  const showError = useErrorModal()
  const { server, formRef, submitOptions } = useFormBinding()
  const [done, setDone] = useState<string | null>(null)
  const [invalidLink, setInvalidLink] = useState<string | null>(null)
  const form = useForm({
    ...submitOptions,
    defaultValues: { token, password: '', password_confirmation: '' },
    validators: { onChange: resetRequestSchema },
    onSubmit: async ({ value }) => {
      const result = await resetFn({ data: value })
      if (result.ok) return setDone(result.data.message)
      if (result.fieldErrors.token) return setInvalidLink(result.fieldErrors.token.join(' '))
      if (result.status === 422) server.setServerErrors(result.fieldErrors)
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
    <form
      ref={formRef}
      method="post"
      className="auth-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <form.Subscribe selector={(s) => s.submissionAttempts > 0}>
        {(submitted) => (
          <>
            <form.Field name="password">
              {(field) => (
                <TextField
                  label={t`Nueva contraseña`}
                  type="password"
                  autoComplete="new-password"
                  hint={t`Mínimo ${PASSWORD_MIN} caracteres.`}
                  {...bindField(field, submitted, server)}
                />
              )}
            </form.Field>
            <form.Field name="password_confirmation">
              {(field) => (
                <TextField
                  label={t`Confirmar contraseña`}
                  type="password"
                  autoComplete="new-password"
                  {...bindField(field, submitted, server)}
                />
              )}
            </form.Field>
          </>
        )}
      </form.Subscribe>
      <form.Subscribe selector={(s) => s.isSubmitting}>
        {(submitting) => (
          <SubmitButton busy={submitting} className="button--large auth-form__submit">
            <Trans>Guardar contraseña</Trans>
          </SubmitButton>
        )}
      </form.Subscribe>
    </form>
  )
}
