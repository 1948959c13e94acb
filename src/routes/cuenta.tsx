import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { sessionQueryOptions } from '~/features/account/session.queries'
import { loadAreaCatalog } from '~/i18n/i18n'

// docs/product.md, How things behave / Roles: account pages are for authenticated users; guests go to login and come back afterwards.
// This guard is navigation only: every account server function checks the session itself.
export const Route = createFileRoute('/cuenta')({
  beforeLoad: async ({ context, location }) => {
    // The account pages' messages are in the areas' catalogue (src/i18n/areas.ts), fetched beside the session.
    const [user] = await Promise.all([
      context.queryClient.fetchQuery(sessionQueryOptions()),
      loadAreaCatalog(context.i18n, 'areas'),
    ])
    if (!user) throw redirect({ to: '/iniciar-sesion', search: { redirect: location.href } })
    return { user }
  },
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  component: Outlet,
})
