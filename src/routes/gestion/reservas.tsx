import { createFileRoute, useRouter } from '@tanstack/react-router'
import { listAdminEvents, listAdminTables, setAdminReservationStatus } from '~/features/backoffice/backoffice.functions'
import { ReservationsPage } from '~/features/backoffice/components/inbox'
import { santiagoToday } from '~/lib/delivery-promise'
import { isoDay, searchParams } from '~/lib/search-params'

const validateSearch = searchParams({ fecha: isoDay })

export const Route = createFileRoute('/gestion/reservas')({
  validateSearch,
  loaderDeps: ({ search }) => ({ date: search.fecha }),
  // Today's date (Santiago) is worked out in the loader, which is split out of the route tree: in `loaderDeps` it
  // put the date and time zone code into every storefront page's entry (docs/decisions/019-what-loads-first.md).
  loader: async ({ deps }) => {
    const date = deps.date ?? santiagoToday(new Date()).day
    const [events, tables] = await Promise.all([listAdminEvents(), listAdminTables({ data: { date } })])
    return { events, tables, date }
  },
  component: ReservationsRoute,
})

function ReservationsRoute() {
  const { events, tables, date } = Route.useLoaderData()
  const router = useRouter()
  return (
    <ReservationsPage
      events={events}
      tables={tables}
      date={date}
      setStatus={(kind, id, status) => setAdminReservationStatus({ data: { kind, id, status } })}
      changed={() => void router.invalidate()}
    />
  )
}
