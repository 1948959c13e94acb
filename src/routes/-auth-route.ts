import type { I18n } from '@lingui/core'
import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { sessionQueryOptions } from '~/features/account/session.queries'
import { loadAreaCatalog } from '~/i18n/i18n'
import { searchParams, text } from '~/lib/search-params'

const validateSearch = searchParams({ redirect: text(2048) })

/**
 * What the sign-in and registration routes share (docs/product.md, How things behave): `?redirect=` is where to go
 * after (checked again on the server) and a visitor already signed in goes home. The brand panel's words (GET
 * /pages/auth) are the loader's, in -auth-panel.ts: given by name, the loader loads with the page's code instead of
 * sitting in the entry chunk with this file.
 */
export const authRouteOptions = {
  validateSearch,
  // The forms' messages are in the areas' catalogue (src/i18n/areas.ts), fetched beside the session.
  beforeLoad: async ({ context }: { context: { queryClient: QueryClient; i18n: I18n } }) => {
    const [user] = await Promise.all([
      context.queryClient.fetchQuery(sessionQueryOptions()),
      loadAreaCatalog(context.i18n, 'areas'),
    ])
    if (user) throw redirect({ to: '/' })
  },
}
