import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import type { StaffMe } from '~/contract/admin'

/** Marks the document once React runs here, as the shop's shell does (tests and scripts wait for it). */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
}

// The back-office frame: a sidebar of sections (the admin ones only for admins), who is signed in, and the page.
export function BackofficeShell({
  me,
  onSignOut,
  children,
}: {
  me: StaffMe
  onSignOut: () => void
  children: ReactNode
}) {
  const { t } = useLingui()
  useHydratedMark()
  const sections = [
    { to: '/gestion', label: t`Panel`, exact: true },
    { to: '/gestion/pedidos', label: t`Pedidos` },
    { to: '/gestion/productos', label: t`Catálogo` },
    { to: '/gestion/stock', label: t`Stock` },
    { to: '/gestion/reservas', label: t`Reservas` },
    { to: '/gestion/cupones', label: t`Cupones` },
    { to: '/gestion/clientes', label: t`Clientes` },
    { to: '/gestion/mensajes', label: t`Mensajes` },
    { to: '/gestion/eventos', label: t`Eventos` },
    { to: '/gestion/articulos', label: t`Blog` },
    { to: '/gestion/paginas', label: t`Páginas` },
    { to: '/gestion/contenido', label: t`Portadas` },
    ...(me.role === 'admin'
      ? [
          { to: '/gestion/auditoria', label: t`Auditoría` },
          { to: '/gestion/equipo', label: t`Equipo` },
        ]
      : []),
  ] as const
  return (
    <div className="bo">
      <header className="bo-top">
        <Link to="/gestion" className="bo-brand">
          Vinoteca Andes <span className="bo-brand__tag">{t`Gestión`}</span>
        </Link>
        <div className="bo-top__who">
          <span>
            {me.first_name} · {me.role === 'admin' ? t`Administración` : t`Equipo`}
          </span>
          <a href="/" className="bo-link">
            <Trans>Ver tienda</Trans>
          </a>
          <button type="button" className="bo-link" onClick={onSignOut}>
            <Trans>Salir</Trans>
          </button>
        </div>
      </header>
      <nav className="bo-nav" aria-label={t`Secciones de gestión`}>
        {sections.map((s) => (
          <Link
            key={s.to}
            to={s.to}
            className="bo-nav__item"
            activeProps={{ className: 'bo-nav__item bo-nav__item--active', 'aria-current': 'page' }}
            activeOptions={{ exact: 'exact' in s && s.exact }}
          >
            {s.label}
          </Link>
        ))}
      </nav>
      <main className="bo-main" id="contenido">
        {children}
      </main>
    </div>
  )
}

/** What a signed-in customer sees at /gestion: the API refused (403); nothing of the back-office is shown. */
export function BackofficeForbidden() {
  useHydratedMark()
  return (
    <main className="bo-gate">
      <div className="bo-gate__card">
        <p className="bo-gate__code">403</p>
        <h1>
          <Trans>No tienes acceso a la gestión</Trans>
        </h1>
        <p>
          <Trans>
            Esta sección es solo para el equipo de Vinoteca Andes. Si crees que es un error, pide a un administrador que
            te invite.
          </Trans>
        </p>
        <a className="button button--primary" href="/">
          <Trans>Volver a la tienda</Trans>
        </a>
      </div>
    </main>
  )
}

/** A staff session older than 12 hours: sign in again before any staff action. */
export function BackofficeStale({ onSignOut }: { onSignOut: () => void }) {
  useHydratedMark()
  return (
    <main className="bo-gate">
      <div className="bo-gate__card">
        <h1>
          <Trans>Vuelve a iniciar sesión</Trans>
        </h1>
        <p>
          <Trans>Por seguridad, las sesiones de gestión duran 12 horas. Inicia sesión de nuevo para continuar.</Trans>
        </p>
        <button type="button" className="button button--primary" onClick={onSignOut}>
          <Trans>Iniciar sesión de nuevo</Trans>
        </button>
      </div>
    </main>
  )
}

export function StatusBadge({ tone, children }: { tone: string; children: ReactNode }) {
  return <span className={`bo-badge bo-badge--${tone}`}>{children}</span>
}

export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="bo-page-header">
      <h1>{title}</h1>
      {children ? <div className="bo-page-header__actions">{children}</div> : null}
    </div>
  )
}

/** The result of a staff action: the API's message (a refusal) or a short confirmation, announced politely. */
export function ActionNotice({ notice }: { notice: { tone: 'ok' | 'error'; text: string } | null }) {
  return (
    <div aria-live="polite" className="bo-notice-slot">
      {notice ? <p className={`bo-notice bo-notice--${notice.tone}`}>{notice.text}</p> : null}
    </div>
  )
}

/** Previous / next page of a server-paged list; `onPage` puts the page in the URL. */
export function Pager({ current, last, onPage }: { current: number; last: number; onPage: (page: number) => void }) {
  const { t } = useLingui()
  return (
    <nav className="bo-pager" aria-label={t`Páginas`}>
      <button type="button" className="bo-link" disabled={current <= 1} onClick={() => onPage(current - 1)}>
        <Trans>Anterior</Trans>
      </button>
      <span>
        <Trans>
          Página {current} de {last}
        </Trans>
      </span>
      <button type="button" className="bo-link" disabled={current >= last} onClick={() => onPage(current + 1)}>
        <Trans>Siguiente</Trans>
      </button>
    </nav>
  )
}

/** An admin page opened by a member of staff without the admin role (the API refuses it too). */
export function AdminOnly() {
  return (
    <section className="bo-panel bo-panel--muted">
      <h1>
        <Trans>Solo para administración</Trans>
      </h1>
      <p>
        <Trans>
          Esta sección la usan los administradores de la tienda. Pide acceso a un administrador si lo necesitas.
        </Trans>
      </p>
    </section>
  )
}

/** The foot of a staff action's form: its submit button (`children`), then the way out (`back`, «Volver» unless told). */
export function ActionFormButtons({
  back,
  backLabel,
  children,
}: {
  back: () => void
  backLabel?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="bo-action-form__buttons">
      {children}
      <button type="button" className="bo-link" onClick={back}>
        {backLabel ?? <Trans>Volver</Trans>}
      </button>
    </div>
  )
}
