import { Trans } from '@lingui/react/macro'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useHydrated, useRouter } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { logoutFn } from '../account.functions'
import { sessionQueryOptions } from '../session.queries'

// The frame of every account page (docs/product.md, Pages /cuenta/mi-cuenta with compras, mis-datos, mis-direcciones).
export function AccountShell({ title, children }: { title: ReactNode; children: ReactNode }) {
  // Loaded by the /cuenta guard before any account page renders.
  const user = useSuspenseQuery(sessionQueryOptions()).data
  if (!user) return null
  return (
    <main id="contenido" className="account-page">
      <header className="account-page__header">
        <div>
          <p className="eyebrow">
            <Trans>Mi cuenta</Trans>
          </p>
          <p className="account-page__hello">
            <Trans>Hola, {user.first_name}</Trans>
          </p>
        </div>
        <LogoutButton />
      </header>
      <div className="account-page__body">
        <nav className="account-nav" aria-label="Mi cuenta">
          <Link to="/cuenta/mi-cuenta/compras" className="account-nav__link" activeProps={{ 'aria-current': 'page' }}>
            <Trans>Mis compras</Trans>
          </Link>
          <Link to="/cuenta/mi-cuenta/mis-datos" className="account-nav__link" activeProps={{ 'aria-current': 'page' }}>
            <Trans>Mis datos</Trans>
          </Link>
          <Link
            to="/cuenta/mi-cuenta/mis-direcciones"
            className="account-nav__link"
            activeProps={{ 'aria-current': 'page' }}
          >
            <Trans>Mis direcciones</Trans>
          </Link>
          <Link to="/favoritos" className="account-nav__link">
            <Trans>Mis favoritos</Trans>
          </Link>
          {user.staff ? (
            <Link to="/gestion" className="account-nav__link">
              <Trans>Gestión de la tienda</Trans>
            </Link>
          ) : null}
        </nav>
        <section className="account-panel" aria-labelledby="account-title">
          <h1 id="account-title" className="account-panel__title">
            {title}
          </h1>
          {children}
        </section>
      </div>
    </main>
  )
}

/** docs/product.md, How things behave: logout clears the session server-side, then everything cached for this user. */
export function LogoutButton() {
  const router = useRouter()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()
  return (
    <button
      type="button"
      className="button button--ghost"
      disabled={busy || !hydrated}
      onClick={async () => {
        setBusy(true)
        await logoutFn()
        queryClient.clear()
        await router.invalidate()
        await router.navigate({ to: '/', replace: true })
      }}
    >
      <Trans>Cerrar sesión</Trans>
    </button>
  )
}
