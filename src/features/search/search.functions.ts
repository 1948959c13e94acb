import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import type { Suggestion } from '~/contract/catalog'
import { SEARCH_INPUT_MAX, SUGGESTIONS_IN_POPUP } from '~/lib/limits'
import { typedCall } from '~/server/api-client.server'
import { api } from '~/server/api.server'
import { fnInput } from '~/lib/fn-input'

/** docs/product.md, The API suggestion search (search, page 1, per_page 5 in the popup). */
export const getSuggestions = createServerFn({ method: 'GET' })
  .validator(
    fnInput(
      v.object({
        search: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(SEARCH_INPUT_MAX)),
        per_page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20)), SUGGESTIONS_IN_POPUP),
      }),
    ),
  )
  .handler(async ({ data }): Promise<Suggestion[]> => {
    const query = { search: data.search, page: 1, per_page: data.per_page }
    return (await typedCall(api.search({ token: null }).suggestions.$get({ query }))).data
  })
