import { createFileRoute } from '@tanstack/react-router'
import { EventPage } from '~/features/events/components/event-page'
import { loadEventPage } from '~/features/events/event-route'
import { eventHead } from '~/features/events/events.head'

// docs/product.md, Pages /eventos/{event}: event detail; an unknown slug is the router's not-found page.
export const Route = createFileRoute('/eventos/$event')({
  loader: ({ context, params }) => loadEventPage(context, params.event),
  head: ({ loaderData }) => eventHead(loaderData),
  component: function EventRoute() {
    const { event } = Route.useParams()
    return <EventPage slug={event} crumbs={Route.useLoaderData().crumbs} />
  },
})
