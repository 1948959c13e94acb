import { createFileRoute } from '@tanstack/react-router'
import { TableFailure } from '~/features/reservations/components/reservation-result'

// docs/product.md, Pages /reserva-mesa/failed: the booking did not go through; "Volver a intentar" returns with the draft.
export const Route = createFileRoute('/reserva-mesa/failed')({
  head: () => ({ meta: [{ title: 'Reserva no realizada · Vinoteca Andes' }, { name: 'robots', content: 'noindex' }] }),
  component: TableFailure,
})
