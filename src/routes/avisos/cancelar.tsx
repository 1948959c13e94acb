import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { CancelStockAlert } from '~/features/catalog/components/cancel-stock-alert'
import { searchParams, text } from '~/lib/search-params'

const validateSearch = searchParams({ token: text(64) })

// /avisos/cancelar?token=: the unsubscribe link of a back-in-stock e-mail. A button confirms, so a mail scanner
// that opens links does not cancel the alert.
export const Route = createFileRoute('/avisos/cancelar')({
  validateSearch,
  loader: ({ context }) => ({ title: context.i18n._(msg`Cancelar aviso de stock`) }),
  head: ({ loaderData }) => ({
    meta: [{ title: `${loaderData?.title ?? ''} · Vinoteca Andes` }, { name: 'robots', content: 'noindex' }],
  }),
  component: function CancelAlertRoute() {
    return <CancelStockAlert token={Route.useSearch().token} />
  },
})
