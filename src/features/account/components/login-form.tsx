import { Trans, useLingui } from '@lingui/react/macro'
import { useForm } from '@tanstack/react-form'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { loginFn } from '../account.functions'
import { loginRequestSchema } from '~/contract/auth'
import { useErrorModal } from '~/ui/error-modal'
import { bindField, useFormBinding } from '~/ui/form/form-binding'
import { TextField } from '~/ui/form/form-field'
import { SubmitButton } from '~/ui/form/submit-button'

// docs/product.md, Pages /iniciar-sesion; How things behave: after login go home or to the remembered local path;
// Errors: a password mismatch at login shows a recovery link.
export function LoginForm({ redirectTo }: { redirectTo?: string }) {
  const { t } = useLingui()
  const router = useRouter()
  const queryClient = useQueryClient()
  const showError = useErrorModal()
  const { server, formRef, submitOptions } = useFormBinding()
  const [badCredentials, setBadCredentials] = useState<string | null>(null)

  const form = useForm({
    ...submitOptions,
    defaultValues: { email: '', password: '' },
    validators: { onChange: loginRequestSchema },
    onSubmit: async ({ value }) => {
      setBadCredentials(null)
      const result = await loginFn({ data: { ...value, redirect: redirectTo } })
      if (!result.ok) {
        if (result.status === 401) setBadCredentials(result.message)
        else if (result.status === 422) server.setServerErrors(result.fieldErrors)
        else showError(result)
        return
      }
      // Everything cached for the previous visitor (header, cart owner, account data) is stale now.
      await queryClient.invalidateQueries()
      await router.invalidate()
      await router.navigate({ href: result.data.redirectTo, replace: true })
    },
  })

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
            <form.Field name="email">
              {(field) => (
                <TextField
                  label={t`Correo electrónico`}
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  {...bindField(field, submitted, server)}
                />
              )}
            </form.Field>
            <form.Field name="password">
              {(field) => (
                <TextField
                  label={t`Contraseña`}
                  type="password"
                  autoComplete="current-password"
                  {...bindField(field, submitted, server)}
                />
              )}
            </form.Field>
          </>
        )}
      </form.Subscribe>
      {badCredentials ? (
        <div className="auth-form__alert" role="alert">
          <p>{badCredentials}</p>
          <Link to="/recuperar-contrasena">
            <Trans>¿Olvidaste tu contraseña? Recupérala aquí</Trans>
          </Link>
        </div>
      ) : null}
      <div className="auth-form__row">
        <Link to="/recuperar-contrasena" className="auth-form__link">
          <Trans>¿Olvidaste tu contraseña?</Trans>
        </Link>
      </div>
      <form.Subscribe selector={(s) => s.isSubmitting}>
        {(submitting) => (
          <SubmitButton busy={submitting} className="button--large auth-form__submit">
            {submitting ? <Trans>Ingresando…</Trans> : <Trans>Iniciar sesión</Trans>}
          </SubmitButton>
        )}
      </form.Subscribe>
      <p className="auth-form__switch">
        <Trans>¿Aún no tienes cuenta?</Trans>{' '}
        <Link to="/registro" search={redirectTo ? { redirect: redirectTo } : {}}>
          <Trans>Regístrate</Trans>
        </Link>
      </p>
    </form>
  )
}
