import { useLingui } from '@lingui/react/macro'

// spec §3 contact fields shared by both reservation forms: first name, last name, email, phone.
export type ContactName = 'first_name' | 'last_name' | 'email' | 'phone'

export interface ContactSpec {
  name: ContactName
  label: string
  type: 'text' | 'email' | 'tel'
  autoComplete: string
  inputMode?: 'email' | 'tel'
  placeholder?: string
}

export function useContactSpecs(): ContactSpec[] {
  const { t } = useLingui()
  return [
    { name: 'first_name', label: t`Nombre`, type: 'text', autoComplete: 'given-name' },
    { name: 'last_name', label: t`Apellido`, type: 'text', autoComplete: 'family-name' },
    {
      name: 'email',
      label: t`Correo electrónico`,
      type: 'email',
      autoComplete: 'email',
      inputMode: 'email',
      placeholder: t`tu@correo.cl`,
    },
    {
      name: 'phone',
      label: t`Teléfono`,
      type: 'tel',
      autoComplete: 'tel',
      inputMode: 'tel',
      placeholder: '+56 9 1234 5678',
    },
  ]
}
