import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { Layout } from '~/contract/layout'
import { AGE_ACCEPTED_KEY, AGE_ACCEPTED_VALUE } from '~/lib/limits'
import { Modal } from '~/ui/dialog'

// docs/product.md, Pages / How things behave: centred, not dismissable; only Yes acts (No does nothing). Acceptance is stored for good in the
// isAcceptedAged cookie (so the server never renders the gate again: no flash) and in localStorage (docs/product.md, What the shop stores).
const TEN_YEARS_S = 10 * 365 * 24 * 60 * 60

export function rememberAgeAccepted() {
  document.cookie = `${AGE_ACCEPTED_KEY}=${AGE_ACCEPTED_VALUE}; Path=/; Max-Age=${TEN_YEARS_S}; SameSite=Lax`
  try {
    localStorage.setItem(AGE_ACCEPTED_KEY, AGE_ACCEPTED_VALUE)
  } catch {
    /* storage disabled: the cookie is enough */
  }
}

export function AgeGate({ content, acceptedOnServer }: { content: Layout['age_modal']; acceptedOnServer: boolean }) {
  const { t } = useLingui()
  const [accepted, setAccepted] = useState(acceptedOnServer)

  // Accepted earlier in this browser but the cookie is gone: restore it instead of asking again.
  useEffect(() => {
    if (accepted) return
    try {
      if (localStorage.getItem(AGE_ACCEPTED_KEY) === AGE_ACCEPTED_VALUE) {
        rememberAgeAccepted()
        // localStorage exists only after hydration; the server rendered the gate, so this must run post-mount.
        // eslint-disable-next-line react-hooks/set-state-in-effect
        setAccepted(true)
      }
    } catch {
      /* ignore */
    }
  }, [accepted])

  if (accepted || !content) return null

  return (
    <Modal
      open
      dismissable={false}
      portal={false}
      title={content.title || t`¿ERES MAYOR DE EDAD?`}
      className="age-gate"
      overlayClassName="age-gate__overlay"
    >
      <p className="age-gate__header">{content.header_text || t`Bienvenido a`}</p>
      <p className="age-gate__brand">Vinoteca Andes</p>
      {content.image ? <img className="age-gate__image" src={content.image} alt="" width={220} height={140} /> : null}
      {content.text ? <p className="age-gate__text">{content.text}</p> : null}
      <div className="age-gate__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            rememberAgeAccepted()
            setAccepted(true)
          }}
        >
          <Trans>Sí, soy mayor de edad</Trans>
        </button>
        {/* docs/product.md, Pages: No does nothing. */}
        <button type="button" className="button button--ghost">
          <Trans>No</Trans>
        </button>
      </div>
    </Modal>
  )
}
