import { queryOptions } from '@tanstack/react-query'
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
 * Every caller of one slug passes the same parser (they share the cache entry), by reference (./page-schemas.ts):
 * the schema and valibot load with the content they parse, not with the page's code.
 */
export const pageContentQueryOptions = <T>(
  slug: PageSlug,
  locale: Locale,
  parser: () => Promise<(content: unknown) => T>,
) =>
  queryOptions({
    queryKey: contentKeys.page(slug, locale),
    queryFn: async (): Promise<T> => {
      const [content, parse] = await Promise.all([getPageContent({ data: { slug } }), parser()])
      return parse(content)
    },
    staleTime: 5 * 60_000,
  })
