import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN } from '~/contract/contact'
import { SelectField, TextareaField, type SelectOption } from '~/ui/form/fields'
import { SubmitButton } from '~/ui/form/form-kit'

// The parts both contact forms share. The fields read their field from the `form.AppField` they are rendered in.

/** The message field's hint: the docs/product.md, Validation and messages bounds as a live count. */
export function MessageCounter({ length }: { length: number }) {
  return (
    <span className="contact-counter">
      <Trans>
        Mínimo {CONTACT_MESSAGE_MIN} caracteres · {length}/{CONTACT_MESSAGE_MAX}
      </Trans>
    </span>
  )
}

/** The motive select of both forms (docs/product.md, What the shop stores), across the whole row. */
export function MotiveField({ options }: { options: readonly SelectOption[] }) {
  const { t } = useLingui()
  return (
    <SelectField
      required
      label={t({ message: 'Motivo', context: 'contact form' })}
      placeholder={t({ message: 'Elige un motivo', context: 'contact form' })}
      options={options}
      className="contact-form__full"
    />
  )
}

/** The message of both forms with its live count (docs/product.md, Validation and messages bounds), across the whole row. */
export function MessageField({ placeholder }: { placeholder: string }) {
  const { t } = useLingui()
  return (
    <TextareaField
      rows={6}
      required
      label={t`Mensaje`}
      maxLength={CONTACT_MESSAGE_MAX}
      placeholder={placeholder}
      hint={(value) => <MessageCounter length={value.length} />}
      className="contact-form__full"
    />
  )
}

/** The privacy note and the submit button. */
export function SubmitRow({ pending, children }: { pending: ReactNode; children: ReactNode }) {
  return (
    <div className="contact-form__submit">
      <p className="contact-form__privacy">
        <Trans>
          Usamos tus datos solo para responderte. Lee nuestras{' '}
          <Link to="/acerca-de/politicas-de-privacidad">políticas de privacidad</Link>.
        </Trans>
      </p>
      <SubmitButton className="button--large" pending={pending}>
        {children}
      </SubmitButton>
    </div>
  )
}
