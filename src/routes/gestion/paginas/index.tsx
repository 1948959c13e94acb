import { createFileRoute } from '@tanstack/react-router'
import { listAdminPages } from '~/features/backoffice/catalogue.functions'
import { PagesList } from '~/features/backoffice/components/content/pages-list'

export const Route = createFileRoute('/gestion/paginas/')({
  loader: () => listAdminPages(),
  component: function PagesRoute() {
    return <PagesList pages={Route.useLoaderData()} />
  },
})
