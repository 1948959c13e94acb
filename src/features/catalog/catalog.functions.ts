import { createServerFn } from '@tanstack/react-start'
import { notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import type { Category, ProductDetail, ProductFilters, ProductList } from '~/contract/catalog'
import { PRODUCT_LETTERS } from '~/lib/product-type'
import { ApiError, apiCall, apiCallRaw } from '~/server/api-client.server'

// Server functions around the catalogue calls of spec §7 (the storefront never reads D1).

export const LIST_RESOURCES = ['wines', 'alcohols', 'boxes', 'gourmets', 'offers', 'category', 'search'] as const
export type ListResource = (typeof LIST_RESOURCES)[number]

const listRequest = v.object({
  resource: v.picklist(LIST_RESOURCES),
  category: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,64}$/))),
  query: v.record(v.string(), v.pipe(v.string(), v.maxLength(400))),
})

function listPath(data: v.InferOutput<typeof listRequest>, suffix = ''): string {
  if (data.resource === 'category') return `/product-category/${data.category ?? ''}${suffix}`
  return `/${data.resource}${suffix}`
}

/** A 404 from the API becomes the router's not-found page; a 422 (hand-edited URL) an empty list upstream. */
function rethrow(err: unknown): never {
  if (err instanceof ApiError && err.status === 404) throw notFound()
  throw err
}

export type ProductListPage = ProductList & {
  category?: Category
  content?: { name: string; slug: string; product_type: string; subtitle: string }[]
}

export const getProductList = createServerFn({ method: 'GET' })
  .validator(listRequest)
  .handler(async ({ data }): Promise<ProductListPage> => {
    try {
      return await apiCallRaw<ProductListPage>(listPath(data), { query: data.query, token: null })
    } catch (err) {
      return rethrow(err)
    }
  })

export const getProductFilters = createServerFn({ method: 'GET' })
  .validator(listRequest)
  .handler(async ({ data }): Promise<ProductFilters> => {
    try {
      return await apiCall<ProductFilters>(listPath(data, '/filters'), { query: data.query, token: null })
    } catch (err) {
      return rethrow(err)
    }
  })

const RESOURCE_BY_LETTER = { w: 'wines', b: 'boxes', g: 'gourmets', a: 'alcohols' } as const

export const getProduct = createServerFn({ method: 'GET' })
  .validator(
    v.object({
      slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,160}$/)),
      letter: v.optional(v.picklist(PRODUCT_LETTERS)),
    }),
  )
  .handler(async ({ data }): Promise<ProductDetail> => {
    const path = data.letter ? `/${RESOURCE_BY_LETTER[data.letter]}/${data.slug}` : `/products/${data.slug}`
    try {
      return await apiCall<ProductDetail>(path, { token: null })
    } catch (err) {
      // A wrong ?t= letter (an old shared link) still finds the product by its slug.
      if (data.letter && err instanceof ApiError && err.status === 404) {
        try {
          return await apiCall<ProductDetail>(`/products/${data.slug}`, { token: null })
        } catch (inner) {
          return rethrow(inner)
        }
      }
      return rethrow(err)
    }
  })
