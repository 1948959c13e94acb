import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { CHUNK_RELOAD_STORAGE_KEY, isChunkLoadError, mayReloadForChunkError } from '~/lib/chunk-reload'
import { PAGE_VIEW_DELAY_MS, SENTRY_RATES } from '~/lib/limits'
import { whenIdle } from '~/ui/idle'
import type { PublicConfig } from '../layout.functions'

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

/** docs/product.md, How things behave / Errors: a failed chunk load reloads the page, at most once per 60 s. */
export function reloadForChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false
  let last: number | null = null
  try {
    const stored = sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)
    last = stored ? Number(stored) : null
  } catch {
    /* ignore */
  }
  const now = Date.now()
  if (!mayReloadForChunkError(last, now, navigator.onLine)) return false
  try {
    sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now))
  } catch {
    /* ignore */
  }
  window.location.reload()
  return true
}

function useChunkReload() {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      const payload = (event as Event & { payload?: unknown }).payload
      if (reloadForChunkError(payload ?? new Error('Failed to fetch dynamically imported module')))
        event.preventDefault()
    }
    const onRejection = (event: PromiseRejectionEvent) => void reloadForChunkError(event.reason)
    const onError = (event: ErrorEvent) => void reloadForChunkError(event.error ?? event.message)
    window.addEventListener('vite:preloadError', onPreloadError)
    window.addEventListener('unhandledrejection', onRejection)
    window.addEventListener('error', onError)
    return () => {
      window.removeEventListener('vite:preloadError', onPreloadError)
      window.removeEventListener('unhandledrejection', onRejection)
      window.removeEventListener('error', onError)
    }
  }, [])
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

/** Client-only side effects of the shell; renders nothing. */
export function BrowserIntegrations({ config }: { config: PublicConfig }) {
  // Marks the shell as interactive (browser tests wait for it before clicking client-side controls).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  usePageViews()
  useChunkReload()
  useBrowserSentry(config)
  useServiceWorker()
  return null
}

/** The GTM loader snippet, only when a container id is configured (no GTM id → no script). */
export function gtmHeadScript(gtmId: string): string | null {
  if (!/^GTM-[A-Z0-9]+$/i.test(gtmId)) return null
  return `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${gtmId}');`
}
