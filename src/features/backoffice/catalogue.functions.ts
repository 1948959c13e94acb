import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import type { ProductInput } from '~/contract/admin-catalogue'
import { ApiError } from '~/lib/errors'
import { outcome } from '~/lib/outcome'
import { api } from '~/server/api.server'
import { typedCall } from '~/server/api-client.server'
import { purgeContent } from '~/server/edge-cache.server'
import { fnInput } from '~/lib/fn-input'

// Server functions of the back-office's catalogue and content editors: each calls /api/admin with the staff
// member's session; the API authorises, validates (422 with the fields to fix) and refuses stale saves (409).

const listQuery = v.record(v.string(), v.pipe(v.string(), v.maxLength(200)))
type Json = string | number | boolean | null | Json[] | { [key: string]: Json }
const json: v.GenericSchema<Json> = v.lazy(() =>
  v.union([v.string(), v.number(), v.boolean(), v.null(), v.array(json), v.record(v.string(), json)]),
)
const idRef = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) })
const pageRef = v.object({ slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,64}$/)) })

/** The thing asked for, or null when there is none (the page shows the shop's 404). */
async function orNull<T>(run: () => Promise<T>): Promise<T | null> {
  try {
    return await run()
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null
    throw err
  }
}

// ----------------------------------------------------------------------------------------------------- products

export const listAdminCatalogue = createServerFn({ method: 'GET' })
  .validator(fnInput(listQuery))
  .handler(async ({ data }) => typedCall(api.admin().products.$get({ query: data })))

export const listEditorialCategories = createServerFn({ method: 'GET' }).handler(
  async () => (await typedCall(api.admin().products.categories.$get())).data,
)

export const getAdminProduct = createServerFn({ method: 'GET' })
  .validator(fnInput(idRef))
  .handler(async ({ data }) =>
    orNull(async () => (await typedCall(api.admin().products[':id'].$get({ param: { id: String(data.id) } }))).data),
  )

export const createAdminProduct = createServerFn({ method: 'POST' })
  .validator(fnInput(v.object({ product: json })))
  .handler(async ({ data }) =>
    outcome(
      async () => (await typedCall(api.admin().products.$post({ json: data.product as unknown as ProductInput }))).data,
    ),
  )

export const saveAdminProduct = createServerFn({ method: 'POST' })
  .validator(fnInput(v.object({ ...idRef.entries, product: json })))
  .handler(async ({ data }) =>
    outcome(
      async () =>
        (
          await typedCall(
            api.admin().products[':id'].$patch({
              param: { id: String(data.id) },
              json: data.product as unknown as ProductInput & { version: number },
            }),
          )
        ).data,
    ),
  )

export const orderAdminPhotos = createServerFn({ method: 'POST' })
  .validator(fnInput(v.object({ ...idRef.entries, ids: v.array(v.number()) })))
  .handler(async ({ data }) =>
    outcome(
      async () =>
        (
          await typedCall(
            api.admin().products[':id'].photos.order.$put({ param: { id: String(data.id) }, json: { ids: data.ids } }),
          )
        ).data,
    ),
  )

export const editAdminPhoto = createServerFn({ method: 'POST' })
  .validator(
    fnInput(
      v.object({
        ...idRef.entries,
        photo: v.number(),
        alt: v.pipe(v.string(), v.maxLength(400)),
        alt_en: v.pipe(v.string(), v.maxLength(400)),
      }),
    ),
  )
  .handler(async ({ data }) =>
    outcome(
      async () =>
        (
          await typedCall(
            api.admin().products[':id'].photos[':photo'].$patch({
              param: { id: String(data.id), photo: String(data.photo) },
              json: { alt: data.alt, alt_en: data.alt_en },
            }),
          )
        ).data,
    ),
  )

export const deleteAdminPhoto = createServerFn({ method: 'POST' })
  .validator(fnInput(v.object({ ...idRef.entries, photo: v.number() })))
  .handler(async ({ data }) =>
    outcome(
      async () =>
        (
          await typedCall(
            api.admin()[':entity{products|events|articles}'][':id'].photos[':photo'].$delete({
              param: { entity: 'products', id: String(data.id), photo: String(data.photo) },
            }),
          )
        ).data,
    ),
  )

// ----------------------------------------------------------------------------------------------- events, articles

export const listAdminEvents = createServerFn({ method: 'GET' }).handler(
  async () => (await typedCall(api.admin().events.$get())).data,
)

export const getAdminEvent = createServerFn({ method: 'GET' })
  .validator(fnInput(idRef))
  .handler(async ({ data }) =>
    orNull(async () => (await typedCall(api.admin().events[':id'].$get({ param: { id: String(data.id) } }))).data),
  )

export const saveAdminEvent = createServerFn({ method: 'POST' })
  .validator(fnInput(v.object({ id: v.optional(v.number()), event: json })))
  .handler(async ({ data }) =>
    outcome(async () => {
      const body = data.event as never
      return data.id
        ? (await typedCall(api.admin().events[':id'].$patch({ param: { id: String(data.id) }, json: body }))).data
        : (await typedCall(api.admin().events.$post({ json: body }))).data
    }),
  )

export const listAdminArticles = createServerFn({ method: 'GET' }).handler(
  async () => (await typedCall(api.admin().articles.$get())).data,
)

export const getAdminArticle = createServerFn({ method: 'GET' })
  .validator(fnInput(idRef))
  .handler(async ({ data }) =>
    orNull(async () => (await typedCall(api.admin().articles[':id'].$get({ param: { id: String(data.id) } }))).data),
  )

export const saveAdminArticle = createServerFn({ method: 'POST' })
  .validator(fnInput(v.object({ id: v.optional(v.number()), article: json })))
  .handler(async ({ data }) =>
    outcome(async () => {
      const body = data.article as never
      return data.id
        ? (await typedCall(api.admin().articles[':id'].$patch({ param: { id: String(data.id) }, json: body }))).data
        : (await typedCall(api.admin().articles.$post({ json: body }))).data
    }),
  )

// -------------------------------------------------------------------------------------------------------- pages

export const listAdminPages = createServerFn({ method: 'GET' }).handler(
  async () => (await typedCall(api.admin().pages.$get())).data,
)

export const getAdminPage = createServerFn({ method: 'GET' })
  .validator(fnInput(pageRef))
  .handler(async ({ data }) =>
    orNull(async () => (await typedCall(api.admin().pages[':slug'].$get({ param: data }))).data),
  )

/** Saves a content page, then purges the edge's copy of it so the storefront shows the new text at once. */
export const saveAdminPage = createServerFn({ method: 'POST' })
  .validator(fnInput(v.object({ ...pageRef.entries, page: json })))
  .handler(async ({ data }) =>
    outcome(async () => {
      const saved = (
        await typedCall(api.admin().pages[':slug'].$put({ param: { slug: data.slug }, json: data.page as never }))
      ).data
      await purgeContent(`pages/${data.slug}`)
      return saved
    }),
  )
