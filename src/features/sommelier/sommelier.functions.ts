import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import type { FoodList, GuideCount, GuideFilters, PageFilters, SommelierWines } from '~/contract/sommelier'
import { AROMAS, CONTINENTS, ESTILOS, FOOD_LIMIT_MAX, SOMMELIER_TIPOS, WINES_LIMIT_MAX } from '~/contract/sommelier'
import { typedCall } from '~/server/api-client.server'
import { api } from '~/server/api.server'
import { fnInput } from '~/lib/fn-input'

const sommelier = () => api.sommelier({ token: null })

// Server functions around the docs/product.md, The API Sommelier calls (anonymous: nothing here depends on the shopper).

const slug = v.pipe(v.string(), v.maxLength(64), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/))
const guide = {
  tipo: v.optional(v.picklist(SOMMELIER_TIPOS)),
  estilo: v.optional(v.picklist(ESTILOS)),
  variedad: v.optional(slug),
  aroma: v.optional(v.picklist(AROMAS)),
}
const guideRequest = v.object(guide)
const page = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000))

export const foodRequest = v.object({
  page,
  limit: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(FOOD_LIMIT_MAX)),
  country: v.optional(slug),
  continent: v.optional(v.picklist(CONTINENTS)),
})
export type FoodRequest = v.InferOutput<typeof foodRequest>

const placeRequest = v.object({ continent: v.optional(v.picklist(CONTINENTS)), country: v.optional(slug) })
export type PlaceRequest = v.InferOutput<typeof placeRequest>

const winesRequest = v.object({
  ...guide,
  plato: v.optional(slug),
  page,
  limit: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(WINES_LIMIT_MAX)),
})

export const getFood = createServerFn({ method: 'GET' })
  .validator(fnInput(foodRequest))
  .handler(({ data }): Promise<FoodList> => typedCall(sommelier().food.$get({ query: data })))

export const getPageFilters = createServerFn({ method: 'GET' })
  .validator(fnInput(placeRequest))
  .handler(
    async ({ data }): Promise<PageFilters> => (await typedCall(sommelier()['page-filters'].$get({ query: data }))).data,
  )

export const getGuideFilters = createServerFn({ method: 'GET' })
  .validator(fnInput(guideRequest))
  .handler(async ({ data }): Promise<GuideFilters> => (await typedCall(sommelier().filters.$get({ query: data }))).data)

export const getGuideCount = createServerFn({ method: 'GET' })
  .validator(fnInput(guideRequest))
  .handler(async ({ data }): Promise<GuideCount> => (await typedCall(sommelier().count.$get({ query: data }))).data)

export const getSommelierWines = createServerFn({ method: 'GET' })
  .validator(fnInput(winesRequest))
  .handler(({ data }): Promise<SommelierWines> => typedCall(sommelier().wines.$get({ query: data })))
