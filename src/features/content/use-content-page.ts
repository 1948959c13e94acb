import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { type ContentPage, type PageSlug } from '~/contract/pages'
import { contentPage } from '~/features/content/page-schemas'
import { pageContentQueryOptions } from './content.queries'

/**
 * A content page (banner, intro, sections) in the page's language, from the cache its route's loader filled, with
 * the defaults of its schema applied (sections and items always lists).
 */
export function useContentPage(slug: PageSlug): ContentPage {
  const locale = useRouteContext({ from: '__root__', select: (c) => c.locale })
  return useSuspenseQuery(pageContentQueryOptions(slug, locale, contentPage)).data
}
