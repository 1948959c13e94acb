import { Trans, useLingui } from '@lingui/react/macro'
import { useForm } from '@tanstack/react-form'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { recoverFn } from '../account.functions'
import { recoverRequestSchema } from '~/contract/auth'
import { useErrorModal } from '~/ui/error-modal'
import { bindField, useFormBinding } from '~/ui/form/form-binding'
import { TextField } from '~/ui/form/form-field'
import { SubmitButton } from '~/ui/form/submit-button'

// docs/product.md, Pages /recuperar-contrasena: the same answer whether the e-mail has an account or not.
export function RecoverForm() {
  const { t } = useLingui()
  const showError = useErrorModal()
  const { server, formRef, submitOptions } = useFormBinding()
  const [sent, setSent] = useState<string | null>(null)
  const form = useForm({
    ...submitOptions,
    defaultValues: { email: '' },
    validators: { onChange: recoverRequestSchema },
    onSubmit: async ({ value }) => {
      const result = await recoverFn({ data: value })
      if (result.ok) setSent(result.data.message)
      else if (result.status === 422) server.setServerErrors(result.fieldErrors)
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
          <form.Field name="email">
            {(field) => (
              <TextField
                label={t`Correo electrónico`}
                type="email"
                autoComplete="email"
                {...bindField(field, submitted, server)}
              />
            )}
          </form.Field>
        )}
      </form.Subscribe>
      <form.Subscribe selector={(s) => s.isSubmitting}>
        {(submitting) => (
          <SubmitButton busy={submitting} className="button--large auth-form__submit">
            <Trans>Enviar enlace</Trans>
          </SubmitButton>
        )}
      </form.Subscribe>
      <p className="auth-form__switch">
        <Link to="/iniciar-sesion">
          <Trans>Volver a iniciar sesión</Trans>
        </Link>
      </p>
    </form>
  )
}
