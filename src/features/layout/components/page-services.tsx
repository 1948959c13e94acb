import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { PAGE_VIEW_DELAY_MS, SENTRY_RATES } from '~/lib/limits'
import { whenIdle } from '~/ui/when-idle'
import type { PublicConfig } from '../layout.functions'

// The shell's browser services that neither show anything nor have to act before the page has hydrated: loaded on
// demand by BrowserIntegrations (browser-integrations.tsx).

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
  }
}

/** docs/product.md, The API: page views pushed to the tag manager 250 ms after a route change (the title has settled by then). */
function usePageViews() {
  const router = useRouter()
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const push = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        window.dataLayer = window.dataLayer ?? []
        window.dataLayer.push({
          event: 'page_view',
          page_path: window.location.pathname + window.location.search,
          page_location: window.location.href,
          page_title: document.title,
        })
      }, PAGE_VIEW_DELAY_MS)
    }
    push()
    const unsubscribe = router.subscribe('onResolved', (event) => {
      if (event.pathChanged || event.hrefChanged) push()
    })
    return () => {
      clearTimeout(timer)
      unsubscribe()
    }
  }, [router])
}

/**
 * docs/product.md, Numbers and limits: the browser Sentry SDK with the spec's sample rates, loaded only when a DSN is
 * configured, and only once the page is idle: its ~80 KB gzip would otherwise compete with hydration
 * (docs/decisions/019-what-loads-first.md). Errors before that still reach the shop's own handlers.
 */
function useBrowserSentry(config: PublicConfig) {
  useEffect(() => {
    if (!config.sentryDsn) return
    let cancelled = false
    const cancelIdle = whenIdle(() => {
      void import('@sentry/react').then((Sentry) => {
        if (cancelled || Sentry.getClient()) return
        Sentry.init({
          dsn: config.sentryDsn,
          environment: config.environment,
          integrations: [
            Sentry.browserTracingIntegration(),
            Sentry.replayIntegration(),
            Sentry.browserProfilingIntegration(),
          ],
          tracesSampleRate: SENTRY_RATES.tracesSampleRate,
          // docs/product.md, Numbers and limits "profiles 0.5": the browser SDK names it the profile session sample rate.
          profileSessionSampleRate: SENTRY_RATES.profilesSampleRate,
          replaysSessionSampleRate: SENTRY_RATES.replaysSessionSampleRate,
          replaysOnErrorSampleRate: SENTRY_RATES.replaysOnErrorSampleRate,
        })
      })
    })
    return () => {
      cancelled = true
      cancelIdle()
    }
  }, [config.sentryDsn, config.environment])
}

/**
 * The offline shop's service worker (/sw.js, built from src/sw/sw.ts): registered once the page is idle, in
 * production builds only (the dev server has no /sw.js, and a worker there would serve stale modules).
 */
function useServiceWorker() {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
    return whenIdle(() => void navigator.serviceWorker.register('/sw.js').catch(() => undefined), 5000)
  }, [])
}

/** Page views, Sentry and the service worker; renders nothing. */
export function PageServices({ config }: { config: PublicConfig }) {
  usePageViews()
  useBrowserSentry(config)
  useServiceWorker()
  return null
}
