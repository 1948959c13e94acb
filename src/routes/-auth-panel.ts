import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { contentPage } from '~/features/content/page-schemas'
import type { AuthPanelContent } from '~/features/account/components/auth-layout'
import { pageContentQueryOptions } from '~/features/content/content.queries'
import type { Locale } from '~/lib/locale'

// The brand panel beside the sign-in and registration forms (GET /pages/auth). The routes name `authPanelLoader` as
// their loader, so it is split into the page's chunk with the component; spread with the routes' shared options
// (-auth-route.ts) it stayed in the entry chunk, and the content schema and valibot with it.

/** The sign-in and registration pages' loader: the panel's content in the page's language. */
export const authPanelLoader = ({ context }: { context: { queryClient: QueryClient; locale: Locale } }) =>
  context.queryClient.ensureQueryData(pageContentQueryOptions('auth', context.locale, contentPage))

/** The brand panel beside the sign-in and registration forms, in the page's language. */
export function useAuthPanel(): AuthPanelContent {
  const locale = useRouteContext({ from: '__root__', select: (c) => c.locale })
  const { data: content } = useSuspenseQuery(pageContentQueryOptions('auth', locale, contentPage))
  return { title: content.banner_with_title?.title ?? '', text: content.intro }
}
