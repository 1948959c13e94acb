import { msg } from '@lingui/core/macro'
/// <reference types="vite/client" />
import type { I18n } from '@lingui/core'
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { HeadContent, Outlet, Scripts, createRootRouteWithContext, useMatches, useRouter } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import clientChunks from 'virtual:client-chunks'
import appCss from '~/styles/app.css?url'
import { sessionQueryOptions } from '~/features/account/session.queries'
import { cartQueryOptions } from '~/features/cart/cart.queries'
import { CartDrawerOnDemand } from '~/features/cart/components/cart-drawer-on-demand'
import { CartActionsRoot, useCartBadge } from '~/features/cart/components/cart-root'
import { WishlistRoot } from '~/features/wishlist/components/wishlist-root'
import { OfflineNotice } from '~/ui/offline-notice'
import { gtmHeadScript } from '~/features/layout/components/browser-integrations'
import { ShopShell } from '~/features/layout/components/shop-shell'
import { layoutQueryOptions, publicConfigQueryOptions, visitorQueryOptions } from '~/features/layout/layout.queries'
import { NewsletterFormOnDemand } from '~/features/newsletter/components/newsletter-form-on-demand'
import { SearchPopupOnDemand } from '~/features/search/components/search-popup-on-demand'
import type { Locale } from '~/lib/locale'

export interface RouterContext {
  queryClient: QueryClient
  locale: Locale
  i18n: I18n
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Render without the shop shell (the bare layout of docs/product.md, Pages). */
    bare?: boolean
  }
}

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: async ({ context }) => {
    // Critical for every page: the layout (menu, footer, age gate copy), the visitor's state, public config, user.
    await Promise.all([
      context.queryClient.ensureQueryData(layoutQueryOptions(context.locale)),
      context.queryClient.ensureQueryData(visitorQueryOptions()),
      context.queryClient.ensureQueryData(publicConfigQueryOptions()),
      context.queryClient.ensureQueryData(sessionQueryOptions()),
      // The visitor's cart (id in the cartId cookie; none until something is added) so the badge renders on the server.
      context.queryClient.ensureQueryData(cartQueryOptions()),
    ])
  },
  head: ({ match }) => {
    // The page language's message catalogue, which the browser's first render waits for (src/router.tsx), is fetched
    // with the entry's own chunks instead of after them. Only the server knows its URL (scripts/client-chunks-plugin.ts);
    // the browser keeps the server's <link> as it is.
    const catalogue = clientChunks.catalogues[match.context.locale]
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
        { name: 'theme-color', content: '#5b1a2c' },
        { title: `Vinoteca Andes · ${match.context.i18n._(msg`Vinos, destilados y gourmet en Chile`)}` },
      ],
      links: [
        { rel: 'stylesheet', href: appCss },
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        { rel: 'manifest', href: '/manifest.webmanifest' },
        { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
        ...(catalogue ? [{ rel: 'modulepreload', href: catalogue }] : []),
      ],
    }
  },
  shellComponent: RootDocument,
  component: RootLayout,
})

function RootDocument({ children }: { children: ReactNode }) {
  const { locale, queryClient } = Route.useRouteContext()
  const router = useRouter()
  const gtmId = queryClient.getQueryData(publicConfigQueryOptions().queryKey)?.gtmId ?? ''
  const gtm = gtmHeadScript(gtmId)
  return (
    <html lang={locale}>
      <head>
        <HeadContent />
        {gtm ? <script nonce={router.options.ssr?.nonce} dangerouslySetInnerHTML={{ __html: gtm }} /> : null}
      </head>
      <body>
        {gtm ? (
          <noscript>
            <iframe
              title="gtm"
              src={`https://www.googletagmanager.com/ns.html?id=${gtmId}`}
              height="0"
              width="0"
              style={{ display: 'none', visibility: 'hidden' }}
            />
          </noscript>
        ) : null}
        {children}
        <Scripts />
      </body>
    </html>
  )
}

function RootLayout() {
  const bare = useMatches({ select: (matches) => matches.some((m) => m.staticData?.bare) })
  if (bare) return <Outlet />
  return <DefaultLayout />
}

/** docs/product.md, Pages default layout. Features cannot import each other, so the root wires them together here. */
function DefaultLayout() {
  const { locale } = Route.useRouteContext()
  const { data: layout } = useSuspenseQuery(layoutQueryOptions(locale))
  const { data: visitor } = useSuspenseQuery(visitorQueryOptions())
  const { data: config } = useSuspenseQuery(publicConfigQueryOptions())
  const { data: user } = useSuspenseQuery(sessionQueryOptions())
  const cart = useCartBadge()
  const [searchOpen, setSearchOpen] = useState(false)
  return (
    <ShopShell
      layout={layout}
      locale={locale}
      user={user}
      config={config}
      ageAccepted={visitor.ageAccepted}
      cartCount={cart.count}
      onCartClick={cart.open}
      onSearchClick={() => setSearchOpen(true)}
      newsletter={
        <NewsletterFormOnDemand captchaSiteKey={config.captchaSiteKey} captchaProvider={config.captchaProvider} />
      }
      overlays={
        <>
          <CartDrawerOnDemand />
          <SearchPopupOnDemand
            open={searchOpen}
            onClose={() => setSearchOpen(false)}
            words={layout.general_search.words}
            title={layout.general_search.title}
          />
        </>
      }
    >
      <OfflineNotice />
      <CartActionsRoot>
        <WishlistRoot>
          <Outlet />
        </WishlistRoot>
      </CartActionsRoot>
    </ShopShell>
  )
}
