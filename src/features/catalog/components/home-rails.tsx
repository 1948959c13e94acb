import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ProductCard as Card } from '~/contract/catalog'
import { isLocale } from '~/lib/locale'
import { AppLink } from '~/ui/app-link'
import { Icon } from '~/ui/icons'
import type { HomeRails as Rails } from '../catalog.functions'
import { homeRailsQueryOptions } from '../catalog.queries'
import { ProductCard } from './product-card'

// Home product highlights (issue 3): rails of product cards with their add-to-cart. A CSS scroll-snap row
// (swipe on phones; no carousel library in the home bundle) with previous/next buttons from the spec §9 tablet
// breakpoint, as the cart's slider hides its arrows below 780 px (spec §2).

type RailId = Rails[number]['id']

/** Rendered inside a Suspense boundary by the home route: the rails stream in after the page's first paint. */
export function HomeRails() {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'es'
  const { data: rails } = useSuspenseQuery(homeRailsQueryOptions(locale))
  const titles: Record<RailId, { eyebrow: string; title: string }> = {
    offers: { eyebrow: t`Precios especiales`, title: t`Ofertas de la semana` },
    newest: { eyebrow: t`Novedades`, title: t`Recién llegados` },
    boxes: { eyebrow: t`Listas para regalar`, title: t`Cajas para regalar` },
  }
  return (
    <>
      {rails.map((rail) => (
        <ProductRail key={rail.id} id={rail.id} {...titles[rail.id]} href={rail.href} products={rail.products} />
      ))}
    </>
  )
}

function ProductRail({
  id,
  eyebrow,
  title,
  href,
  products,
}: {
  id: string
  eyebrow: string
  title: string
  href: string
  products: Card[]
}) {
  const { t } = useLingui()
  const track = useRef<HTMLUListElement>(null)
  const [edges, setEdges] = useState({ start: true, end: false })
  const headingId = `rail-${id}-title`
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
    <section className="home-section home-rail container" aria-labelledby={headingId}>
      <div className="home-rail__head">
        <div>
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={headingId}>{title}</h2>
        </div>
        <div className="home-rail__controls">
          <button
            type="button"
            className="icon-button home-rail__arrow"
            onClick={() => page(-1)}
            disabled={edges.start}
            aria-controls={listId}
            aria-label={t`Anteriores: ${title}`}
          >
            <Icon name="arrow" size={18} className="home-rail__arrow-prev" />
          </button>
          <button
            type="button"
            className="icon-button home-rail__arrow"
            onClick={() => page(1)}
            disabled={edges.end}
            aria-controls={listId}
            aria-label={t`Siguientes: ${title}`}
          >
            <Icon name="arrow" size={18} />
          </button>
          <AppLink href={href} className="home-rail__all">
            {t`Ver todo`}
            <span className="visually-hidden">: {title}</span>
          </AppLink>
        </div>
      </div>
      <ul id={listId} ref={track} className="home-rail__track" aria-labelledby={headingId} onScroll={measure}>
        {products.map((product) => (
          <li key={product.id} className="home-rail__item">
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Space held while the rails stream in, so the sections below do not jump. */
export function HomeRailsFallback() {
  return <div className="home-rail-placeholder" aria-hidden="true" />
}
