import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { sessionQueryOptions } from '~/features/account/session.queries'

// docs/product.md, How things behave / Roles: account pages are for authenticated users; guests go to login and come back afterwards.
// This guard is navigation only: every account server function checks the session itself.
export const Route = createFileRoute('/cuenta')({
  beforeLoad: async ({ context, location }) => {
    const user = await context.queryClient.fetchQuery(sessionQueryOptions())
    if (!user) throw redirect({ to: '/iniciar-sesion', search: { redirect: location.href } })
    return { user }
  },
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  component: Outlet,
})
