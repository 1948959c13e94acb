import { useEffect } from 'react'

const INTENT_EVENTS = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focusin'] as const

/**
 * Fetches a module the visitor will likely want soon (a drawer's code) at their first sign of interaction — a
 * touch, a pointer over the page, a key — rather than on a timer: a page nobody touches does no extra work (and a
 * tap on the cart still finds the code on its way, the touch starts the fetch before the click lands).
 * The fetch starts right after the frame that follows that first touch, not inside it: on a phone the first touch
 * is often the tap itself ("Agregar al carro", a filter), and adding the module's preload links (tens of ms on a
 * slow phone) inside it would hold back what the tap shows.
 */
export function usePreloadOnIntent(load: () => Promise<unknown>): void {
  useEffect(() => {
    let frame: number | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const start = () => {
      stop()
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => void load().catch(() => undefined), 0)
      })
    }
    const stop = () => INTENT_EVENTS.forEach((type) => document.removeEventListener(type, start, true))
    INTENT_EVENTS.forEach((type) => document.addEventListener(type, start, { capture: true, passive: true }))
    return () => {
      stop()
      if (frame !== undefined) cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [load])
}
