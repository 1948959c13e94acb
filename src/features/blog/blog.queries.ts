import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/lib/locale'
import { PERSISTED_STATE_TTL_MS } from '~/lib/limits'
import { getBlogArticle, getBlogFilters, getBlogList, type BlogListRequest } from './blog.functions'

// docs/product.md, What the shop stores blog store (blogs, filters, currentBlog, totalResults, currentPage) as query cache entries with keys
// owned by the feature. docs/product.md, Numbers and limits: blog lists, filters and the current article are kept for 30 minutes.
const BLOG_STATE = { staleTime: PERSISTED_STATE_TTL_MS, gcTime: PERSISTED_STATE_TTL_MS } as const

export const blogKeys = {
  all: ['blog'] as const,
  lists: () => [...blogKeys.all, 'list'] as const,
  list: (locale: Locale, request: BlogListRequest) => [...blogKeys.lists(), locale, request] as const,
  filters: (locale: Locale, categoria: string | undefined) =>
    [...blogKeys.all, 'filters', locale, categoria ?? ''] as const,
  article: (locale: Locale, slug: string) => [...blogKeys.all, 'article', locale, slug] as const,
}

export const blogListQueryOptions = (locale: Locale, request: BlogListRequest) =>
  queryOptions({
    queryKey: blogKeys.list(locale, request),
    queryFn: () => getBlogList({ data: request }),
    ...BLOG_STATE,
  })

export const blogFiltersQueryOptions = (locale: Locale, categoria: string | undefined) =>
  queryOptions({
    queryKey: blogKeys.filters(locale, categoria),
    queryFn: () => getBlogFilters({ data: { categoria } }),
    ...BLOG_STATE,
  })

export const blogArticleQueryOptions = (locale: Locale, slug: string) =>
  queryOptions({
    queryKey: blogKeys.article(locale, slug),
    queryFn: () => getBlogArticle({ data: { slug } }),
    ...BLOG_STATE,
  })
