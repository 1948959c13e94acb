import { Trans, useLingui } from '@lingui/react/macro'
import { useForm } from '@tanstack/react-form'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { updateProfileFn } from '../account.functions'
import { accountKeys, profileQueryOptions } from '../account.queries'
import { profileUpdateSchema, type UserProfile } from '~/contract/profile'
import { formatRut } from '~/lib/rut'
import { useErrorModal } from '~/ui/error-modal'
import { bindField, formSchema, useFormBinding } from '~/ui/form/form-binding'
import { TextField } from '~/ui/form/form-field'
import { SubmitButton } from '~/ui/form/submit-button'

// docs/product.md, Pages mis-datos: edit the profile (person or company).
type Values = Omit<UserProfile, 'id' | 'created_at'>

export function ProfileForm() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const showError = useErrorModal()
  const { server, formRef, submitOptions } = useFormBinding()
  const [saved, setSaved] = useState(false)
  const { data: profile } = useSuspenseQuery(profileQueryOptions())
  const form = useForm({
    ...submitOptions,
    defaultValues: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      email: profile.email,
      rut: profile.rut,
      phone: profile.phone,
      is_company: profile.is_company,
      business_name: profile.business_name,
      giro: profile.giro,
    },
    validators: { onChange: formSchema<Values>(profileUpdateSchema) },
    onSubmit: async ({ value }) => {
      setSaved(false)
      const result = await updateProfileFn({ data: value })
      if (!result.ok) {
        if (result.status === 422) server.setServerErrors(result.fieldErrors)
        showError(result, t`Hubo un problema al actualizar los datos`)
        return
      }
      queryClient.setQueryData(accountKeys.profile(), result.data)
      await queryClient.invalidateQueries({ queryKey: accountKeys.session() })
      setSaved(true)
    },
  })
  return (
    <form
      ref={formRef}
      method="post"
      className="account-form"
      noValidate
      aria-labelledby="profile-title"
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <h2 id="profile-title" className="account-form__title">
        <Trans>Datos personales</Trans>
      </h2>
      <form.Subscribe selector={(s) => [s.submissionAttempts > 0, s.values.is_company] as const}>
        {([submitted, isCompany]) => (
          <div className="form-grid">
            <form.Field name="first_name">
              {(f) => <TextField label={t`Nombre`} autoComplete="given-name" {...bindField(f, submitted, server)} />}
            </form.Field>
            <form.Field name="last_name">
              {(f) => <TextField label={t`Apellido`} autoComplete="family-name" {...bindField(f, submitted, server)} />}
            </form.Field>
            <form.Field name="email">
              {(f) => (
                <TextField
                  label={t`Correo electrónico`}
                  type="email"
                  autoComplete="email"
                  {...bindField(f, submitted, server)}
                />
              )}
            </form.Field>
            <form.Field name="phone">
              {(f) => (
                <TextField label={t`Teléfono`} type="tel" autoComplete="tel" {...bindField(f, submitted, server)} />
              )}
            </form.Field>
            <form.Field name="rut">
              {(f) => <TextField label={t`RUT`} maxLength={12} {...bindField(f, submitted, server, formatRut)} />}
            </form.Field>
            <form.Field name="is_company">
              {(f) => (
                <label className="checkbox form-grid__full">
                  <input type="checkbox" checked={f.state.value} onChange={(e) => f.handleChange(e.target.checked)} />
                  <Trans>Compro como empresa (factura)</Trans>
                </label>
              )}
            </form.Field>
            {isCompany ? (
              <>
                <form.Field name="business_name">
                  {(f) => <TextField label={t`Razón social`} {...bindField(f, submitted, server)} />}
                </form.Field>
                <form.Field name="giro">
                  {(f) => <TextField label={t`Giro`} {...bindField(f, submitted, server)} />}
                </form.Field>
              </>
            ) : null}
          </div>
        )}
      </form.Subscribe>
      <div className="account-form__actions">
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(submitting) => (
            <SubmitButton busy={submitting}>
              <Trans>Guardar cambios</Trans>
            </SubmitButton>
          )}
        </form.Subscribe>
        {saved ? (
          <p className="account-form__saved" role="status">
            <Trans>Tus datos fueron actualizados</Trans>
          </p>
        ) : null}
      </div>
    </form>
  )
}
