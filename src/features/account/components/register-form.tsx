import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { registerFn } from '../account.functions'
import { NewPasswordFields, PERSON, PersonFields } from './account-fields'
import { PASSWORD_MIN, registerRequestSchema } from '~/contract/auth'
import { useErrorModal } from '~/ui/error-modal'
import { FORM_DEFAULTS, ShopForm, formSchema, setServerErrors, useAppForm } from '~/ui/form/form-kit'

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

// docs/product.md, Pages /registro: natural person or company (razón social, giro), the messages of docs/product.md, Validation and messages, RUT auto-format.
export function RegisterForm({ redirectTo }: { redirectTo?: string }) {
  const { t } = useLingui()
  const router = useRouter()
  const queryClient = useQueryClient()
  const showError = useErrorModal()

  const form = useAppForm({
    ...FORM_DEFAULTS,
    defaultValues: EMPTY,
    validators: { onChange: formSchema<Values>(registerRequestSchema) },
    onSubmit: async ({ value, formApi }) => {
      const result = await registerFn({ data: { input: value, redirect: redirectTo } })
      if (!result.ok) {
        if (result.status === 422) setServerErrors(formApi, result.fieldErrors)
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
  const isCompany = useStore(form.store, (s) => s.values.is_company)

  return (
    <ShopForm form={form} className="auth-form">
      <form.AppField name="is_company">
        {(f) => (
          <f.ChoiceField
            className="auth-form__choice"
            legend={<Trans>Tipo de cliente</Trans>}
            legendHidden
            options={[
              { value: false, label: <Trans>Persona</Trans> },
              { value: true, label: <Trans>Empresa</Trans> },
            ]}
          />
        )}
      </form.AppField>
      <div className="form-grid">
        <PersonFields form={form} fields={PERSON} />
      </div>
      {isCompany ? (
        <div className="form-grid">
          <form.AppField name="business_name">
            {(f) => <f.TextField label={t`Razón social`} autoComplete="organization" />}
          </form.AppField>
          <form.AppField name="giro">{(f) => <f.TextField label={t`Giro`} />}</form.AppField>
        </div>
      ) : null}
      <div className="form-grid">
        <NewPasswordFields
          form={form}
          fields={{ password: 'password', password_confirmation: 'password_confirmation' }}
          label={t`Contraseña`}
          confirmLabel={t`Confirmar contraseña`}
          hint={t`Mínimo ${PASSWORD_MIN} caracteres. Una frase fácil de recordar es una buena contraseña.`}
        />
      </div>
      <form.SubmitButton className="button--large auth-form__submit" pending={<Trans>Creando tu cuenta…</Trans>}>
        <Trans>Crear cuenta</Trans>
      </form.SubmitButton>
      <p className="auth-form__switch">
        <Trans>¿Ya tienes cuenta?</Trans>{' '}
        <Link to="/iniciar-sesion" search={redirectTo ? { redirect: redirectTo } : {}}>
          <Trans>Inicia sesión</Trans>
        </Link>
      </p>
    </ShopForm>
  )
}
