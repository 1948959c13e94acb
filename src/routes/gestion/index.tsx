import { createFileRoute } from '@tanstack/react-router'
import { getDashboard } from '~/features/backoffice/backoffice.functions'
import { DashboardPage } from '~/features/backoffice/components/dashboard'

export const Route = createFileRoute('/gestion/')({
  loader: () => getDashboard(),
  component: DashboardRoute,
})

function DashboardRoute() {
  return <DashboardPage data={Route.useLoaderData()} />
}
