import { Trans, useLingui } from '@lingui/react/macro'
import { useForm } from '@tanstack/react-form'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { registerFn } from '../account.functions'
import { PASSWORD_MIN, registerRequestSchema } from '~/contract/auth'
import { formatRut } from '~/lib/rut'
import { useErrorModal } from '~/ui/error-modal'
import { bindField, formSchema, useFormBinding } from '~/ui/form/form-binding'
import { TextField } from '~/ui/form/form-field'
import { SubmitButton } from '~/ui/form/submit-button'

const EMPTY = {
  first_name: '',
  last_name: '',
  email: '',
  rut: '',
  phone: '',
  is_company: false,
  business_name: '',
  giro: '',
  password: '',
  password_confirmation: '',
}
type Values = typeof EMPTY

// docs/product.md, Pages /registro: natural person or company (razón social, giro), docs/product.md, Validation and messages messages, RUT auto-format.
export function RegisterForm({ redirectTo }: { redirectTo?: string }) {
  const { t } = useLingui()
  const router = useRouter()
  const queryClient = useQueryClient()
  const showError = useErrorModal()
  const { server, formRef, submitOptions } = useFormBinding()

  const form = useForm({
    ...submitOptions,
    defaultValues: EMPTY,
    validators: { onChange: formSchema<Values>(registerRequestSchema) },
    onSubmit: async ({ value }) => {
      const result = await registerFn({ data: { input: value, redirect: redirectTo } })
      if (!result.ok) {
        if (result.status === 422) server.setServerErrors(result.fieldErrors)
        showError(result)
        return
      }
      await queryClient.invalidateQueries()
      await router.invalidate()
      await router.navigate({
        href: result.data.redirectTo === '/' ? '/cuenta/mi-cuenta' : result.data.redirectTo,
        replace: true,
      })
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
      <form.Subscribe selector={(s) => [s.submissionAttempts > 0, s.values.is_company] as const}>
        {([submitted, isCompany]) => (
          <>
            <fieldset className="auth-form__choice">
              <legend className="visually-hidden">
                <Trans>Tipo de cliente</Trans>
              </legend>
              <form.Field name="is_company">
                {(field) => (
                  <>
                    <label className={`choice ${!field.state.value ? 'choice--on' : ''}`}>
                      <input
                        type="radio"
                        name="is_company"
                        checked={!field.state.value}
                        onChange={() => field.handleChange(false)}
                      />
                      <Trans>Persona</Trans>
                    </label>
                    <label className={`choice ${field.state.value ? 'choice--on' : ''}`}>
                      <input
                        type="radio"
                        name="is_company"
                        checked={field.state.value}
                        onChange={() => field.handleChange(true)}
                      />
                      <Trans>Empresa</Trans>
                    </label>
                  </>
                )}
              </form.Field>
            </fieldset>
            <div className="form-grid">
              <form.Field name="first_name">
                {(field) => (
                  <TextField label={t`Nombre`} autoComplete="given-name" {...bindField(field, submitted, server)} />
                )}
              </form.Field>
              <form.Field name="last_name">
                {(field) => (
                  <TextField label={t`Apellido`} autoComplete="family-name" {...bindField(field, submitted, server)} />
                )}
              </form.Field>
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
              <form.Field name="phone">
                {(field) => (
                  <TextField
                    label={t`Teléfono`}
                    type="tel"
                    autoComplete="tel"
                    placeholder="+56 9 1234 5678"
                    {...bindField(field, submitted, server)}
                  />
                )}
              </form.Field>
              <form.Field name="rut">
                {(field) => (
                  <TextField
                    label={t`RUT`}
                    inputMode="text"
                    placeholder="12.345.678-5"
                    maxLength={12}
                    {...bindField(field, submitted, server, formatRut)}
                  />
                )}
              </form.Field>
            </div>
            {isCompany ? (
              <div className="form-grid">
                <form.Field name="business_name">
                  {(field) => (
                    <TextField
                      label={t`Razón social`}
                      autoComplete="organization"
                      {...bindField(field, submitted, server)}
                    />
                  )}
                </form.Field>
                <form.Field name="giro">
                  {(field) => <TextField label={t`Giro`} {...bindField(field, submitted, server)} />}
                </form.Field>
              </div>
            ) : null}
            <div className="form-grid">
              <form.Field name="password">
                {(field) => (
                  <TextField
                    label={t`Contraseña`}
                    type="password"
                    autoComplete="new-password"
                    hint={t`Mínimo ${PASSWORD_MIN} caracteres. Una frase fácil de recordar es una buena contraseña.`}
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
            </div>
          </>
        )}
      </form.Subscribe>
      <form.Subscribe selector={(s) => s.isSubmitting}>
        {(submitting) => (
          <SubmitButton busy={submitting} className="button--large auth-form__submit">
            {submitting ? <Trans>Creando tu cuenta…</Trans> : <Trans>Crear cuenta</Trans>}
          </SubmitButton>
        )}
      </form.Subscribe>
      <p className="auth-form__switch">
        <Trans>¿Ya tienes cuenta?</Trans>{' '}
        <Link to="/iniciar-sesion" search={redirectTo ? { redirect: redirectTo } : {}}>
          <Trans>Inicia sesión</Trans>
        </Link>
      </p>
    </form>
  )
}
