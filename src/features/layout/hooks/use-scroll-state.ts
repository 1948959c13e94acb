import { useEffect, useState } from 'react'
import { BREAKPOINT_AGE_MODAL, HEADER_SCROLL_OFFSET_DESKTOP, HEADER_SCROLL_OFFSET_MOBILE } from '~/lib/limits'

// Condensing makes the sticky header shorter (46 px on a laptop: the promo line and some padding), which moves
// the page's scroll position. Expanding again only well below the threshold keeps a page resting near it from
// flickering between the two.
const EXPAND_BELOW_OFFSET = 64

/** Whether the header is condensed at scroll position `y`, given whether it is now. */
export function condensedAt(y: number, offset: number, condensed: boolean): boolean {
  return condensed ? y > offset - EXPAND_BELOW_OFFSET : y > offset
}

/**
 * docs/product.md, Numbers and limits: the header condenses after scrolling 160 px on desktop (100 px on mobile); docs/product.md, Pages: floating widgets
 * appear after the first scroll. One passive listener, state changes only when a threshold is crossed.
 */
export function useScrollState() {
  const [state, setState] = useState({ scrolled: false, condensed: false })
  useEffect(() => {
    let frame = 0
    const desktop = window.matchMedia(`(min-width: ${BREAKPOINT_AGE_MODAL}px)`)
    const measure = () => {
      frame = 0
      const y = window.scrollY
      const offset = desktop.matches ? HEADER_SCROLL_OFFSET_DESKTOP : HEADER_SCROLL_OFFSET_MOBILE
      setState((prev) => {
        const next = { scrolled: prev.scrolled || y > 0, condensed: condensedAt(y, offset, prev.condensed) }
        return next.scrolled === prev.scrolled && next.condensed === prev.condensed ? prev : next
      })
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure)
    }
    measure()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [])
  return state
}
