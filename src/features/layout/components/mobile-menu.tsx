import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { MenuPanels, NavEntry } from '../shell-layout'
import type { Locale } from '~/lib/locale'
import { ContentLink } from '~/ui/content-link'
import { Icon } from '~/ui/icons'
import type { ShellUser } from '../layout.functions'
import { LanguageSwitch } from './language-switch'
import { MenuComponentView } from './menu-component'
import { MenuShortcuts } from './menu-shortcuts'
import { AccountLink } from './site-header'

// The phone menu's drawer: never in the server's HTML (the menu starts closed), so its code loads on demand
// (src/features/layout/components/mobile-header.tsx starts fetching it when the hamburger is touched).

export interface MobileMenuProps {
  items: NavEntry[]
  panels: MenuPanels | undefined
  level: number | null
  onLevel: (level: number | null) => void
  onClose: () => void
  user: ShellUser | null
  onLoginPage: boolean
  locale: Locale
}

export default function MobileMenu({
  items,
  panels,
  level,
  onLevel,
  onClose,
  user,
  onLoginPage,
  locale,
}: MobileMenuProps) {
  const { t } = useLingui()
  const panelRef = useRef<HTMLDivElement>(null)
  const current = level === null ? null : items[level]
  const components = level === null ? undefined : panels?.[level]?.components

  // Focus moves into the menu as it opens and at each level; Escape closes it (the header puts focus back).
  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('button, a')?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [level, onClose])

  return (
    <div id="mobile-menu" className="mobile-menu" ref={panelRef} role="dialog" aria-modal="true" aria-label={t`Menú`}>
      {current ? (
        <div className="mobile-menu__level">
          <button type="button" className="mobile-menu__back" onClick={() => onLevel(null)}>
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
                    <button type="button" className="mobile-menu__row" onClick={() => onLevel(index)}>
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
            <AccountLink user={user} onLoginPage={onLoginPage} />
            <LanguageSwitch locale={locale} />
          </div>
        </div>
      )}
    </div>
  )
}
