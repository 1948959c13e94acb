import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN } from '~/contract/contact'
import { SubmitButton } from '~/ui/form/submit-button'

/** The message field's hint: the spec §5 bounds as a live count. */
export function MessageCounter({ length }: { length: number }) {
  return (
    <span className="contact-counter">
      <Trans>
        Mínimo {CONTACT_MESSAGE_MIN} caracteres · {length}/{CONTACT_MESSAGE_MAX}
      </Trans>
    </span>
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
