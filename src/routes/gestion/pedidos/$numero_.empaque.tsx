import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { getAdminOrder } from '~/features/backoffice/backoffice.functions'
import { PackingSlip } from '~/features/backoffice/components/print/packing-slip'
import { pageTitle } from '~/i18n/title'

// An order's packing slip, to print (A4) from the order's page.
export const Route = createFileRoute('/gestion/pedidos/$numero_/empaque')({
  loader: async ({ params }) => {
    const order = /^[\w-]{4,64}$/.test(params.numero) ? await getAdminOrder({ data: { order: params.numero } }) : null
    if (!order) throw notFound()
    return order
  },
  head: ({ loaderData, match }) => ({
    meta: [{ title: `${loaderData?.number ?? ''} · ${pageTitle(match.context.i18n, msg`Hoja de empaque`)}` }],
  }),
  component: function PackingSlipRoute() {
    return <PackingSlip order={Route.useLoaderData()} />
  },
})
