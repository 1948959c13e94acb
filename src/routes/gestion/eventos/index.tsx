import { createFileRoute } from '@tanstack/react-router'
import { listAdminEvents } from '~/features/backoffice/catalogue.functions'
import { ContentList } from '~/features/backoffice/components/content/content-list'

export const Route = createFileRoute('/gestion/eventos/')({
  loader: () => listAdminEvents(),
  component: function EventsRoute() {
    return <ContentList kind="event" rows={Route.useLoaderData()} />
  },
})
