import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react'
import type { Locale } from '~/lib/locale'
import { Icon } from '~/ui/icons'
import { menuPanelsQueryOptions } from '../layout.queries'
import type { NavEntry } from '../shell-layout'
import type { MegaMenuPanel } from './menu-component'

// docs/product.md, Pages: desktop mega menu from layout data. Hover or click opens an item's panel; keyboard: Enter/Space/↓
// open it and move into it, ←/→ move between items, Escape closes and returns focus to the item.
// The page carries the top-level entries only; the panels load the first time the pointer or the focus reaches the
// menu (docs/decisions/020-ssr-speed.md), and only the open panel is in the document. The code that lays a panel out
// loads at the same moment as its data, not with the page (docs/decisions/019-what-loads-first.md), and so does the
// panel's own markup; a panel shows once both are there.

type PanelView = typeof MegaMenuPanel

/** The open panel's component (its layouts with it), fetched once the menu is wanted (null until then). */
function usePanelView(wanted: boolean): ComponentType<Parameters<PanelView>[0]> | null {
  const [view, setView] = useState<PanelView | null>(null)
  useEffect(() => {
    if (!wanted || view) return
    let live = true
    void import('./menu-component').then((module) => {
      if (live) setView(() => module.MegaMenuPanel)
    })
    return () => {
      live = false
    }
  }, [wanted, view])
  return view
}

export function MegaMenu({ items, locale }: { items: NavEntry[]; locale: Locale }) {
  const { t } = useLingui()
  const [open, setOpen] = useState<number | null>(null)
  const [wanted, setWanted] = useState(false)
  const { data: loadedPanels } = useQuery({ ...menuPanelsQueryOptions(locale), enabled: wanted || open !== null })
  const Panel = usePanelView(wanted || open !== null)
  const panels = Panel ? loadedPanels : undefined
  /** The keyboard asked to move into a panel that was still loading: focus it once it is there. */
  const focusOnLoad = useRef<number | null>(null)
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const panelRefs = useRef<(HTMLDivElement | null)[]>([])
  const baseId = useId()
  const router = useRouter()
  const isOpen = open !== null

  // A navigation (from inside the menu or elsewhere) closes an open menu. Only an open menu listens: a closed one
  // does not re-render on every change of address, and a filter tap in a list is one.
  useEffect(() => (isOpen ? router.subscribe('onBeforeNavigate', () => setOpen(null)) : undefined), [isOpen, router])

  useEffect(() => () => clearTimeout(hoverTimer.current), [])

  useEffect(() => {
    const index = focusOnLoad.current
    if (index === null || !panels || open !== index) return
    focusOnLoad.current = null
    panelRefs.current[index]?.querySelector<HTMLElement>('a, button')?.focus()
  }, [panels, open])

  const openLater = (index: number | null) => {
    clearTimeout(hoverTimer.current)
    hoverTimer.current = setTimeout(() => setOpen(index), index === null ? 180 : 90)
  }

  const focusPanel = (index: number) => {
    if (!panels) focusOnLoad.current = index
    else requestAnimationFrame(() => panelRefs.current[index]?.querySelector<HTMLElement>('a, button')?.focus())
  }

  const onItemKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const count = items.length
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault()
      const next = (index + (event.key === 'ArrowRight' ? 1 : count - 1)) % count
      buttons.current[next]?.focus()
      if (open !== null) setOpen(next)
    } else if (event.key === 'ArrowDown') {
      event.preventDefault()
      setOpen(index)
      focusPanel(index)
    } else if (event.key === 'Escape') {
      setOpen(null)
    }
  }

  const onPanelKey = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      setOpen(null)
      buttons.current[index]?.focus()
    }
  }

  return (
    <nav
      className="mega-menu"
      aria-label={t`Menú principal`}
      onMouseLeave={() => openLater(null)}
      onPointerEnter={() => setWanted(true)}
      onFocus={() => setWanted(true)}
    >
      <ul className="mega-menu__bar container">
        {items.map((item, index) => {
          const panelId = `${baseId}-panel-${index}`
          const isOpen = open === index
          const components = isOpen ? panels?.[index]?.components : undefined
          return (
            <li
              key={item.title}
              className={`mega-menu__item${isOpen ? ' is-open' : ''}`}
              onMouseEnter={() => openLater(index)}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null) && open === index) setOpen(null)
              }}
            >
              <button
                ref={(el) => {
                  buttons.current[index] = el
                }}
                type="button"
                className="mega-menu__trigger"
                aria-expanded={isOpen}
                aria-controls={components ? panelId : undefined}
                onClick={() => setOpen(isOpen ? null : index)}
                onKeyDown={(event) => onItemKey(event, index)}
              >
                {item.title}
                {item.hasPanel ? <Icon name="chevron-down" size={14} /> : null}
              </button>
              {Panel && components && components.length > 0 ? (
                <Panel
                  id={panelId}
                  panelRef={(el) => {
                    panelRefs.current[index] = el
                  }}
                  components={components}
                  base={item.link}
                  allLabel={t`Ver todo en ${item.title}`}
                  onKeyDown={(event) => onPanelKey(event, index)}
                />
              ) : null}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
