import { createFileRoute } from '@tanstack/react-router'
import { EventFailure } from '~/features/reservations/components/reservation-result'

// docs/product.md, Pages /reserva/fallida, docs/product.md, Errors 'Sucedió un problema al reservar el evento', with a retry that keeps the draft.
export const Route = createFileRoute('/reserva/fallida')({
  head: () => ({ meta: [{ title: 'Reserva no realizada · Vinoteca Andes' }, { name: 'robots', content: 'noindex' }] }),
  component: EventFailure,
})
