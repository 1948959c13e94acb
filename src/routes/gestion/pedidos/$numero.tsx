import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound, useRouter } from '@tanstack/react-router'
import { getAdminOrder, transitionAdminOrder } from '~/features/backoffice/backoffice.functions'
import { OrderDetailPage } from '~/features/backoffice/components/order-detail'
import { refundAdminOrder } from '~/features/backoffice/ops.functions'
import { pageTitle } from '~/i18n/title'

export const Route = createFileRoute('/gestion/pedidos/$numero')({
  params: {
    parse: (params) => ({ numero: /^[\w-]{4,64}$/.test(params.numero) ? params.numero : '0000' }),
    stringify: (params) => params,
  },
  loader: async ({ params }) => {
    const order = await getAdminOrder({ data: { order: params.numero } })
    if (!order) throw notFound()
    return order
  },
  head: ({ loaderData, match }) => ({
    meta: [{ title: `${loaderData?.number ?? ''} · ${pageTitle(match.context.i18n, msg`Gestión`)}` }],
  }),
  component: OrderRoute,
})

function OrderRoute() {
  const order = Route.useLoaderData()
  const router = useRouter()
  return (
    <OrderDetailPage
      key={order.id}
      order={order}
      onTransition={(transition) =>
        transitionAdminOrder({ data: { order: order.id, transition: transition as Record<string, never> } })
      }
      onRefund={(refund) =>
        refundAdminOrder({ data: { order: order.id, refund: refund as unknown as Record<string, never> } })
      }
      onChanged={() => void router.invalidate()}
    />
  )
}
