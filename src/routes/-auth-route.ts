import type { I18n } from '@lingui/core'
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { redirect, useRouteContext } from '@tanstack/react-router'
import * as v from 'valibot'
import { contentPageSchema } from '~/contract/pages'
import { pageContentQueryOptions } from '~/features/content/content.queries'
import type { Locale } from '~/lib/locale'
import { sessionQueryOptions } from '~/features/account/session.queries'
import type { AuthPanelContent } from '~/features/account/components/auth-layout'
import { loadAreaCatalog } from '~/i18n/i18n'

/**
 * What the sign-in and registration routes share (docs/product.md, How things behave): `?redirect=` is where to go
 * after (checked again on the server), a visitor already signed in goes home, and the brand panel's words come from
 * GET /pages/auth.
 */
export const authRouteOptions = {
  validateSearch: v.object({ redirect: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(2048))), undefined) }),
  // The forms' messages are in the areas' catalogue (src/i18n/areas.ts), fetched beside the session.
  beforeLoad: async ({ context }: { context: { queryClient: QueryClient; i18n: I18n } }) => {
    const [user] = await Promise.all([
      context.queryClient.fetchQuery(sessionQueryOptions()),
      loadAreaCatalog(context.i18n, 'areas'),
    ])
    if (user) throw redirect({ to: '/' })
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
