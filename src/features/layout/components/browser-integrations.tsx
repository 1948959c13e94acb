import { Suspense, useEffect } from 'react'
import { CHUNK_RELOAD_STORAGE_KEY, isChunkLoadError, mayReloadForChunkError } from '~/lib/chunk-reload'
import type { PublicConfig } from '../layout.functions'
import { Optional, onDemand } from '~/ui/on-demand'

/** When the connection last came back in this page (the `online` event), for `mayReloadForChunkError`. */
let reconnectedAt: number | null = null

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
  if (!mayReloadForChunkError(last, now, navigator.onLine, reconnectedAt)) return false
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
    const onOnline = () => {
      reconnectedAt = Date.now()
    }
    window.addEventListener('online', onOnline)
    window.addEventListener('vite:preloadError', onPreloadError)
    window.addEventListener('unhandledrejection', onRejection)
    window.addEventListener('error', onError)
    return () => {
      window.removeEventListener('online', onOnline)
      window.removeEventListener('vite:preloadError', onPreloadError)
      window.removeEventListener('unhandledrejection', onRejection)
      window.removeEventListener('error', onError)
    }
  }, [])
}

// What has nothing to show and no hurry (page views for the tag manager, Sentry, the service worker) is a chunk of
// its own, fetched while the page hydrates; what must act from the first moment (the hydration mark, the reload on
// a failed chunk, which covers that chunk too) stays here (docs/decisions/019-what-loads-first.md).
const pageServices = onDemand(() => import('./page-services').then((module) => module.PageServices))
// On the server it renders nothing, at once: no part streamed in after the page on a Worker's first request.
if (import.meta.env.SSR) void pageServices.preload()
const PageServices = pageServices.Component

/** Client-only side effects of the shell; renders nothing. */
export function BrowserIntegrations({ config }: { config: PublicConfig }) {
  // Marks the shell as interactive (browser tests wait for it before clicking client-side controls).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  useChunkReload()
  return (
    <Optional>
      <Suspense fallback={null}>
        <PageServices config={config} />
      </Suspense>
    </Optional>
  )
}

/** Whether a tag manager container id is configured (no valid GTM id → no script). */
export const isGtmId = (gtmId: string) => /^GTM-[A-Z0-9]+$/i.test(gtmId)

/** The GTM loader snippet for a configured container id (isGtmId). */
export function gtmHeadScript(gtmId: string): string {
  return `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${gtmId}');`
}
