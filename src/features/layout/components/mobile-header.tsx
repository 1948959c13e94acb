import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import type { NavEntry } from '../shell-layout'
import { ContentLink } from '~/ui/content-link'
import { Icon } from '~/ui/icons'
import { useScrollLock } from '../hooks/use-scroll-lock'
import { menuPanelsQueryOptions } from '../layout.queries'
import { LanguageSwitch } from './language-switch'
import { Logo } from './logo'
import { MenuComponentView } from './menu-component'
import { AccountLink, CartButton, type HeaderActions } from './site-header'
import { MenuShortcuts } from './menu-shortcuts'

// docs/product.md, Pages mobile header: hamburger with a drill-down menu and a back button, home link, account, shortcuts,
// language switch; a bottom bar with home, search and cart. Page scroll is blocked while the menu is open.
// The levels' content (the menu's panels) loads when the hamburger is reached for, not with every page.

export function MobileHeader({ items, actions }: { items: NavEntry[]; actions: HeaderActions }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const [level, setLevel] = useState<number | null>(null)
  const { data: panels } = useQuery({ ...menuPanelsQueryOptions(actions.locale), enabled: wanted || open })
  const href = useRouterState({ select: (s) => s.location.href })
  const toggleRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const [seenHref, setSeenHref] = useState(href)
  useScrollLock(open)

  // A navigation closes the menu (state adjusted while rendering, not in an effect).
  if (href !== seenHref) {
    setSeenHref(href)
    setOpen(false)
    setLevel(null)
  }

  useEffect(() => {
    if (!open) return
    panelRef.current?.querySelector<HTMLElement>('button, a')?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        toggleRef.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, level])

  const current = level === null ? null : items[level]
  const components = level === null ? undefined : panels?.[level]?.components

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
          onPointerDown={() => setWanted(true)}
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
        <div
          id="mobile-menu"
          className="mobile-menu"
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-label={t`Menú`}
        >
          {current ? (
            <div className="mobile-menu__level">
              <button type="button" className="mobile-menu__back" onClick={() => setLevel(null)}>
                <Icon name="chevron-left" size={18} />
                <Trans>Volver</Trans>
              </button>
              <p className="mobile-menu__title">{current.title}</p>
              <ContentLink href={current.link} className="mobile-menu__all">
                {t`Ver todo en ${current.title}`}
                <Icon name="arrow" size={16} />
              </ContentLink>
              <div className="mobile-menu__components" aria-busy={!components}>
                {components?.map((component, i) => (
                  <MenuComponentView key={`${component.layout}-${i}`} component={component} base={current.link} />
                ))}
              </div>
            </div>
          ) : (
            <div className="mobile-menu__level">
              <nav aria-label={t`Menú principal`}>
                <ul className="mobile-menu__list">
                  <li>
                    <Link to="/" className="mobile-menu__row">
                      <Icon name="home" size={20} />
                      <span>
                        <Trans>Inicio</Trans>
                      </span>
                    </Link>
                  </li>
                  {items.map((item, index) => (
                    <li key={item.title}>
                      {item.hasPanel ? (
                        <button type="button" className="mobile-menu__row" onClick={() => setLevel(index)}>
                          <Icon name={item.icon || 'wine'} size={20} />
                          <span>{item.title}</span>
                          <Icon name="chevron-right" size={18} className="mobile-menu__chevron" />
                        </button>
                      ) : (
                        <ContentLink href={item.link} className="mobile-menu__row">
                          <Icon name={item.icon || 'wine'} size={20} />
                          <span>{item.title}</span>
                        </ContentLink>
                      )}
                    </li>
                  ))}
                </ul>
              </nav>
              <MenuShortcuts />
              <div className="mobile-menu__footer">
                <AccountLink user={actions.user} onLoginPage={actions.onLoginPage} />
                <LanguageSwitch locale={actions.locale} />
              </div>
            </div>
          )}
        </div>
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
