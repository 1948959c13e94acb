import { queryOptions } from '@tanstack/react-query'
import type { GuideQuery, WinesQuery } from '~/contract/sommelier'
import type { Locale } from '~/lib/locale'
import {
  getFood,
  getGuideCount,
  getGuideFilters,
  getPageFilters,
  getSommelierWines,
  type FoodRequest,
  type PlaceRequest,
} from './sommelier.functions'

// Query keys owned by the sommelier feature (each feature owns its keys). The API answers with a 60 s public cache; the same here.
const FRESH = { staleTime: 60_000 } as const

/** Keys never hold undefined values, so {tipo: undefined} and {} share an entry. */
const clean = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, value]) => value !== undefined)) as T

export const sommelierKeys = {
  all: ['sommelier'] as const,
  food: (locale: Locale, r: FoodRequest) => [...sommelierKeys.all, 'food', locale, clean(r)] as const,
  places: (locale: Locale, r: PlaceRequest) => [...sommelierKeys.all, 'places', locale, clean(r)] as const,
  filters: (locale: Locale, q: GuideQuery) => [...sommelierKeys.all, 'filters', locale, clean(q)] as const,
  count: (q: GuideQuery) => [...sommelierKeys.all, 'count', clean(q)] as const,
  wines: (locale: Locale, q: WinesQuery) => [...sommelierKeys.all, 'wines', locale, clean(q)] as const,
}

export const foodQueryOptions = (locale: Locale, request: FoodRequest) =>
  queryOptions({
    queryKey: sommelierKeys.food(locale, request),
    queryFn: () => getFood({ data: clean(request) }),
    ...FRESH,
  })

export const placesQueryOptions = (locale: Locale, request: PlaceRequest) =>
  queryOptions({
    queryKey: sommelierKeys.places(locale, request),
    queryFn: () => getPageFilters({ data: clean(request) }),
    ...FRESH,
  })

export const guideFiltersQueryOptions = (locale: Locale, query: GuideQuery) =>
  queryOptions({
    queryKey: sommelierKeys.filters(locale, query),
    queryFn: () => getGuideFilters({ data: clean(query) }),
    ...FRESH,
  })

export const guideCountQueryOptions = (query: GuideQuery) =>
  queryOptions({
    queryKey: sommelierKeys.count(query),
    queryFn: () => getGuideCount({ data: clean(query) }),
    ...FRESH,
  })

export const sommelierWinesQueryOptions = (locale: Locale, query: WinesQuery) =>
  queryOptions({
    queryKey: sommelierKeys.wines(locale, query),
    queryFn: () => getSommelierWines({ data: clean(query) }),
    ...FRESH,
  })
