import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { TrackingPage } from '~/features/tracking/components/tracking-page'

// spec §2 /seguimiento: order tracking.
export const Route = createFileRoute('/seguimiento')({
  validateSearch: v.object({
    numero: v.optional(v.pipe(v.string(), v.maxLength(30))),
    email: v.optional(v.pipe(v.string(), v.maxLength(254))),
  }),
  head: () => ({ meta: [{ title: 'Seguimiento de pedido · Vinoteca Andes' }] }),
  component: Page,
})

function Page() {
  const { locale } = Route.useRouteContext()
  const search = Route.useSearch()
  return <TrackingPage locale={locale} initial={search} />
}
