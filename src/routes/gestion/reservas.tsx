import { createFileRoute, useRouter } from '@tanstack/react-router'
import * as v from 'valibot'
import { listAdminEvents, listAdminTables, setAdminReservationStatus } from '~/features/backoffice/backoffice.functions'
import { ReservationsPage } from '~/features/backoffice/components/inbox'
import { santiagoToday } from '~/lib/delivery-promise'

export const Route = createFileRoute('/gestion/reservas')({
  validateSearch: v.object({ fecha: v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), undefined) }),
  loaderDeps: ({ search }) => ({ date: search.fecha ?? santiagoToday(new Date()).day }),
  loader: async ({ deps }) => {
    const [events, tables] = await Promise.all([listAdminEvents(), listAdminTables({ data: { date: deps.date } })])
    return { events, tables, date: deps.date }
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
