import { createFileRoute } from '@tanstack/react-router'
import { purchaseQueryOptions } from '~/features/account/account.queries'
import { PurchaseResult } from '~/features/account/components/purchase-result'

// docs/product.md, Pages /cuenta/compras/completa/{id?}: the result of a purchase made while logged in.
export const Route = createFileRoute('/cuenta/compras/completa/{-$id}')({
  loader: ({ context, params }) =>
    params.id ? context.queryClient.ensureQueryData(purchaseQueryOptions(params.id)) : null,
  head: () => ({ meta: [{ title: 'Compra completada · Vinoteca Andes' }] }),
  component: SuccessPage,
})

function SuccessPage() {
  return <PurchaseResult kind="success" id={Route.useParams().id} />
}
