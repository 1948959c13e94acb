import { withOnDemandMessages } from '~/i18n/i18n'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { Suspense, useCallback, useEffect, useRef, useState } from 'react'
import type { NavEntry } from '../shell-layout'
import { Icon } from '~/ui/icons'
import { useScrollLock } from '../hooks/use-scroll-lock'
import { menuPanelsQueryOptions } from '../layout.queries'
import { Logo } from './logo'
import { AccountLink, CartButton, type HeaderActions } from './site-header'
import { OnDemandBoundary, Unavailable, onDemand } from '~/ui/on-demand'

// docs/product.md, Pages mobile header: hamburger with a drill-down menu and a back button, home link, account, shortcuts,
// language switch; a bottom bar with home, search and cart. Page scroll is blocked while the menu is open.
// The levels' content (the menu's panels) loads when the hamburger is reached for, not with every page, and so does
// the drawer's code: the menu starts closed, so it is never in the server's HTML (docs/decisions/019-what-loads-first.md).
const mobileMenu = onDemand(() => withOnDemandMessages(import('./mobile-menu')).then((module) => module.default))
const loadMobileMenu = mobileMenu.preload
const MobileMenu = mobileMenu.Component

export function MobileHeader({ items, actions }: { items: NavEntry[]; actions: HeaderActions }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const [level, setLevel] = useState<number | null>(null)
  const { data: panels } = useQuery({ ...menuPanelsQueryOptions(actions.locale), enabled: wanted || open })
  const router = useRouter()
  const toggleRef = useRef<HTMLButtonElement>(null)
  useScrollLock(open)

  // A navigation closes an open menu. Only an open menu listens: a closed one does not re-render on every change of
  // address (a filter tap in a list is one).
  useEffect(
    () =>
      open
        ? router.subscribe('onBeforeNavigate', () => {
            setOpen(false)
            setLevel(null)
          })
        : undefined,
    [open, router],
  )

  // Escape in the menu closes it and puts focus back on the hamburger.
  const close = useCallback(() => {
    setOpen(false)
    toggleRef.current?.focus()
  }, [])

  return (
    <>
      <header className="mobile-header">
        <button
          ref={toggleRef}
          type="button"
          className="icon-button"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? t`Cerrar menú` : t`Abrir menú`}
          onPointerDown={() => {
            setWanted(true)
            loadMobileMenu().catch(() => undefined)
          }}
          onClick={() => {
            setOpen(!open)
            setLevel(null)
          }}
        >
          <Icon name={open ? 'close' : 'menu'} />
        </button>
        <Logo className="logo--compact" />
        <div className="mobile-header__actions">
          <AccountLink user={actions.user} onLoginPage={actions.onLoginPage} compact />
          <CartButton count={actions.cartCount} onClick={actions.onCartClick} />
        </div>
      </header>

      {open ? (
        <OnDemandBoundary fallback={<Unavailable floating />}>
          <Suspense fallback={null}>
            <MobileMenu
              items={items}
              panels={panels}
              level={level}
              onLevel={setLevel}
              onClose={close}
              user={actions.user}
              onLoginPage={actions.onLoginPage}
              locale={actions.locale}
            />
          </Suspense>
        </OnDemandBoundary>
      ) : null}
      <nav className="bottom-bar" aria-label={t`Accesos rápidos`}>
        <Link to="/" className="bottom-bar__item">
          <Icon name="home" />
          <span>
            <Trans>Inicio</Trans>
          </span>
        </Link>
        {/* A form action, kept by React when tapped before the page has hydrated (as the desktop header's). */}
        <form action={actions.onSearchClick} className="search-opener">
          <button type="submit" className="bottom-bar__item" aria-haspopup="dialog">
            <Icon name="search" />
            <span>
              <Trans>Buscar</Trans>
            </span>
          </button>
        </form>
        <button type="button" className="bottom-bar__item" onClick={actions.onCartClick}>
          <span className="bottom-bar__cart">
            <Icon name="cart" />
            {actions.cartCount > 0 ? <span className="cart-button__badge">{actions.cartCount}</span> : null}
          </span>
          <span>
            <Trans>Carrito</Trans>
          </span>
        </button>
      </nav>
    </>
  )
}
