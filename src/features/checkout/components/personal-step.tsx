import { Link, useNavigate } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { Suspense, useCallback, useMemo } from 'react'
import { OnDemandBoundary, onDemand } from '~/ui/on-demand'

// The guest form's code (the form kit with TanStack Form, the checkout's schemas and state: ~19 KB gzip) is not part
// of the page's first load. The server still renders the form into the HTML; the browser fetches its code while the
// rest of the page hydrates, and hydrates the form as a part of its own (React's selective hydration). What someone
// types before it arrives is kept (the form kit takes the fields' values in when it comes alive). The route's loader
// fetches the same chunk on a client-side navigation, so the form does not pop in after the page
// (docs/decisions/019-what-loads-first.md).
const guestForm = onDemand(() => import('./guest-form').then((module) => module.GuestForm))
export const loadGuestForm = guestForm.preload
const GuestForm = guestForm.Component

export interface BuyerSummary {
  email: string
  first_name: string
}

/** Step 2 (docs/product.md, Pages): guest form (name, surname, RUT auto-formatted, e-mail, remember) or login; registered buyers skip it. */
export function PersonalStep({ user }: { user: BuyerSummary | null }) {
  const navigate = useNavigate()
  const next = useCallback(() => navigate({ to: '/informacion-de-envio' as never }), [navigate])
  // The same element on every render: a new one for the form while its code is still on its way would make React
  // give up hydrating it and render it again from scratch (the server's form would vanish until the code arrives).
  const guest = useMemo(
    () => (
      <OnDemandBoundary>
        <Suspense fallback={null}>
          <GuestForm onRegistered={next} />
        </Suspense>
      </OnDemandBoundary>
    ),
    [next],
  )

  if (user) {
    return (
      <section className="checkout-card">
        <h2>
          <Trans>Tus datos</Trans>
        </h2>
        <p>
          <Trans>
            Compras como {user.first_name} ({user.email}).
          </Trans>
        </p>
        <button type="button" className="button button--primary" onClick={next}>
          <Trans>Continuar</Trans>
        </button>
      </section>
    )
  }

  return (
    <div className="checkout-grid">
      {guest}
      <aside className="checkout-card">
        <h2>
          <Trans>¿Ya tienes cuenta?</Trans>
        </h2>
        <p>
          <Trans>Inicia sesión para usar tus direcciones guardadas.</Trans>
        </p>
        <Link
          to={'/iniciar-sesion' as never}
          search={{ redirect: '/informacion-personal' } as never}
          className="button button--ghost"
        >
          <Trans>Iniciar sesión</Trans>
        </Link>
      </aside>
    </div>
  )
}
