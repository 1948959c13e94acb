import { useEffect } from 'react'

/** docs/product.md, Pages / How things behave: page scroll is blocked while the mobile menu (or another overlay) is open. */
export function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return
    const { body, documentElement } = document
    const previous = body.style.overflow
    const gap = window.innerWidth - documentElement.clientWidth
    body.style.overflow = 'hidden'
    if (gap > 0) body.style.paddingRight = `${gap}px`
    body.dataset.scrollLocked = 'true'
    return () => {
      body.style.overflow = previous
      body.style.paddingRight = ''
      delete body.dataset.scrollLocked
    }
  }, [locked])
}
