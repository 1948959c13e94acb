import { isChunkLoadError } from '~/lib/chunk-reload'
import { reloadForChunkError } from './components/browser-integrations'

/** The notice the shell renders hidden in every page (PageCodeNotice), shown while the page's code is missing. */
export const PAGE_CODE_NOTICE_ID = 'page-code-unavailable'

/** The modules the server named for this page (`modulepreload`): the entry, the matched routes' chunks and theirs. */
function pageModules(): string[] {
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href)
}

/** The first reason a module could not be had, or undefined when every one is in. */
async function firstFailure(urls: string[]): Promise<unknown> {
  const results = await Promise.allSettled(urls.map((url) => import(/* @vite-ignore */ url)))
  for (const result of results) if (result.status === 'rejected') return result.reason as unknown
  return undefined
}

const connectionBack = () =>
  new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }))

/**
 * Resolves once every module the page's hydration needs is in. Hydrating without one of them (offline before the
 * service worker saved it, a flaky connection) would make the router replace the server's HTML of that route by
 * its pending and then its error view: the cart's lines or a product's name would vanish from a page that was
 * already on screen. Until the code is in, the server's HTML stays as it is (readable, its links plain links) and
 * the shell's notice says what is missing; the modules are asked for again when the connection comes back. A module
 * that fails while the browser says it is online may be a deploy that replaced the files: the page reloads once
 * for it (reloadForChunkError), as after hydration. Any other failure is left to the page's error boundaries.
 */
export async function whenPageCodeIsIn(): Promise<void> {
  const urls = pageModules()
  for (;;) {
    const failure = await firstFailure(urls)
    const notice = document.getElementById(PAGE_CODE_NOTICE_ID)
    if (failure === undefined || !isChunkLoadError(failure)) {
      // Hidden again before React hydrates: the server rendered it hidden.
      if (notice) notice.hidden = true
      return
    }
    if (reloadForChunkError(failure)) return new Promise<void>(() => {})
    if (notice) notice.hidden = false
    await connectionBack()
  }
}
