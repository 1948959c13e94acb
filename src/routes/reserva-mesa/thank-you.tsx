import { createFileRoute } from '@tanstack/react-router'
import { noindexContentRoute, useContentPage } from '~/features/content/use-content-page'
import { TableThankYou } from '~/features/reservations/components/reservation-result'

// docs/product.md, Pages /reserva-mesa/thank-you (content: table-reservation-thank-you): the code and summary of the booking.
export const Route = createFileRoute('/reserva-mesa/thank-you')({
  ...noindexContentRoute('table-reservation-thank-you'),
  component: function Page() {
    const { locale } = Route.useRouteContext()
    return <TableThankYou content={useContentPage('table-reservation-thank-you')} locale={locale} />
  },
})
