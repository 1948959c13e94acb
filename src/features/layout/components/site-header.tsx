import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { NavEntry } from '../shell-layout'
import type { Locale } from '~/lib/locale'
import { Icon } from '~/ui/icons'
import type { ShellUser } from '../layout.functions'
import { LanguageSwitch } from './language-switch'
import { Logo } from './logo'
import { MegaMenu } from './mega-menu'

export interface HeaderActions {
  locale: Locale
  user: ShellUser | null
  cartCount: number
  onCartClick: () => void
  onSearchClick: () => void
  /** Hide the login link on the login page itself (docs/product.md, Pages). */
  onLoginPage: boolean
}

export function CartButton({ count, onClick, className }: { count: number; onClick: () => void; className?: string }) {
  const { t } = useLingui()
  const label = count === 1 ? t`Carrito, 1 producto` : t`Carrito, ${count} productos`
  return (
    <button type="button" className={`icon-button cart-button ${className ?? ''}`} onClick={onClick} aria-label={label}>
      <Icon name="cart" />
      {count > 0 ? (
        <span className="cart-button__badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </button>
  )
}

export function AccountLink({
  user,
  onLoginPage,
  compact,
}: {
  user: ShellUser | null
  onLoginPage: boolean
  compact?: boolean
}) {
  const { t } = useLingui()
  if (user) {
    return (
      <Link
        to="/cuenta/mi-cuenta"
        className={compact ? 'icon-button' : 'header-account'}
        aria-label={compact ? t`Mi cuenta` : undefined}
      >
        <Icon name="user" />
        {compact ? null : (
          <span>
            <Trans>Mi cuenta</Trans>
          </span>
        )}
      </Link>
    )
  }
  if (onLoginPage) return null
  return (
    <Link
      to="/iniciar-sesion"
      className={compact ? 'icon-button' : 'header-account'}
      aria-label={compact ? t`Iniciar sesión` : undefined}
    >
      <Icon name="user" />
      {compact ? null : (
        <span>
          <Trans>Iniciar sesión</Trans>
        </span>
      )}
    </Link>
  )
}

/** Reservations, sommelier and tracking shortcuts (docs/product.md, Pages), shared by both headers. */
export function ShortcutLinks({ className }: { className?: string }) {
  const { t } = useLingui()
  return (
    <>
      <Link
        to="/reserva-mesa"
        className={`icon-button ${className ?? ''}`}
        aria-label={t`Reservas`}
        title={t`Reservas`}
      >
        <Icon name="calendar" />
      </Link>
      <Link
        to="/sommelier-virtual"
        className={`icon-button ${className ?? ''}`}
        aria-label={t`Sommelier virtual`}
        title={t`Sommelier virtual`}
      >
        <Icon name="sparkle" />
      </Link>
      <Link
        to="/seguimiento"
        className={`icon-button ${className ?? ''}`}
        aria-label={t`Seguimiento de pedido`}
        title={t`Seguimiento de pedido`}
      >
        <Icon name="truck" />
      </Link>
      <Link to="/favoritos" className={`icon-button ${className ?? ''}`} aria-label={t`Favoritos`} title={t`Favoritos`}>
        <Icon name="heart" />
      </Link>
    </>
  )
}

/** docs/product.md, Pages desktop header: logo, search, shortcuts, account, language switch, cart; mega menu below. */
export function SiteHeader({ items, actions }: { items: NavEntry[]; actions: HeaderActions }) {
  const { t } = useLingui()
  return (
    <header className="site-header">
      <div className="site-header__promo">
        <p className="container">
          <Trans>Despacho a todo Chile · Retiro gratis en Vitacura · Compra segura con Webpay</Trans>
        </p>
      </div>
      <div className="site-header__main container">
        <Logo />
        {/* A form action: a tap made before the page has hydrated is kept by React and run once it has
            (docs/decisions/025-react-in-the-browser.md). */}
        <form action={actions.onSearchClick} className="search-opener">
          <button type="submit" className="header-search" aria-haspopup="dialog">
            <Icon name="search" size={18} />
            <span>{t`Buscar vinos, destilados, regalos…`}</span>
          </button>
        </form>
        <div className="site-header__actions">
          <ShortcutLinks />
          <AccountLink user={actions.user} onLoginPage={actions.onLoginPage} />
          <LanguageSwitch locale={actions.locale} />
          <CartButton count={actions.cartCount} onClick={actions.onCartClick} />
        </div>
      </div>
      <MegaMenu items={items} locale={actions.locale} />
    </header>
  )
}
