import { useEffect, useState, type RefObject } from 'react'

/**
 * True once the element comes within `margin` of the viewport (and stays true). Below-the-fold extras load
 * then, not with the page: the server renders no cards and the phone downloads no card code up front.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px'): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (near || !el) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref, margin, near])
  return near
}
