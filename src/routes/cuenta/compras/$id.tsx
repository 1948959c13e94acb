import { pageTitle } from '~/i18n/title'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, createFileRoute, notFound } from '@tanstack/react-router'
import { purchaseQueryOptions } from '~/features/account/account.queries'
import { AccountShell } from '~/features/account/components/account-shell'
import { PurchaseDetail } from '~/features/account/components/purchase-detail'

// Another user's purchase and a missing one look the same: 404 (object-level authorisation in the API).
export const Route = createFileRoute('/cuenta/compras/$id')({
  loader: async ({ context, params }) => {
    const purchase = await context.queryClient.ensureQueryData(purchaseQueryOptions(params.id))
    if (!purchase) throw notFound()
  },
  head: ({ match }) => ({ meta: [{ title: pageTitle(match.context.i18n, msg`Detalle de compra`) }] }),
  component: PurchasePage,
})

function PurchasePage() {
  const { id } = Route.useParams()
  const { data: purchase } = useSuspenseQuery(purchaseQueryOptions(id))
  if (!purchase) return null
  return (
    <AccountShell title={<Trans>Pedido N° {purchase.number}</Trans>}>
      <PurchaseDetail purchase={purchase} />
      <p className="account-back">
        <Link to="/cuenta/mi-cuenta/compras">
          <Trans>Volver a mis compras</Trans>
        </Link>{' '}
        ·{' '}
        <Link to="/cuenta/compras/politicas">
          <Trans>Políticas de compra</Trans>
        </Link>
      </p>
    </AccountShell>
  )
}
