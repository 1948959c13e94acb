import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useRouteContext } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { Breadcrumbs, type Crumb } from '~/ui/breadcrumbs'
import { Pagination } from '~/ui/pagination'
import type { EventsHero } from '../event-route'
import { eventFiltersQueryOptions, eventListQueryOptions } from '../events.queries'
import { toListRequest, type EventsSearch } from '../events-search'
import { groupByMonth } from '../group-by-month'
import { EventCard } from './event-card'

// The router marks a link active when its search is a subset of the current one ("Todos" would stay current
// under ?categoria=cata): chips compare the whole search instead.
const CHIP_ACTIVE = { exact: true, includeSearch: true } as const

/** docs/product.md, Pages /eventos: the wine bar's agenda — hero, category chips, events by month, past events, pagination. */
export function EventsPage({ search, hero, crumbs }: { search: EventsSearch; hero: EventsHero; crumbs: Crumb[] }) {
  const { t } = useLingui()
  const locale = useRouteContext({ from: '__root__', select: (c) => c.locale })
  const request = toListRequest(search)
  const { data: list } = useSuspenseQuery(eventListQueryOptions(locale, request))
  const { data: filters } = useSuspenseQuery(eventFiltersQueryOptions(locale))
  const groups = groupByMonth(list.data, locale)
  const past = request.pasados
  const selected = filters.categories.find((c) => c.slug === search.categoria)
  const chipsRef = useRef<HTMLElement>(null)
  useEffect(() => {
    // On a phone the chips scroll sideways: bring the current one into view (horizontally only).
    const nav = chipsRef.current
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]')
    if (nav && current && nav.scrollWidth > nav.clientWidth) {
      nav.scrollLeft = current.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2
    }
  }, [search.categoria])
  return (
    <main id="contenido" className="events-page">
      <header className="events-hero">
        {hero.image ? <img className="events-hero__image" src={hero.image} alt="" width={1440} height={360} /> : null}
        <div className="events-hero__inner container">
          <Breadcrumbs items={crumbs} />
          <p className="eyebrow eyebrow--light">{t`Agenda del vino bar`}</p>
          <h1>{past ? t`Eventos pasados` : hero.title}</h1>
          {hero.intro ? <p className="events-hero__intro">{hero.intro}</p> : null}
        </div>
      </header>

      <div className="events-page__body container">
        <nav ref={chipsRef} className="chip-row event-chips" aria-label={t`Categorías de eventos`}>
          <Link
            to="/eventos"
            search={past ? { pasados: 1 } : {}}
            className="chip"
            activeOptions={CHIP_ACTIVE}
            aria-current={!search.categoria ? 'page' : undefined}
          >
            {t`Todos`}
            {!past && <span className="chip__count">{filters.total}</span>}
          </Link>
          {filters.categories
            .filter((c) => past || c.count > 0 || c.slug === search.categoria)
            .map((c) => (
              <Link
                key={c.slug}
                to="/eventos"
                search={{ categoria: c.slug, pasados: past ? 1 : undefined }}
                className="chip"
                activeOptions={CHIP_ACTIVE}
                aria-current={search.categoria === c.slug ? 'page' : undefined}
              >
                {c.name}
                {!past && <span className="chip__count">{c.count}</span>}
              </Link>
            ))}
        </nav>

        <p className="events-page__count" role="status">
          {past ? (
            <Plural value={list.total} one="# evento realizado" other="# eventos realizados" />
          ) : (
            <Plural value={list.total} one="# próximo evento" other="# próximos eventos" />
          )}
          {selected ? ` · ${selected.name}` : ''}
        </p>

        {groups.length === 0 ? (
          <div className="events-empty">
            <h2>
              {past ? t`Aún no hay eventos pasados en esta categoría` : t`No hay eventos próximos en esta categoría`}
            </h2>
            <p>
              <Trans>Estamos preparando nuevas catas y cenas. Mientras tanto, te esperamos en el vino bar.</Trans>
            </p>
            <div className="button-row">
              <Link to="/eventos" className="button button--primary">{t`Ver todos los eventos`}</Link>
              <Link to="/vino-bar" className="button button--ghost">{t`Conoce el vino bar`}</Link>
            </div>
          </div>
        ) : (
          groups.map((group, gi) => (
            <section key={group.key} className="event-month" aria-labelledby={`mes-${group.key}`}>
              <h2 className="event-month__heading" id={`mes-${group.key}`}>
                {group.heading}
              </h2>
              <ul className="event-grid" aria-label={group.heading}>
                {group.events.map((event, i) => (
                  <li key={event.id}>
                    <EventCard event={event} locale={locale} priority={gi === 0 && i < 2} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}

        <Pagination current={list.current_page} last={list.last_page} search={search} />

        <aside className="events-switch">
          {past ? (
            <>
              <p>{t`¿Buscas algo para las próximas semanas?`}</p>
              <Link to="/eventos" className="button button--primary">{t`Ver próximos eventos`}</Link>
            </>
          ) : (
            <>
              <p>{t`Catas, cenas y lanzamientos que ya realizamos.`}</p>
              <Link
                to="/eventos"
                search={{ pasados: 1 }}
                className="button button--ghost"
              >{t`Ver eventos pasados`}</Link>
            </>
          )}
        </aside>
      </div>
    </main>
  )
}
