import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Suspense, useRef } from 'react'
import { isLocale } from '~/lib/locale'
import { ContentLink } from '~/ui/content-link'
import { homeRailsQueryOptions } from '../home-rails.functions'
import { HOME_RAILS, HOME_RAIL_SIZE, type HomeRailDef } from '../home-rails'
import { useNearViewport } from '~/ui/use-near-viewport'
import { OnDemandBoundary, onDemand } from '~/ui/on-demand'

// Home product highlights. The rails sit below the fold on every screen, so they never hold up the
// page: the server renders their headings and "Ver todo" links with card-sized placeholders, and the cards
// (data from the edge-cached server function, their code in a lazy chunk) load when a rail nears the viewport.
// A failed load leaves the section out quietly: the rails are extras, never worth an error page.

const { Component: RailTrack } = onDemand(() => import('./rail-track').then((module) => module.default))

export function HomeRails() {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'es'
  const ref = useRef<HTMLDivElement>(null)
  const near = useNearViewport(ref)
  const { data: rails } = useQuery({ ...homeRailsQueryOptions(locale), enabled: near })
  const titles: Record<HomeRailDef['id'], { eyebrow: string; title: string }> = {
    offers: { eyebrow: t`Precios especiales`, title: t`Ofertas de la semana` },
    newest: { eyebrow: t`Novedades`, title: t`Recién llegados` },
    boxes: { eyebrow: t`Listas para regalar`, title: t`Cajas para regalar` },
  }
  return (
    <div ref={ref} className="home-rails">
      {HOME_RAILS.map((def) => {
        const products = rails?.find((r) => r.id === def.id)?.products
        // Loaded and empty (or failed): nothing to show for this rail.
        if (rails && !products?.length) return null
        const { eyebrow, title } = titles[def.id]
        const headingId = `rail-${def.id}-title`
        return (
          <section key={def.id} className="home-section home-rail container" aria-labelledby={headingId}>
            <div className="home-rail__head">
              <div>
                <p className="eyebrow">{eyebrow}</p>
                <h2 id={headingId}>{title}</h2>
              </div>
              <ContentLink href={def.href} className="home-rail__all">
                {t`Ver todo`}
                <span className="visually-hidden">: {title}</span>
              </ContentLink>
            </div>
            {products ? (
              <OnDemandBoundary>
                <Suspense fallback={<RailPlaceholder />}>
                  <RailTrack id={def.id} title={title} products={products} />
                </Suspense>
              </OnDemandBoundary>
            ) : (
              <RailPlaceholder />
            )}
          </section>
        )
      })}
    </div>
  )
}

/** Card-sized blanks in the same grid as the cards, so nothing below moves when they arrive. */
function RailPlaceholder() {
  return (
    <div className="home-rail__body" aria-hidden="true">
      <ul className="home-rail__track home-rail__track--placeholder">
        {Array.from({ length: HOME_RAIL_SIZE }, (_, i) => (
          <li key={i} className="home-rail__item">
            <div className="rail-skeleton" />
          </li>
        ))}
      </ul>
    </div>
  )
}
