import { createFileRoute } from '@tanstack/react-router'
import { contentPage } from '~/features/content/page-schemas'
import { pageContentQueryOptions } from '~/features/content/content.queries'
import { EventsPage } from '~/features/events/components/events-page'
import { loadEventsPage } from '~/features/events/event-route'
import { eventsSearchSchema } from '~/features/events/events-search'
import { eventsHead } from '~/features/events/events.head'

// docs/product.md, Pages /eventos: the events list (hero from docs/product.md, The API GET /pages/events).
export const Route = createFileRoute('/eventos/')({
  validateSearch: eventsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadEventsPage(
      context,
      deps,
      context.queryClient.ensureQueryData(pageContentQueryOptions('events', context.locale, contentPage)),
    ),
  head: ({ loaderData }) => eventsHead(loaderData),
  component: function EventsRoute() {
    const data = Route.useLoaderData()
    return <EventsPage search={Route.useSearch()} hero={data.hero} crumbs={data.crumbs} />
  },
})
