import { pageTitle } from '~/i18n/title'
import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { purchaseQueryOptions } from '~/features/account/account.queries'
import { PurchaseResult } from '~/features/account/components/purchase-result'

// docs/product.md, Pages /cuenta/compras/completa/{id?}: the result of a purchase made while logged in.
export const Route = createFileRoute('/cuenta/compras/completa/{-$id}')({
  loader: ({ context, params }) =>
    params.id ? context.queryClient.ensureQueryData(purchaseQueryOptions(params.id)) : null,
  head: ({ match }) => ({ meta: [{ title: pageTitle(match.context.i18n, msg`Compra completada`) }] }),
  component: SuccessPage,
})

function SuccessPage() {
  return <PurchaseResult kind="success" id={Route.useParams().id} />
}
