import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { redirect, useRouteContext } from '@tanstack/react-router'
import * as v from 'valibot'
import { contentPageSchema } from '~/contract/pages'
import { pageContentQueryOptions } from '~/features/content/content.queries'
import type { Locale } from '~/lib/locale'
import { sessionQueryOptions } from '~/features/account/session.queries'
import type { AuthPanelContent } from '~/features/account/components/auth-layout'

/**
 * What the sign-in and registration routes share (docs/product.md, How things behave): `?redirect=` is where to go
 * after (checked again on the server), a visitor already signed in goes home, and the brand panel's words come from
 * GET /pages/auth.
 */
export const authRouteOptions = {
  validateSearch: v.object({ redirect: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(2048))), undefined) }),
  beforeLoad: async ({ context }: { context: { queryClient: QueryClient } }) => {
    if (await context.queryClient.fetchQuery(sessionQueryOptions())) throw redirect({ to: '/' })
  },
  loader: ({ context }: { context: { queryClient: QueryClient; locale: Locale } }) =>
    context.queryClient.ensureQueryData(pageContentQueryOptions('auth', context.locale, contentPageSchema)),
}

/** The brand panel beside the sign-in and registration forms, in the page's language. */
export function useAuthPanel(): AuthPanelContent {
  const locale = useRouteContext({ from: '__root__', select: (c) => c.locale })
  const { data: content } = useSuspenseQuery(pageContentQueryOptions('auth', locale, contentPageSchema))
  return { title: content.banner_with_title?.title ?? '', text: content.intro }
}
