import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ProductCard as Card } from '~/contract/catalog'
import { Icon } from '~/ui/icons'
import { ProductCard } from './product-card'

// The scrolling row of one home rail, loaded on demand by home-rails.tsx: a CSS scroll-snap row
// (swipe on phones, no carousel library) with previous/next buttons from the docs/product.md, Numbers and limits tablet breakpoint, as the
// cart's slider hides its arrows below 780 px (docs/product.md, Pages).

export default function RailTrack({ id, title, products }: { id: string; title: string; products: Card[] }) {
  const { t } = useLingui()
  const track = useRef<HTMLUListElement>(null)
  const [edges, setEdges] = useState({ start: true, end: false })
  const listId = `rail-${id}-list`

  const measure = useCallback(() => {
    const el = track.current
    if (!el) return
    // 2 px of slack: sub-pixel widths never reach the exact end.
    const start = el.scrollLeft <= 2
    const end = el.scrollLeft + el.clientWidth >= el.scrollWidth - 2
    setEdges((prev) => (prev.start === start && prev.end === end ? prev : { start, end }))
  }, [])
  useEffect(() => {
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [measure])

  const page = (direction: 1 | -1) => {
    const el = track.current
    if (!el) return
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: reduce ? 'auto' : 'smooth' })
  }

  return (
    <div className="home-rail__body">
      <ul id={listId} ref={track} className="home-rail__track" aria-label={title} onScroll={measure}>
        {products.map((product) => (
          <li key={product.id} className="home-rail__item">
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="icon-button home-rail__arrow home-rail__arrow--prev"
        onClick={() => page(-1)}
        disabled={edges.start}
        aria-controls={listId}
        aria-label={t`Anteriores: ${title}`}
      >
        <Icon name="arrow" size={18} />
      </button>
      <button
        type="button"
        className="icon-button home-rail__arrow home-rail__arrow--next"
        onClick={() => page(1)}
        disabled={edges.end}
        aria-controls={listId}
        aria-label={t`Siguientes: ${title}`}
      >
        <Icon name="arrow" size={18} />
      </button>
    </div>
  )
}
