import { pageTitle } from '~/i18n/title'
import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { cartKeys } from '~/features/cart/cart.queries'
import { orderQueryOptions } from '~/features/checkout/checkout.queries'
import { TransferData } from '~/features/checkout/components/order-result'
import { matching, searchParams, withDefault } from '~/lib/search-params'

const validateSearch = searchParams({ orden: withDefault(matching(/^[\w-]{8,64}$/), '') })

// docs/product.md, Pages /datos-de-transferencia: bank transfer data for the order just placed.
export const Route = createFileRoute('/datos-de-transferencia')({
  // A missing or tampered order number shows the page's own state (the account data without an order).
  validateSearch,
  loaderDeps: ({ search }) => ({ orden: search.orden }),
  loader: async ({ context, deps }) => {
    // The transfer order emptied the cart on the server.
    await context.queryClient.invalidateQueries({ queryKey: cartKeys.all })
    return deps.orden ? context.queryClient.ensureQueryData(orderQueryOptions(deps.orden)) : null
  },
  head: ({ match }) => ({
    meta: [
      { title: pageTitle(match.context.i18n, msg`Datos de transferencia`) },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: Page,
})

function Page() {
  const { orden } = Route.useSearch()
  return (
    <main id="contenido" className="checkout-page">
      {orden ? <WithOrder id={orden} /> : <TransferData order={null} />}
    </main>
  )
}

function WithOrder({ id }: { id: string }) {
  const { data } = useSuspenseQuery(orderQueryOptions(id))
  return <TransferData order={data} />
}
