import { useLingui } from '@lingui/react/macro'
import { COMPANY_TEXT_MAX, CONTACT_NAME_MAX } from '~/contract/contact'
import { formatRut } from '~/lib/rut'

// docs/product.md, What the shop stores text fields of the contact forms, as data: both forms render them through the same <TextField>.

export interface TextSpec<TName extends string> {
  name: TName
  label: string
  type?: 'text' | 'email' | 'tel'
  inputMode?: 'text' | 'email' | 'tel'
  autoComplete?: string
  placeholder?: string
  maxLength?: number
  /** Rewrites what is typed (the RUT formats itself). */
  format?: (value: string) => string
}

/** The contact person: first name, last name, e-mail and phone (both forms; placeholders differ). */
export function usePersonSpecs(kind: 'person' | 'company'): TextSpec<'first_name' | 'last_name' | 'email' | 'phone'>[] {
  const { t } = useLingui()
  return [
    { name: 'first_name', label: t`Nombre`, autoComplete: 'given-name', maxLength: CONTACT_NAME_MAX },
    { name: 'last_name', label: t`Apellido`, autoComplete: 'family-name', maxLength: CONTACT_NAME_MAX },
    {
      name: 'email',
      label: t`Correo electrónico`,
      type: 'email',
      inputMode: 'email',
      autoComplete: 'email',
      placeholder: kind === 'company' ? t`nombre@empresa.cl` : t`tu@correo.cl`,
    },
    {
      name: 'phone',
      label: t`Teléfono`,
      type: 'tel',
      inputMode: 'tel',
      autoComplete: 'tel',
      placeholder: kind === 'company' ? '+56 2 2345 6789' : '+56 9 1234 5678',
    },
  ]
}

/** The company: name, RUT (formats itself as it is typed, docs/product.md, Validation and messages), razón social and giro. */
export function useCompanySpecs(): TextSpec<'company_name' | 'rut' | 'business_name' | 'giro'>[] {
  const { t } = useLingui()
  return [
    { name: 'company_name', label: t`Nombre de la empresa`, autoComplete: 'organization', maxLength: COMPANY_TEXT_MAX },
    { name: 'rut', label: t`RUT`, placeholder: '76.123.456-0', maxLength: 12, format: formatRut },
    { name: 'business_name', label: t`Razón social`, maxLength: COMPANY_TEXT_MAX },
    { name: 'giro', label: t`Giro`, placeholder: t`Ej.: comercio al por menor`, maxLength: COMPANY_TEXT_MAX },
  ]
}
