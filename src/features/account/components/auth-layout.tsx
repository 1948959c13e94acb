import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

// The frame of the login, registration and recovery pages: the form on a card beside a calm brand panel
// that says why an account helps and that the data is safe (the shop must feel trustworthy).
// The panel's heading and text are the staff's words from GET /pages/auth (docs/product.md, The API) when the route has them.
export interface AuthPanelContent {
  title: string
  text: string
}

export function AuthLayout({
  title,
  intro,
  children,
  aside,
  panel,
}: {
  title: ReactNode
  intro?: ReactNode
  children: ReactNode
  aside?: ReactNode
  panel?: AuthPanelContent
}) {
  return (
    <main id="contenido" className="auth-page">
      <div className="auth-page__inner">
        <section className="auth-card" aria-labelledby="auth-title">
          <h1 id="auth-title" className="auth-card__title">
            {title}
          </h1>
          {intro ? <p className="auth-card__intro">{intro}</p> : null}
          {children}
        </section>
        <aside className="auth-aside" aria-label="Vinoteca Andes">
          {aside ?? <DefaultAside panel={panel} />}
        </aside>
      </div>
    </main>
  )
}

function DefaultAside({ panel }: { panel?: AuthPanelContent }) {
  return (
    <>
      <p className="eyebrow eyebrow--light">{panel?.title || <Trans>Tu cuenta Vinoteca Andes</Trans>}</p>
      <h2 className="auth-aside__title">{panel?.text || <Trans>Compra más rápido y sigue cada pedido</Trans>}</h2>
      <ul className="auth-aside__list">
        <li>
          <Trans>Tus direcciones guardadas para despachos a todo Chile</Trans>
        </li>
        <li>
          <Trans>El historial de tus compras y su estado en un solo lugar</Trans>
        </li>
        <li>
          <Trans>Boleta o factura con los datos de tu empresa</Trans>
        </li>
      </ul>
      <p className="auth-aside__secure">
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <rect x="4" y="11" width="16" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
        </svg>
        <Trans>Tus datos viajan cifrados y tu contraseña se guarda protegida.</Trans>
      </p>
    </>
  )
}
