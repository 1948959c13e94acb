import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { contentPageSchema, type ContentPage, type PageSlug } from '~/contract/pages'
import type { Locale } from '~/lib/locale'
import { pageContentQueryOptions } from './content.queries'

/**
 * A content page (banner, intro, sections) in the page's language, from the cache its route's loader filled, with
 * the defaults of its schema applied (sections and items always lists).
 */
export function useContentPage(slug: PageSlug): ContentPage {
  const locale = useRouteContext({ from: '__root__', select: (c) => c.locale })
  return useSuspenseQuery(pageContentQueryOptions(slug, locale, contentPageSchema)).data
}

/** The loader and head of a page that only shows a content page and is never indexed (a thank-you page). */
export function noindexContentRoute(slug: PageSlug) {
  return {
    loader: ({ context }: { context: { queryClient: QueryClient; locale: Locale } }) =>
      context.queryClient.ensureQueryData(pageContentQueryOptions(slug, context.locale, contentPageSchema)),
    head: ({ loaderData }: { loaderData?: ContentPage }) => ({
      meta: [{ title: loaderData?.seo.title ?? 'Vinoteca Andes' }, { name: 'robots', content: 'noindex' }],
    }),
  }
}
