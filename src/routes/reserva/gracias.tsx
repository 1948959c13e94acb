import { createFileRoute } from '@tanstack/react-router'
import { noindexContentRoute, useContentPage } from '~/features/content/use-content-page'
import { EventThankYou } from '~/features/reservations/components/reservation-result'

// docs/product.md, Pages /reserva/gracias (content: reservation-thank-you): the code and summary of the reservation just made.
export const Route = createFileRoute('/reserva/gracias')({
  ...noindexContentRoute('reservation-thank-you'),
  component: function Page() {
    const { locale } = Route.useRouteContext()
    return <EventThankYou content={useContentPage('reservation-thank-you')} locale={locale} />
  },
})
