import { useRouter } from '@tanstack/react-router'
import { useRef, type AnchorHTMLAttributes, type MouseEvent } from 'react'

/** True for links that leave the shop (docs/product.md, Pages: external links open in a new tab). */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href)
}

// As the router's own links (defaultPreloadDelay in src/router.tsx): a pointer resting this long on a link starts
// loading its page.
const PRELOAD_DELAY_MS = 50

/**
 * A link to a URL held as a string: internal hrefs navigate client-side through the router and load their page
 * when the visitor shows the intent (pointer resting on it, a touch, keyboard focus), external ones open in a new
 * tab. Used for content URLs (layout data, CMS pages), where typed <Link> does not fit, and for the catalogue's
 * product cards, of which a list renders dozens: the router's <Link> costs far more to render and hydrate.
 */
export function AppLink({
  href,
  onClick,
  onMouseEnter,
  onMouseLeave,
  onTouchStart,
  onFocus,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const router = useRouter()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  if (isExternalHref(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" onClick={onClick} {...rest}>
        {children}
      </a>
    )
  }
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    if (!href.startsWith('/')) return // mailto:, tel:
    event.preventDefault()
    void router.navigate({ href })
  }
  const internal = href.startsWith('/')
  const preload = () => {
    // The router builds a location from `href` as `navigate` does; only preloadRoute's type leaves it out.
    type PreloadOptions = Parameters<typeof router.preloadRoute>[0]
    if (internal) void router.preloadRoute({ href } as unknown as PreloadOptions).catch(() => undefined)
  }
  return (
    <a
      href={href}
      onClick={handleClick}
      onMouseEnter={(event) => {
        onMouseEnter?.(event)
        clearTimeout(timer.current)
        timer.current = setTimeout(preload, PRELOAD_DELAY_MS)
      }}
      onMouseLeave={(event) => {
        onMouseLeave?.(event)
        clearTimeout(timer.current)
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event)
        preload()
      }}
      onFocus={(event) => {
        onFocus?.(event)
        preload()
      }}
      {...rest}
    >
      {children}
    </a>
  )
}
