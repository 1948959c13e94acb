import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { contentPage } from '~/features/content/page-schemas'
import { seoHead } from '~/features/content/content.head'
import { pageContentQueryOptions } from '~/features/content/content.queries'
import { useContentPage } from '~/features/content/use-content-page'
import { publicConfigQueryOptions } from '~/features/layout/layout.queries'
import { EventReservationForm } from '~/features/reservations/components/event-reservation-form'
import { EventAside, ReservationPage } from '~/features/reservations/components/reservation-page'
import { eventSelectsQueryOptions } from '~/features/reservations/reservations.queries'
import { searchParams, text } from '~/lib/search-params'

const validateSearch = searchParams({ evento: text(120) })

// docs/product.md, Pages /reserva?evento={slug}: reserve a place at an event (content: reservation; docs/product.md, The API GET /events/selects).
export const Route = createFileRoute('/reserva/')({
  validateSearch,
  loader: async ({ context }) => {
    const [content] = await Promise.all([
      context.queryClient.ensureQueryData(pageContentQueryOptions('reservation', context.locale, contentPage)),
      context.queryClient.ensureQueryData(eventSelectsQueryOptions(context.locale)),
    ])
    return content
  },
  head: ({ loaderData }) => seoHead(loaderData?.seo),
  component: Page,
})

function Page() {
  const { locale } = Route.useRouteContext()
  const { evento } = Route.useSearch()
  const content = useContentPage('reservation')
  const { data: config } = useSuspenseQuery(publicConfigQueryOptions())
  return (
    <ReservationPage kind="event" content={content} aside={<EventAside />}>
      <EventReservationForm
        locale={locale}
        preselect={evento}
        captcha={{ siteKey: config.captchaSiteKey, provider: config.captchaProvider }}
      />
    </ReservationPage>
  )
}
