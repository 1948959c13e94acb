import { createServerFn } from '@tanstack/react-start'
import { notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { PAGE_SLUGS, type Json } from '~/contract/pages'
import { ApiError, typedCall } from '~/server/api-client.server'
import { api } from '~/server/api.server'
import { cachedContent } from '~/server/edge-cache.server'
import { requestLocale } from '~/server/session.server'
import { fnInput } from '~/lib/fn-input'

/** Content of a page (docs/product.md, The API GET /pages/{slug}), edge-cached per locale; a missing page is a 404. */
export const getPageContent = createServerFn({ method: 'GET' })
  .validator(fnInput(v.object({ slug: v.picklist(PAGE_SLUGS) })))
  .handler(async ({ data }): Promise<Json> => {
    const locale = requestLocale()
    try {
      return await cachedContent(`pages/${data.slug}`, locale, () =>
        typedCall(api.pages({ locale, token: null })[':slug'].$get({ param: data })).then(
          (answer) => answer.data as Json,
        ),
      )
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) throw notFound()
      throw err
    }
  })
