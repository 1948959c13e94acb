import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { contentPageSchema, type ContentPage } from '~/contract/pages'
import { pageContentQueryOptions } from '~/features/content/content.queries'
import { TableThankYou } from '~/features/reservations/components/reservation-result'

// docs/product.md, Pages /reserva-mesa/thank-you (content: table-reservation-thank-you): the code and summary of the booking.
export const Route = createFileRoute('/reserva-mesa/thank-you')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(
      pageContentQueryOptions<ContentPage>('table-reservation-thank-you', context.locale),
    ),
  head: ({ loaderData }) => ({
    meta: [{ title: loaderData?.seo.title ?? 'Vinoteca Andes' }, { name: 'robots', content: 'noindex' }],
  }),
  component: Page,
})

function Page() {
  const { locale } = Route.useRouteContext()
  const { data: content } = useSuspenseQuery({
    ...pageContentQueryOptions<unknown>('table-reservation-thank-you', locale),
    select: (raw) => v.parse(contentPageSchema, raw),
  })
  return <TableThankYou content={content} locale={locale} />
}
