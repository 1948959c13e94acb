import { Outlet } from '@tanstack/react-router'

/**
 * The stylesheet of one area of the site (blog, events, contact, reservations, the sommelier), which the pages every
 * visit loads do not need (docs/decisions/019-what-loads-first.md, "a stylesheet per area").
 *
 * - The server's HTML: React hoists the `<link>` into the head, so a first load paints the area styled.
 * - The browser: the pages run on Preact (docs/decisions/024-preact-in-the-browser.md), which would render the
 *   `<link>` where it stands and paint the page before the sheet arrives. So the component renders nothing there,
 *   and the area's route waits in `beforeLoad` (`areaStylesheetLoaded`) until the sheet is in the head and loaded:
 *   a client-side navigation shows the page only once it is styled. The sheet stays after leaving the area; its
 *   rules name only that area's classes.
 */
export function AreaStylesheet({ href }: { href: string }) {
  return import.meta.env.SSR ? <link rel="stylesheet" href={href} precedence="area" /> : null
}

const loading = new Map<string, Promise<void>>()

// A sheet that failed to load leaves no trace to tell it from one still loading; past this, show the page anyway.
const GIVE_UP_MS = 4000

/** Resolves once the area's stylesheet applies to the document (at once when it already does, and on the server). */
export function areaStylesheetLoaded(href: string): Promise<void> | undefined {
  if (import.meta.env.SSR) return undefined
  const existing = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
    (link) => link.getAttribute('href') === href,
  )
  if (existing?.sheet) return undefined
  let promise = loading.get(href)
  if (!promise) {
    promise = new Promise<void>((resolve) => {
      const link = existing ?? document.createElement('link')
      link.addEventListener('load', () => resolve(), { once: true })
      link.addEventListener('error', () => resolve(), { once: true })
      setTimeout(resolve, GIVE_UP_MS)
      if (!existing) {
        link.rel = 'stylesheet'
        link.href = href
        document.head.appendChild(link)
      }
    })
    loading.set(href, promise)
  }
  return promise
}

/** The layout route of an area: waits for its stylesheet, then shows the page. */
export function areaLayout(href: string) {
  return {
    beforeLoad: () => areaStylesheetLoaded(href),
    component: function AreaLayout() {
      return (
        <>
          <AreaStylesheet href={href} />
          <Outlet />
        </>
      )
    },
  }
}
