import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { Layout } from '~/contract/layout'
import { AGE_ACCEPTED_KEY, AGE_ACCEPTED_VALUE } from '~/lib/limits'
import { useScrollLock } from '../hooks/use-scroll-lock'

// docs/product.md, Pages / How things behave: centred, not dismissable. Yes is stored for good in the isAcceptedAged
// cookie (so the server never renders the gate again: no flash) and in localStorage (docs/product.md, What the shop
// stores). No says why the shop stays closed and offers the way out (docs/product.md, Pages); nothing is stored, so
// the question comes back on the next visit.
const TEN_YEARS_S = 10 * 365 * 24 * 60 * 60

/** Where "No" sends the visitor: a general page with nothing of the shop's trade on it. */
export const AGE_GATE_EXIT_URL = 'https://www.google.cl/'

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
  const [refused, setRefused] = useState(false)

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

  const open = !accepted && Boolean(content)
  const titleId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  useScrollLock(open)
  useModalFocus(open, dialogRef)
  // The "No" pressed is gone: focus goes to the way out, where the message is.
  useEffect(() => {
    if (refused) dialogRef.current?.querySelector<HTMLElement>('.age-gate__refused a')?.focus()
  }, [refused])

  if (!open || !content) return null

  // A modal of its own rather than the shop's Radix `Modal`: it is in the server's HTML (no flash before
  // hydration), so its code would ride in every page's first load, while Radix is fetched only when a dialog opens
  // (docs/decisions/019-what-loads-first.md). What Radix gave it is below: the rest of the page inert, focus
  // inside, Tab cycling through its buttons, no scrolling behind.
  return (
    <>
      <div className="modal-overlay age-gate__overlay" />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="modal age-gate"
        onKeyDown={trapTab}
      >
        <h2 id={titleId} className="modal__title">
          {content.title || t`¿ERES MAYOR DE EDAD?`}
        </h2>
        <p className="age-gate__header">{content.header_text || t`Bienvenido a`}</p>
        <p className="age-gate__brand">Vinoteca Andes</p>
        {content.image ? <img className="age-gate__image" src={content.image} alt="" width={220} height={140} /> : null}
        {content.text ? <p className="age-gate__text">{content.text}</p> : null}
        {/* A form action: the gate's code loads on demand (shop-shell.tsx), and a "Yes" tapped before it has arrived
            is kept by React and run once the gate has hydrated (React's server HTML queues the submit). */}
        {refused ? (
          <div className="age-gate__refused">
            <p role="alert" className="age-gate__why">
              <Trans>
                Debes ser mayor de 18 años para entrar: en Chile la venta de alcohol a menores está prohibida.
              </Trans>
            </p>
            <a className="button button--primary" href={AGE_GATE_EXIT_URL} rel="noreferrer">
              <Trans>Salir del sitio</Trans>
            </a>
          </div>
        ) : (
          <form
            className="age-gate__actions"
            action={(data) => {
              // The answer is the button pressed (a "No" tapped before hydration is queued like a "Yes").
              if (data.get('answer') === 'no') {
                setRefused(true)
                return
              }
              rememberAgeAccepted()
              setAccepted(true)
            }}
          >
            <button type="submit" name="answer" value="yes" className="button button--primary">
              <Trans>Sí, soy mayor de edad</Trans>
            </button>
            <button type="submit" name="answer" value="no" className="button button--ghost">
              <Trans>No</Trans>
            </button>
          </form>
        )}
      </div>
    </>
  )
}

/** While open: everything outside the dialog is inert, and focus starts on its first button. */
function useModalFocus(open: boolean, dialogRef: { current: HTMLDivElement | null }) {
  useEffect(() => {
    const dialog = dialogRef.current
    if (!open || !dialog) return
    const outside = [...document.body.children].filter(
      (el): el is HTMLElement => el instanceof HTMLElement && !el.contains(dialog) && !el.inert,
    )
    for (const el of outside) el.inert = true
    dialog.querySelector<HTMLElement>('button')?.focus()
    return () => {
      for (const el of outside) el.inert = false
    }
  }, [open, dialogRef])
}

/** Tab and Shift+Tab go round the dialog's buttons instead of leaving it. */
function trapTab(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Tab') return
  const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button')]
  const first = buttons[0]
  const last = buttons.at(-1)
  if (!first || !last) return
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}
