import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { contentPage } from '~/features/content/page-schemas'
import { seoHead } from '~/features/content/content.head'
import { pageContentQueryOptions } from '~/features/content/content.queries'
import { useContentPage } from '~/features/content/use-content-page'
import { publicConfigQueryOptions } from '~/features/layout/layout.queries'
import { ReservationPage, WineBarAside } from '~/features/reservations/components/reservation-page'
import { TableReservationForm } from '~/features/reservations/components/table-reservation-form'

// docs/product.md, Pages /reserva-mesa: a table at the wine bar (content: table-wine-bar-reservations; docs/product.md, The API POST /reservations).
export const Route = createFileRoute('/reserva-mesa/')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(
      pageContentQueryOptions('table-wine-bar-reservations', context.locale, contentPage),
    ),
  head: ({ loaderData }) => seoHead(loaderData?.seo),
  component: Page,
})

function Page() {
  const { locale } = Route.useRouteContext()
  const content = useContentPage('table-wine-bar-reservations')
  const { data: config } = useSuspenseQuery(publicConfigQueryOptions())
  return (
    <ReservationPage kind="table" content={content} aside={<WineBarAside />}>
      <TableReservationForm
        locale={locale}
        captcha={{ siteKey: config.captchaSiteKey, provider: config.captchaProvider }}
      />
    </ReservationPage>
  )
}
