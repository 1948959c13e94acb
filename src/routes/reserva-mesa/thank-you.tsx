import { createFileRoute } from '@tanstack/react-router'
import { contentPage } from '~/features/content/page-schemas'
import { noindexHead } from '~/features/content/content.head'
import { pageContentQueryOptions } from '~/features/content/content.queries'
import { useContentPage } from '~/features/content/use-content-page'
import { TableThankYou } from '~/features/reservations/components/reservation-result'

// docs/product.md, Pages /reserva-mesa/thank-you (content: table-reservation-thank-you): the code and summary of the booking.
export const Route = createFileRoute('/reserva-mesa/thank-you')({
  // Written out, not spread from a helper: a loader given inline is split into the page's chunk with the component.
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(
      pageContentQueryOptions('table-reservation-thank-you', context.locale, contentPage),
    ),
  head: ({ loaderData }) => noindexHead(loaderData?.seo),
  component: function Page() {
    const { locale } = Route.useRouteContext()
    return <TableThankYou content={useContentPage('table-reservation-thank-you')} locale={locale} />
  },
})
