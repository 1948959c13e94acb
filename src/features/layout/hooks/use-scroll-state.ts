import { useEffect, useState } from 'react'
import { BREAKPOINT_AGE_MODAL, HEADER_SCROLL_OFFSET_DESKTOP, HEADER_SCROLL_OFFSET_MOBILE } from '~/lib/limits'

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
        const next = { scrolled: prev.scrolled || y > 0, condensed: y > offset }
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
