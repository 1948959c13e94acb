import { Trans } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { ShellLayout } from '../shell-layout'
import type { Locale } from '~/lib/locale'
import { ErrorModalProvider } from '~/ui/error-modal'
import type { PublicConfig, ShellUser } from '../layout.functions'
import { useScrollState } from '../hooks/use-scroll-state'
import { AgeGate } from './age-gate'
import { BrowserIntegrations } from './browser-integrations'
import { FloatingWidgets } from './floating-widgets'
import { LoadingIndicator } from './loading-indicator'
import { MobileHeader } from './mobile-header'
import { SiteFooter } from './site-footer'
import { SiteHeader, type HeaderActions } from './site-header'

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
  /** The newsletter sign-up form, rendered inside the footer. */
  newsletter?: ReactNode
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
  const actions: HeaderActions = {
    locale: props.locale,
    user: props.user,
    cartCount: props.cartCount,
    onCartClick: props.onCartClick,
    onSearchClick: props.onSearchClick,
    onLoginPage,
  }
  return (
    <ErrorModalProvider>
      <a href="#contenido" className="skip-link">
        <Trans>Saltar al contenido</Trans>
      </a>
      <LoadingIndicator />
      <div className={`header-wrap${condensed ? ' is-condensed' : ''}`}>
        <SiteHeader items={layout.navbar.components} actions={actions} />
        <MobileHeader items={layout.navbar.components} actions={actions} />
      </div>
      <div className="page">{props.children}</div>
      <SiteFooter layout={layout} newsletter={props.newsletter} />
      <FloatingWidgets visible={scrolled && !buying} buttons={layout.floating_buttons} />
      {props.overlays}
      <AgeGate content={layout.age_modal} acceptedOnServer={props.ageAccepted} />
      <BrowserIntegrations config={props.config} />
    </ErrorModalProvider>
  )
}
