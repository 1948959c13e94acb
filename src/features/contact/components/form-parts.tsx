import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN } from '~/contract/contact'
import type { BoundField } from '~/ui/form/form-binding'
import { SelectField, TextareaField, type SelectOption } from '~/ui/form/form-field'
import { SubmitButton } from '~/ui/form/submit-button'

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
export function MotiveField({ options, ...bound }: BoundField & { options: readonly SelectOption[] }) {
  const { t } = useLingui()
  return (
    <SelectField
      required
      label={t({ message: 'Motivo', context: 'contact form' })}
      placeholder={t({ message: 'Elige un motivo', context: 'contact form' })}
      options={options}
      className="contact-form__full"
      {...bound}
    />
  )
}

/** The message of both forms with its live count (docs/product.md, Validation and messages bounds), across the whole row. */
export function MessageField({ placeholder, ...bound }: BoundField & { placeholder: string }) {
  const { t } = useLingui()
  return (
    <TextareaField
      rows={6}
      required
      label={t`Mensaje`}
      maxLength={CONTACT_MESSAGE_MAX}
      placeholder={placeholder}
      hint={<MessageCounter length={bound.value.length} />}
      className="contact-form__full"
      {...bound}
    />
  )
}

/**
 * The privacy note and the submit button. The button waits for hydration: a click before it would post the form
 * natively to a page that does not handle it, and the shopper would lose what they typed.
 */
export function SubmitRow({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div className="contact-form__submit">
      <p className="contact-form__privacy">
        <Trans>
          Usamos tus datos solo para responderte. Lee nuestras{' '}
          <Link to="/acerca-de/politicas-de-privacidad">políticas de privacidad</Link>.
        </Trans>
      </p>
      <SubmitButton busy={busy} className="button--large">
        {children}
      </SubmitButton>
    </div>
  )
}
