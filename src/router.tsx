import { I18nProvider } from '@lingui/react'
import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { createI18n, loadCatalogWhenOnline } from './i18n/i18n'
import { detectLocale, requestPathname } from './i18n/locale'
import { routeTree } from './routeTree.gen'
import { requestNonce } from './server/csp-nonce'
import { DefaultErrorPage } from './features/layout/components/error-page'
import { NotFoundPage } from './features/layout/components/not-found-page'
import { setupCartOfflineQueue } from './features/cart/offline-queue'
import { retryQueryOnce } from './lib/query-retry'

/**
 * Start builds the router once per request on the server and once in the browser (awaiting it while React's first
 * render waits). In the browser the page language's message catalogue arrives first: the router's context and the
 * first render must speak the server's language, or hydration would not match (the HTML preloads that catalogue,
 * src/routes/__root.tsx).
 */
export async function getRouter() {
  const locale = detectLocale()
  const pathname = requestPathname()
  if (typeof window !== 'undefined') await loadCatalogWhenOnline(locale, pathname)
  const i18n = createI18n(locale, pathname)
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: retryQueryOnce, refetchOnWindowFocus: false },
      // The server's HTML carries every query the page loaded (Start's query integration reads this option) but those
      // only a loader reads, marked `meta: { dehydrate: false }`: the browser asks for them with its first navigation
      // that needs them (docs/decisions/045-what-a-page-carries.md).
      dehydrate: { shouldDehydrateQuery: (query) => query.meta?.dehydrate !== false },
    },
  })
  // In the browser: cart changes made offline wait, survive a reload and go out when the connection is back.
  if (typeof window !== 'undefined') setupCartOfflineQueue(queryClient)
  const router = createRouter({
    routeTree,
    context: { queryClient, locale, i18n },
    defaultPreload: 'intent',
    // docs/product.md, Numbers and limits: link prefetch timeout 2000 ms
    defaultPreloadDelay: 50,
    scrollRestoration: true,
    defaultErrorComponent: DefaultErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    // The Worker's Content-Security-Policy allows inline scripts only with this response's nonce.
    ssr: { nonce: requestNonce() },
    Wrap: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>,
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: Awaited<ReturnType<typeof getRouter>>
  }
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** false: the page's HTML leaves this query out (src/router.tsx). */
      dehydrate?: boolean
    }
  }
}

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** The order's e-mail handed from its confirmation to /seguimiento, kept out of the URL. */
    trackingEmail?: string
  }
}
