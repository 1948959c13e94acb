import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { Locale } from '~/lib/locale'
import { foodQueryOptions, placesQueryOptions, sommelierWinesQueryOptions } from '../sommelier.queries'
import { foodRequestFor } from '../sommelier-route'
import { EXACT_ACTIVE, winesRequest, withDish, withPlace, type SommelierSearch } from '../sommelier-search'
import { DishIcon } from './dish-icon'
import { WineResults } from './wine-results'

/** docs/product.md, The shop and its people pairing by dish: place filter (GET /sommelier/page-filters), dishes (/food), then the dish's wines. */
export function DishMode({ search, locale }: { search: SommelierSearch; locale: Locale }) {
  const { t } = useLingui()
  const { data: places } = useSuspenseQuery(
    placesQueryOptions(locale, { continent: search.continente, country: search.pais }),
  )
  const { data: food } = useSuspenseQuery(foodQueryOptions(locale, foodRequestFor(search)))
  return (
    <div className="somm-dish-mode">
      <nav className="somm-places" aria-label={t`Filtrar platos por origen`}>
        <ul className="somm-chips">
          <li>
            <Link
              to="."
              activeOptions={EXACT_ACTIVE}
              search={withPlace(search, {}) as never}
              className="somm-chip"
              aria-current={!search.continente && !search.pais ? 'true' : undefined}
              resetScroll={false}
            >
              {t`Todos`}
            </Link>
          </li>
          {places.continents.map((c) => (
            <li key={c.value}>
              <Link
                to="."
                activeOptions={EXACT_ACTIVE}
                search={withPlace(search, { continente: c.value }) as never}
                className="somm-chip"
                aria-current={c.selected && !search.pais ? 'true' : undefined}
                resetScroll={false}
              >
                {c.label} <span className="somm-chip__count">{c.count}</span>
              </Link>
            </li>
          ))}
        </ul>
        <ul className="somm-chips somm-chips--small">
          {places.countries.map((c) => (
            <li key={c.value}>
              <Link
                to="."
                activeOptions={EXACT_ACTIVE}
                search={withPlace(search, { continente: search.continente, pais: c.value }) as never}
                className="somm-chip somm-chip--small"
                aria-current={c.selected ? 'true' : undefined}
                resetScroll={false}
              >
                {c.label} <span className="somm-chip__count">{c.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {/* The picked dish's wines come first, so a phone does not scroll past every dish to see them. */}
      {search.plato && <DishWines search={search} locale={locale} />}

      <h2 className="somm-subtitle" id="somm-dishes">
        {search.plato ? t`Elige otro plato` : t`¿Qué vas a cocinar?`}
      </h2>
      <ul className="somm-dishes" aria-labelledby="somm-dishes">
        {food.data.map((dish) => (
          <li key={dish.slug}>
            <Link
              to="."
              activeOptions={EXACT_ACTIVE}
              search={withDish(search, dish.slug) as never}
              hash="recomendados"
              className="somm-dish"
              aria-current={search.plato === dish.slug ? 'true' : undefined}
            >
              <DishIcon icon={dish.icon} />
              <span className="somm-dish__name">{dish.name}</span>
              <span className="somm-dish__origin">{dish.country_label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

function DishWines({ search, locale }: { search: SommelierSearch; locale: Locale }) {
  const { t } = useLingui()
  const request = winesRequest(search)!
  const { data } = useSuspenseQuery(sommelierWinesQueryOptions(locale, request))
  const name = data.dish?.name ?? ''
  return (
    <section className="somm-results" id="recomendados" aria-labelledby="somm-results-title">
      <h2 className="somm-subtitle" id="somm-results-title">{t`Vinos para ${name}`}</h2>
      {data.dish && <p className="somm-reason">{data.dish.reason}</p>}
      <WineResults result={data} search={search as Record<string, unknown>} headingId="somm-results-title" />
    </section>
  )
}
