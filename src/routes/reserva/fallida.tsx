import { createFileRoute } from '@tanstack/react-router'
import { EventFailure } from '~/features/reservations/components/reservation-result'

// spec §2 /reserva/fallida, spec §8 'Sucedió un problema al reservar el evento', with a retry that keeps the draft.
export const Route = createFileRoute('/reserva/fallida')({
  head: () => ({ meta: [{ title: 'Reserva no realizada · Vinoteca Andes' }, { name: 'robots', content: 'noindex' }] }),
  component: EventFailure,
})
