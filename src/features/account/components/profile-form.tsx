import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { updateProfileFn } from '../account.functions'
import { accountKeys, profileQueryOptions } from '../account.queries'
import { PERSON, PersonFields } from './account-fields'
import { profileUpdateSchema, type UserProfile } from '~/contract/profile'
import { useErrorModal } from '~/ui/error-modal'
import { FORM_DEFAULTS, ShopForm, formSchema, setServerErrors, useAppForm } from '~/ui/form/form-kit'

// docs/product.md, Pages mis-datos: edit the profile (person or company).
type Values = Omit<UserProfile, 'id' | 'created_at'>

export function ProfileForm() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const showError = useErrorModal()
  const [saved, setSaved] = useState(false)
  const { data: profile } = useSuspenseQuery(profileQueryOptions())
  const form = useAppForm({
    ...FORM_DEFAULTS,
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
    onSubmit: async ({ value, formApi }) => {
      setSaved(false)
      const result = await updateProfileFn({ data: value })
      if (!result.ok) {
        if (result.status === 422) setServerErrors(formApi, result.fieldErrors)
        showError(result, t`Hubo un problema al actualizar los datos`)
        return
      }
      queryClient.setQueryData(accountKeys.profile(), result.data)
      await queryClient.invalidateQueries({ queryKey: accountKeys.session() })
      setSaved(true)
    },
  })
  const isCompany = useStore(form.store, (s) => s.values.is_company)
  return (
    <ShopForm form={form} className="account-form" aria-labelledby="profile-title">
      <h2 id="profile-title" className="account-form__title">
        <Trans>Datos personales</Trans>
      </h2>
      <div className="form-grid">
        <PersonFields form={form} fields={PERSON} />
        <form.AppField name="is_company">
          {(f) => <f.CheckboxField className="form-grid__full" label={<Trans>Compro como empresa (factura)</Trans>} />}
        </form.AppField>
        {isCompany ? (
          <>
            <form.AppField name="business_name">{(f) => <f.TextField label={t`Razón social`} />}</form.AppField>
            <form.AppField name="giro">{(f) => <f.TextField label={t`Giro`} />}</form.AppField>
          </>
        ) : null}
      </div>
      <div className="account-form__actions">
        <form.SubmitButton>
          <Trans>Guardar cambios</Trans>
        </form.SubmitButton>
        {saved ? (
          <p className="account-form__saved" role="status">
            <Trans>Tus datos fueron actualizados</Trans>
          </p>
        ) : null}
      </div>
    </ShopForm>
  )
}
