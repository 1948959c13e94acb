import { pageTitle } from '~/i18n/title'
import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { purchaseQueryOptions } from '~/features/account/account.queries'
import { PurchaseResult } from '~/features/account/components/purchase-result'

// docs/product.md, Pages /cuenta/compras/fallida/{id?}: a failed payment, with a way to try again.
export const Route = createFileRoute('/cuenta/compras/fallida/{-$id}')({
  loader: ({ context, params }) =>
    params.id ? context.queryClient.ensureQueryData(purchaseQueryOptions(params.id)) : null,
  head: ({ match }) => ({ meta: [{ title: pageTitle(match.context.i18n, msg`Compra no completada`) }] }),
  component: FailedPage,
})

function FailedPage() {
  return <PurchaseResult kind="failed" id={Route.useParams().id} />
}
