import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import type { PageSlug } from '~/contract/pages'
import type { Locale } from '~/lib/locale'
import { getPageContent } from './content.functions'

export const contentKeys = {
  all: ['content'] as const,
  page: (slug: PageSlug, locale: Locale) => [...contentKeys.all, slug, locale] as const,
}

/**
 * A page's content, parsed with its schema (src/contract/pages.ts) where it enters the storefront: content the CMS
 * tables hold in another shape fails here, named, not in a component, and the schema's defaults are filled in.
 * Every caller of one slug passes the same schema (they share the cache entry).
 */
export const pageContentQueryOptions = <S extends v.GenericSchema>(slug: PageSlug, locale: Locale, schema: S) =>
  queryOptions({
    queryKey: contentKeys.page(slug, locale),
    queryFn: async () => v.parse(schema, await getPageContent({ data: { slug } })),
    staleTime: 5 * 60_000,
  })
