import { createServerFn } from '@tanstack/react-start'
import { notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import type { BlogArticle, BlogFilters, BlogList } from '~/contract/blog'
import { BLOG_PER_PAGE_MAX } from '~/contract/blog'
import { ApiError, typedCall } from '~/server/api-client.server'
import { api } from '~/server/api.server'
import { fnInput } from '~/lib/fn-input'

// Server functions around the blog calls of docs/product.md, The API (GET /blogs, /blogs/filters, /blogs/{id}).

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const listRequest = v.object({
  categoria: v.optional(v.pipe(v.string(), v.maxLength(64), v.regex(SLUG))),
  etiqueta: v.optional(v.pipe(v.string(), v.maxLength(40))),
  page: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)),
  per_page: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(BLOG_PER_PAGE_MAX)),
})
export type BlogListRequest = v.InferOutput<typeof listRequest>

/** A 404 from the API is the router's not-found page. */
function rethrow(err: unknown): never {
  // 422: the address is not even an article's (a tampered slug): the same not-found page.
  if (err instanceof ApiError && (err.status === 404 || err.status === 422)) throw notFound()
  throw err
}

export const getBlogList = createServerFn({ method: 'GET' })
  .validator(fnInput(listRequest))
  .handler(async ({ data }): Promise<BlogList> => {
    try {
      return await typedCall(api.blog({ token: null }).$get({ query: data }))
    } catch (err) {
      return rethrow(err)
    }
  })

export const getBlogFilters = createServerFn({ method: 'GET' })
  .validator(fnInput(v.object({ categoria: listRequest.entries.categoria })))
  .handler(async ({ data }): Promise<BlogFilters> => {
    try {
      return (await typedCall(api.blog({ token: null }).filters.$get({ query: data }))).data
    } catch (err) {
      return rethrow(err)
    }
  })

export const getBlogArticle = createServerFn({ method: 'GET' })
  .validator(fnInput(v.object({ slug: v.pipe(v.string(), v.maxLength(160), v.regex(SLUG)) })))
  .handler(async ({ data }): Promise<BlogArticle> => {
    try {
      return (await typedCall(api.blog({ token: null })[':id'].$get({ param: { id: data.slug } }))).data
    } catch (err) {
      return rethrow(err)
    }
  })
