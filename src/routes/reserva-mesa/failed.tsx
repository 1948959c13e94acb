import { pageTitle } from '~/i18n/title'
import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { TableFailure } from '~/features/reservations/components/reservation-result'

// docs/product.md, Pages /reserva-mesa/failed: the booking did not go through; "Volver a intentar" returns with the draft.
export const Route = createFileRoute('/reserva-mesa/failed')({
  head: ({ match }) => ({
    meta: [{ title: pageTitle(match.context.i18n, msg`Reserva no realizada`) }, { name: 'robots', content: 'noindex' }],
  }),
  component: TableFailure,
})
