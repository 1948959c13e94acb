import { queryOptions } from '@tanstack/react-query'
import type { PageSlug } from '~/contract/pages'
import type { Locale } from '~/lib/locale'
import { getPageContent } from './content.functions'

export const contentKeys = {
  all: ['content'] as const,
  page: (slug: PageSlug, locale: Locale) => [...contentKeys.all, slug, locale] as const,
}

/** Typed by the caller: each page knows its content schema (src/contract/pages.ts). */
export const pageContentQueryOptions = <T>(slug: PageSlug, locale: Locale) =>
  queryOptions({
    queryKey: contentKeys.page(slug, locale),
    queryFn: () => getPageContent({ data: { slug } }) as Promise<T>,
    staleTime: 5 * 60_000,
  })
