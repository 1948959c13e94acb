import { pageTitle } from '~/i18n/title'
import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EventFailure } from '~/features/reservations/components/reservation-result'

// docs/product.md, Pages /reserva/fallida, docs/product.md, Errors 'Sucedió un problema al reservar el evento', with a retry that keeps the draft.
export const Route = createFileRoute('/reserva/fallida')({
  head: ({ match }) => ({
    meta: [{ title: pageTitle(match.context.i18n, msg`Reserva no realizada`) }, { name: 'robots', content: 'noindex' }],
  }),
  component: EventFailure,
})
