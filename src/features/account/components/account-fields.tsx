import { useLingui } from '@lingui/react/macro'
import { PASSWORD_MIN } from '~/contract/auth'
import { formatRut } from '~/lib/rut'
import { withFieldGroup } from '~/ui/form/form-kit'

// Groups of fields several account forms share, as TanStack field groups: a form renders one with
// `<PersonFields form={form} fields={{ first_name: 'first_name', … }} />`, naming its own fields.

/** The person fields under the same names in every form that has them. */
export const PERSON = {
  first_name: 'first_name',
  last_name: 'last_name',
  email: 'email',
  phone: 'phone',
  rut: 'rut',
} as const

/** Name, surname, e-mail, phone and RUT (it formats itself as it is typed): registration and the profile. */
export const PersonFields = withFieldGroup({
  defaultValues: { first_name: '', last_name: '', email: '', phone: '', rut: '' },
  render: function PersonFieldsRender({ group }) {
    const { t } = useLingui()
    return (
      <>
        <group.AppField name="first_name">
          {(f) => <f.TextField label={t`Nombre`} autoComplete="given-name" />}
        </group.AppField>
        <group.AppField name="last_name">
          {(f) => <f.TextField label={t`Apellido`} autoComplete="family-name" />}
        </group.AppField>
        <group.AppField name="email">
          {(f) => <f.TextField label={t`Correo electrónico`} type="email" autoComplete="email" inputMode="email" />}
        </group.AppField>
        <group.AppField name="phone">
          {(f) => <f.TextField label={t`Teléfono`} type="tel" autoComplete="tel" placeholder="+56 9 1234 5678" />}
        </group.AppField>
        <group.AppField name="rut">
          {(f) => (
            <f.TextField label={t`RUT`} inputMode="text" placeholder="12.345.678-5" maxLength={12} format={formatRut} />
          )}
        </group.AppField>
      </>
    )
  },
})

/** A new password with its hint and its confirmation: reset and change of password. */
export const NewPasswordFields = withFieldGroup({
  defaultValues: { password: '', password_confirmation: '' },
  props: {} as { label: string; confirmLabel: string; hint?: string },
  render: function NewPasswordFieldsRender({ group, label, confirmLabel, hint }) {
    const { t } = useLingui()
    return (
      <>
        <group.AppField name="password">
          {(f) => (
            <f.TextField
              label={label}
              type="password"
              autoComplete="new-password"
              hint={hint ?? t`Mínimo ${PASSWORD_MIN} caracteres.`}
            />
          )}
        </group.AppField>
        <group.AppField name="password_confirmation">
          {(f) => <f.TextField label={confirmLabel} type="password" autoComplete="new-password" />}
        </group.AppField>
      </>
    )
  },
})
