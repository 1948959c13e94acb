import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { QueryClient } from '@tanstack/react-query'
import { FOOD_LIMIT_MAX } from '~/contract/sommelier'
import type { ContentPage } from '~/contract/pages'
import type { Locale } from '~/lib/locale'
import { searchString, type Crumb } from '~/lib/seo'
import { siteUrlQueryOptions } from '~/server/site.functions'
import {
  foodQueryOptions,
  guideCountQueryOptions,
  guideFiltersQueryOptions,
  placesQueryOptions,
  sommelierWinesQueryOptions,
} from './sommelier.queries'
import { guideQuery, modeOf, winesRequest, type SommelierSearch } from './sommelier-search'

// Loader of /sommelier-virtual (docs/product.md, Pages; its head: ./sommelier.head.ts): the route file stays thin.

export const SOMMELIER_PATH = '/sommelier-virtual'

interface Ctx {
  queryClient: QueryClient
  locale: Locale
  i18n: I18n
}

export interface SommelierHero {
  eyebrow: string
  title: string
  intro: string
  image: string | null
}

export interface SommelierLoaderData {
  site: string
  url: string
  title: string
  description: string
  hero: SommelierHero
  crumbs: Crumb[]
}

/** Dish mode lists every dish of the chosen place on one screen (the seed has about thirty). */
export const foodRequestFor = (search: SommelierSearch) => ({
  page: 1,
  limit: FOOD_LIMIT_MAX,
  country: search.pais,
  continent: search.continente,
})

export async function loadSommelier(
  context: Ctx,
  search: SommelierSearch,
  content: Promise<ContentPage>,
): Promise<SommelierLoaderData> {
  const qc = context.queryClient
  const wines = winesRequest(search)
  const modeData =
    modeOf(search) === 'plato'
      ? [
          qc.ensureQueryData(foodQueryOptions(context.locale, foodRequestFor(search))),
          qc.ensureQueryData(
            placesQueryOptions(context.locale, { continent: search.continente, country: search.pais }),
          ),
        ]
      : [
          qc.ensureQueryData(guideFiltersQueryOptions(context.locale, guideQuery(search))),
          qc.ensureQueryData(guideCountQueryOptions(guideQuery(search))),
        ]
  const [site, page] = await Promise.all([
    qc.ensureQueryData(siteUrlQueryOptions()),
    content,
    ...modeData,
    wines ? qc.ensureQueryData(sommelierWinesQueryOptions(context.locale, wines)) : null,
  ])
  const crumbs: Crumb[] = [
    { name: context.i18n._(msg`Inicio`), href: '/' },
    { name: context.i18n._(msg`Sommelier virtual`), href: SOMMELIER_PATH },
  ]
  return {
    site,
    url: `${SOMMELIER_PATH}${searchString(search as Record<string, unknown>)}`,
    title: page.seo?.title ?? context.i18n._(msg`Sommelier virtual`),
    description: page.seo?.description ?? '',
    hero: {
      eyebrow: context.i18n._(msg`Sommelier virtual`),
      title: page.banner_with_title?.title ?? context.i18n._(msg`Sommelier virtual`),
      intro: page.intro ?? '',
      image: page.banner_with_title?.background_image ?? null,
    },
    crumbs,
  }
}
