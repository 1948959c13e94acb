import { I18nProvider } from '@lingui/react'
import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { createI18n } from './i18n/i18n'
import { detectLocale } from './i18n/locale'
import { routeTree } from './routeTree.gen'
import { requestNonce } from './server/csp-nonce'
import { DefaultErrorPage } from './features/layout/components/error-page'
import { NotFoundPage } from './features/layout/components/not-found-page'
import { setupCartOfflineQueue } from './features/cart/offline-queue'
import { retryQueryOnce } from './lib/query-retry'
import { afterThisTask } from './ui/hydrate-later'

export function getRouter() {
  const locale = detectLocale()
  const i18n = createI18n(locale)
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: retryQueryOnce, refetchOnWindowFocus: false } },
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
  if (typeof window !== 'undefined') restoreInTasks(router)
  return router
}

/**
 * The browser restores the router from the server's state (building the router, the query cache, then the matches)
 * before the page hydrates. On a slow phone that is one long task; the query cache is restored in a task of its own
 * and the matches in the next, so none of the three blocks a tap for long (src/ui/hydrate-later.tsx).
 */
function restoreInTasks(router: { options: { hydrate?: (dehydrated: never) => Promise<void> | void } }) {
  const restoreQueries = router.options.hydrate
  router.options.hydrate = async (dehydrated) => {
    await afterThisTask()
    await restoreQueries?.(dehydrated)
    await afterThisTask()
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** The order's e-mail handed from its confirmation to /seguimiento, kept out of the URL. */
    trackingEmail?: string
  }
}
