import { msg } from '@lingui/core/macro'
/// <reference types="vite/client" />
import type { I18n } from '@lingui/core'
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { HeadContent, Outlet, Scripts, createRootRouteWithContext, useMatches, useRouter } from '@tanstack/react-router'
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import clientChunks from 'virtual:client-chunks'
import { areaOf } from '~/i18n/areas'
import { loadPageCatalogues } from '~/i18n/i18n'
import appCss from '~/styles/app.css?url'
import { sessionQueryOptions } from '~/features/account/session.queries'
import { cartQueryOptions } from '~/features/cart/cart.queries'
import { CartDrawerOnDemand } from '~/features/cart/components/cart-drawer-on-demand'
import { CartActionsRoot, useCartBadge } from '~/features/cart/components/cart-root'
import { WishlistRoot } from '~/features/wishlist/components/wishlist-root'
import { OfflineNotice } from '~/ui/offline-notice'
import { gtmHeadScript, isGtmId } from '~/features/layout/components/browser-integrations'
import { ShopShell } from '~/features/layout/components/shop-shell'
import { layoutQueryOptions, publicConfigQueryOptions, visitorQueryOptions } from '~/features/layout/layout.queries'
import { SearchPopupOnDemand } from '~/features/search/components/search-popup-on-demand'
import { FooterOnDemand } from './-shell/footer-on-demand'
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
  // The messages of the page's area (lists, product pages, cart, checkout, account…: src/i18n/areas.ts) are in
  // before it renders: a navigation into another area waits for that area's catalogue (fetched once).
  beforeLoad: ({ context, location }) => loadPageCatalogues(context.i18n, location.pathname),
  loader: async ({ context }) => {
    // Critical for every page: the layout (menu, footer, age gate copy), the visitor's state, public config, user.
    await Promise.all([
      context.queryClient.ensureQueryData(layoutQueryOptions(context.locale)),
      // The public config, with whether the visitor has said yes to the age gate.
      context.queryClient.ensureQueryData(publicConfigQueryOptions()),
      context.queryClient.ensureQueryData(sessionQueryOptions()),
      // The visitor's cart (id in the cartId cookie; none until something is added) so the badge renders on the server.
      context.queryClient.ensureQueryData(cartQueryOptions()),
    ])
  },
  head: ({ match, matches }) => {
    // The page language's message catalogue, which the browser's first render waits for (src/router.tsx), is fetched
    // with the entry's own chunks instead of after them, and so is the catalogue of the page's area (checkout, account,
    // blog…: src/i18n/areas.ts) when it has one. Only the server knows their URLs (scripts/client-chunks-plugin.ts);
    // the browser keeps the server's <link>s as they are.
    const catalogue = clientChunks.catalogues[match.context.locale]
    const area = areaOf(matches.at(-1)?.pathname ?? '')
    const areaCatalogue = area ? clientChunks.areaCatalogues[area]?.[match.context.locale] : undefined
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
        ...(areaCatalogue ? [{ rel: 'modulepreload', href: areaCatalogue }] : []),
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
  const gtm = isGtmId(gtmId)
  return (
    <html lang={locale}>
      <head>
        <HeadContent />
        {gtm ? (
          // The snippet is the server's to write: the browser hydrates the <script> of the HTML, whose contents React
          // leaves as they are, and never runs it again, so the browser's code does not carry it.
          <script
            nonce={router.options.ssr?.nonce}
            dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? gtmHeadScript(gtmId) : '' }}
            suppressHydrationWarning
          />
        ) : null}
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
  const openCart = useRef(cart.open)
  useEffect(() => {
    openCart.current = cart.open
  })
  const onCartClick = useCallback(() => openCart.current(), [])
  const onSearchClick = useCallback(() => setSearchOpen(true), [])
  const onSearchClose = useCallback(() => setSearchOpen(false), [])
  const cartCount = cart.count
  const ageAccepted = visitor.ageAccepted
  // Its own memo: the footer waits to hydrate until it comes near (WhenNear), and a new element before then, on a
  // cart or search change, would drop its server HTML until it does.
  const footer = useMemo(() => <FooterOnDemand layout={layout} config={config} />, [layout, config])
  // The shell is memoised on what it shows. This component renders again while parts of the page still wait to hydrate
  // (the cart badge right after hydration when a cart change was kept on the device, a tap on "Agregar al carro");
  // with the same elements React leaves those parts (Suspense boundaries,
  // src/features/layout/components/shop-shell.tsx) to their own, interruptible renders. New elements would make React
  // hydrate every one of them at once, in one long task.
  return useMemo(
    () => (
      <ShopShell
        layout={layout}
        locale={locale}
        user={user}
        config={config}
        ageAccepted={ageAccepted}
        cartCount={cartCount}
        onCartClick={onCartClick}
        onSearchClick={onSearchClick}
        footer={footer}
        overlays={
          <>
            <CartDrawerOnDemand />
            <SearchPopupOnDemand
              open={searchOpen}
              onClose={onSearchClose}
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
    ),
    [
      layout,
      locale,
      user,
      config,
      ageAccepted,
      cartCount,
      onCartClick,
      onSearchClick,
      onSearchClose,
      searchOpen,
      footer,
    ],
  )
}
