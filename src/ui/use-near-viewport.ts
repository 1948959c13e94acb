import { useEffect, useState, type RefObject } from 'react'

/**
 * True once the element comes within `margin` of the viewport (and stays true). Below-the-fold extras load
 * then, not with the page: the home's rails (the server renders no cards, the phone downloads no card code up front)
 * and the parts that hydrate only when near (`WhenNear`, ./on-demand.tsx).
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
