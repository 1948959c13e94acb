import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { contentPageSchema, type ContentPage } from '~/contract/pages'
import { pageContentQueryOptions } from '~/features/content/content.queries'
import { EventThankYou } from '~/features/reservations/components/reservation-result'

// docs/product.md, Pages /reserva/gracias (content: reservation-thank-you): the code and summary of the reservation just made.
export const Route = createFileRoute('/reserva/gracias')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(pageContentQueryOptions<ContentPage>('reservation-thank-you', context.locale)),
  head: ({ loaderData }) => ({
    meta: [{ title: loaderData?.seo.title ?? 'Vinoteca Andes' }, { name: 'robots', content: 'noindex' }],
  }),
  component: Page,
})

function Page() {
  const { locale } = Route.useRouteContext()
  const { data: content } = useSuspenseQuery({
    ...pageContentQueryOptions<unknown>('reservation-thank-you', locale),
    select: (raw) => v.parse(contentPageSchema, raw),
  })
  return <EventThankYou content={content} locale={locale} />
}
