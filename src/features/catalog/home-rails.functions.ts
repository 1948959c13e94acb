import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import type { ProductCard } from '~/contract/catalog'
import type { Locale } from '~/lib/locale'
import { typedCall } from '~/server/api-client.server'
import { api } from '~/server/api.server'
import { cachedContent } from '~/server/edge-cache.server'
import { requestLocale } from '~/server/session.server'
import { HOME_RAILS, type HomeRailDef } from './home-rails'
import { CATALOG_FRESHNESS } from './list-cache'

// The home rails' server function and query, apart from the catalogue's (./catalog.functions.ts,
// ./catalog.queries.ts): the home's route chunk carries these few lines instead of every list's and product's
// server function, a module the home's first load fetched only for this (docs/decisions/019-what-loads-first.md).

export type HomeRails = { id: HomeRailDef['id']; href: string; products: ProductCard[] }[]

/**
 * Home product rails. Edge-cached per locale like the lists (a price change shows within a minute, docs/backoffice.md
 * "Prices and offers"), so the warm home stays at 0 D1 queries (scripts/bench.mjs). Extras, not the page: a failing call leaves that rail out
 * (extras fail quietly) and is not cached, so the next request tries again.
 */
export const getHomeRails = createServerFn({ method: 'GET' }).handler(async (): Promise<HomeRails> => {
  const locale = requestLocale()
  try {
    return await cachedContent(
      'catalog/home-rails',
      locale,
      async () => {
        const lists = await Promise.all(
          HOME_RAILS.map((rail) =>
            typedCall(api.catalogList(rail.resource, { locale, token: null }).$get({ query: rail.query })),
          ),
        )
        return HOME_RAILS.map((rail, i) => ({ id: rail.id, href: rail.href, products: lists[i]!.data })).filter(
          (rail) => rail.products.length > 0,
        )
        // Cards carry prices: kept as long as any list (a minute at most), not as long as page texts.
      },
      CATALOG_FRESHNESS,
    )
  } catch (err) {
    console.error('[home-rails] failed', err)
    return []
  }
})

/**
 * Home product rails (same 5-minute freshness as the edge cache behind them). The key is under `catalogKeys.all`
 * (./catalog.queries.ts), so invalidating the catalogue invalidates the rails too.
 */
export const homeRailsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['catalog', 'home-rails', locale] as const,
    // Extras: a failed call shows no rails rather than an error page.
    queryFn: () => getHomeRails().catch((): HomeRails => []),
    staleTime: 5 * 60_000,
  })
