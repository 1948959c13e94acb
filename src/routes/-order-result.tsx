import { useParams } from '@tanstack/react-router'
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { cartKeys } from '~/features/cart/cart.queries'
import { orderQueryOptions } from '~/features/checkout/checkout.queries'
import type { OrderResultProps } from '~/features/checkout/components/order-result'

// docs/product.md, Pages purchase result pages (/compras/completa, /gracias, /orden, /compras/fallida) share one wiring:
// the order is read with the buyer's session or the guest's order cookie; the cart badge is refreshed.
// (A leading '-' keeps this file out of the route tree.)
// Each route file names the loader and the page in its own `loader` and `component`, and takes its head from
// ./-order-result-head.ts: the router's code splitter only moves what is written in `createFileRoute({...})`'s
// loader and component out of the route tree, so the result pages' code (and the checkout's server functions) load
// with them, not with every page (docs/decisions/019-what-loads-first.md).
export async function orderResultLoader({
  context,
  params,
}: {
  context: { queryClient: QueryClient }
  params: { id?: string }
}) {
  await context.queryClient.invalidateQueries({ queryKey: cartKeys.all })
  return params.id ? context.queryClient.ensureQueryData(orderQueryOptions(params.id)) : null
}

export function OrderResultPage({ View }: { View: ComponentType<OrderResultProps> }) {
  const { id } = useParams({ strict: false }) as { id?: string }
  return (
    <main id="contenido" className="checkout-page">
      {id ? <WithOrder id={id} View={View} /> : <View order={null} />}
    </main>
  )
}

function WithOrder({ id, View }: { id: string; View: ComponentType<OrderResultProps> }) {
  const { data } = useSuspenseQuery(orderQueryOptions(id))
  return <View order={data} />
}
