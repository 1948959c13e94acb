import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { sessionQueryOptions } from '~/features/account/session.queries'
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
  beforeLoad: async ({ context }: { context: { queryClient: QueryClient } }) => {
    const user = await context.queryClient.fetchQuery(sessionQueryOptions())
    if (user) throw redirect({ to: '/' })
  },
}
