import { withOnDemandMessages } from '~/i18n/i18n'
import { Trans } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { Suspense, useMemo, type ReactNode } from 'react'
import type { ShellLayout } from '../shell-layout'
import type { Locale } from '~/lib/locale'
import { ErrorModalProvider } from '~/ui/error-modal'
import type { PublicConfig, ShellUser } from '../layout.functions'
import { useScrollState } from '../hooks/use-scroll-state'
import { Optional, onDemand } from '~/ui/on-demand'
import { BrowserIntegrations } from './browser-integrations'
import { LoadingIndicator } from './loading-indicator'
import { PageCodeNotice } from './page-code-notice'
import { MobileHeader } from './mobile-header'
import { SiteHeader, type HeaderActions } from './site-header'

// Pieces of the shell most visits never show are chunks of their own (docs/decisions/019-what-loads-first.md):
// - the floating share and help buttons appear only once the page is scrolled (never in the server's HTML), so
//   their code is fetched then; nothing is there to tap before it arrives, and they float (no layout shift);
// - the age gate is rendered only for a visitor who has not accepted it: in the server's HTML as before, its code
//   fetched while the page hydrates; its "Yes" is a form action, so a tap before the code arrives is kept.
const { Component: FloatingWidgets } = onDemand(() =>
  withOnDemandMessages(import('./floating-widgets')).then((m) => m.FloatingWidgets),
)
const ageGate = onDemand(() => withOnDemandMessages(import('./age-gate')).then((module) => module.AgeGate))
const AgeGate = ageGate.Component
// The server has it at hand from its first request, so the gate is always in the HTML itself.
if (import.meta.env.SSR) void ageGate.preload()

export interface ShopShellProps {
  layout: ShellLayout
  locale: Locale
  user: ShellUser | null
  config: PublicConfig
  ageAccepted: boolean
  /** Product count for the cart badge (the cart feature reads it from the cartId cookie). */
  cartCount: number
  onCartClick: () => void
  onSearchClick: () => void
  /** The footer, with the newsletter sign-up in it (the root wires the two features together). */
  footer: ReactNode
  /** Overlays owned by other features (search popup, cart drawer), mounted by the root route. */
  overlays?: ReactNode
  children: ReactNode
}

/**
 * docs/product.md, Pages default layout: mobile header, header, page, footer, floating helpers, loading overlay and the age
 * popup; the search modal and the cart side panel come in through `overlays`.
 */
export function ShopShell(props: ShopShellProps) {
  const { layout } = props
  const { scrolled, condensed } = useScrollState()
  const onLoginPage = useRouterState({ select: (s) => s.location.pathname === '/iniciar-sesion' })
  // Buying pages keep the screen for the purchase: on a phone the floating share/help buttons covered the coupon
  // field and the totals there.
  const buying = useRouterState({
    select: (s) =>
      /^\/(carrito|informacion-personal|informacion-de-envio|metodo-de-pago|datos-de-transferencia)/.test(
        s.location.pathname,
      ),
  })
  const { locale, user, cartCount, onCartClick, onSearchClick } = props
  const items = layout.navbar.components
  // Each part of the shell is a Suspense boundary of its own: React hydrates the document's outer frame first, then
  // these parts one by one in later renders that give the main thread back every few milliseconds (selective
  // hydration), instead of the whole page in one long task. A tap on a part not hydrated yet makes React hydrate that
  // part at once and then handle the tap. Nothing in them suspends: the server's HTML holds their content, never a
  // fallback. They are memoised on what they show: the shell renders again when the page is scrolled, and a new
  // element for a part not hydrated yet would make React hydrate it at once instead of in its own time.
  const headers = useMemo(() => {
    const actions: HeaderActions = { locale, user, cartCount, onCartClick, onSearchClick, onLoginPage }
    return (
      <>
        <Suspense>
          <SiteHeader items={items} actions={actions} />
        </Suspense>
        <Suspense>
          <MobileHeader items={items} actions={actions} />
        </Suspense>
      </>
    )
  }, [items, locale, user, cartCount, onCartClick, onSearchClick, onLoginPage])
  // Memoised like the parts above: while its code is on its way, a new element would make React render the gate
  // from scratch instead of hydrating it (it would vanish until the code arrives, and an early "Yes" with it).
  const ageModal = layout.age_modal
  const ageGateElement = useMemo(
    () =>
      props.ageAccepted || !ageModal ? null : (
        <Optional>
          <Suspense fallback={null}>
            <AgeGate content={ageModal} acceptedOnServer={false} />
          </Suspense>
        </Optional>
      ),
    [props.ageAccepted, ageModal],
  )
  return (
    <ErrorModalProvider>
      <a href="#contenido" className="skip-link">
        <Trans>Saltar al contenido</Trans>
      </a>
      <LoadingIndicator />
      <div className={`header-wrap${condensed ? ' is-condensed' : ''}`}>{headers}</div>
      <div className="page">{props.children}</div>
      {props.footer}
      {scrolled && !buying ? (
        <Optional>
          <Suspense fallback={null}>
            <FloatingWidgets buttons={layout.floating_buttons} />
          </Suspense>
        </Optional>
      ) : null}
      {props.overlays}
      {ageGateElement}
      <PageCodeNotice />
      <BrowserIntegrations config={props.config} />
    </ErrorModalProvider>
  )
}
