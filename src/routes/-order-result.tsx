import { pageTitle } from '~/i18n/title'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useParams } from '@tanstack/react-router'
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { cartKeys } from '~/features/cart/cart.queries'
import { orderQueryOptions } from '~/features/checkout/checkout.queries'
import type { OrderResultProps } from '~/features/checkout/components/order-result'

// docs/product.md, Pages purchase result pages (/compras/completa, /gracias, /orden, /compras/fallida) share one wiring:
// the order is read with the buyer's session or the guest's order cookie; the cart badge is refreshed.
// (A leading '-' keeps this file out of the route tree.)
export function orderResultRoute(View: ComponentType<OrderResultProps>) {
  function WithOrder({ id }: { id: string }) {
    const { data } = useSuspenseQuery(orderQueryOptions(id))
    return <View order={data} />
  }
  function Page() {
    const { id } = useParams({ strict: false }) as { id?: string }
    return (
      <main id="contenido" className="checkout-page">
        {id ? <WithOrder id={id} /> : <View order={null} />}
      </main>
    )
  }
  return {
    loader: async ({ context, params }: { context: { queryClient: QueryClient }; params: { id?: string } }) => {
      await context.queryClient.invalidateQueries({ queryKey: cartKeys.all })
      return params.id ? context.queryClient.ensureQueryData(orderQueryOptions(params.id)) : null
    },
    head: ({ match }: { match: { context: { i18n: I18n } } }) => ({
      meta: [{ title: pageTitle(match.context.i18n, msg`Tu compra`) }, { name: 'robots', content: 'noindex' }],
    }),
    component: Page,
  }
}
