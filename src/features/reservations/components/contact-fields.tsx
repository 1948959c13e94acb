import { Trans, useLingui } from '@lingui/react/macro'
import { RESERVATION_TEXT_MAX } from '~/contract/reservations'
import { TextareaField } from '~/ui/form/fields'
import { withFieldGroup } from '~/ui/form/form-kit'

// docs/product.md, What the shop stores contact fields shared by both reservation forms: first name, last name, email, phone.
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

/**
 * The "Tus datos" card of both forms, as a field group: the contact fields in a grid, then the optional note
 * (the event's `comment`, the table's `message`: each form maps `note` to its own field).
 */
export const ContactCard = withFieldGroup({
  defaultValues: { first_name: '', last_name: '', email: '', phone: '', note: '' },
  props: {} as { noteLabel: string; notePlaceholder: string },
  render: function ContactCardRender({ group, noteLabel, notePlaceholder }) {
    const contact = useContactSpecs()
    return (
      <section className="resv-card" aria-labelledby="resv-contact-title">
        <h2 id="resv-contact-title" className="resv-card__title">
          <Trans>Tus datos</Trans>
        </h2>
        <div className="resv-grid">
          {contact.map(({ name, ...spec }) => (
            <group.AppField key={name} name={name}>
              {(f) => <f.TextField {...spec} />}
            </group.AppField>
          ))}
        </div>
        <group.AppField name="note">
          {() => <NoteField label={noteLabel} placeholder={notePlaceholder} />}
        </group.AppField>
      </section>
    )
  },
})

/**
 * The optional comment or message with its live count (docs/product.md, Numbers and limits bound), rendered inside
 * the `form.AppField` of its field.
 */
export function NoteField({ label, placeholder }: { label: string; placeholder: string }) {
  const { t } = useLingui()
  return (
    <TextareaField
      label={label}
      hint={(value) => t`${value.length} de ${RESERVATION_TEXT_MAX} caracteres`}
      rows={4}
      maxLength={RESERVATION_TEXT_MAX}
      placeholder={placeholder}
    />
  )
}
