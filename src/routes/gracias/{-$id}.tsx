import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { cartKeys } from '~/features/cart/cart.queries'
import { orderQueryOptions } from '~/features/checkout/checkout.queries'
import { OrderSuccess } from '~/features/checkout/components/order-result'

// spec §2 purchase result page; the order is read with the buyer's session or the guest's order cookie.
export const Route = createFileRoute('/gracias/{-$id}')({
  loader: async ({ context, params }) => {
    await context.queryClient.invalidateQueries({ queryKey: cartKeys.all })
    return params.id ? context.queryClient.ensureQueryData(orderQueryOptions(params.id)) : null
  },
  head: () => ({ meta: [{ title: 'Tu compra · Vinoteca Andes' }, { name: 'robots', content: 'noindex' }] }),
  component: Page,
})

function Page() {
  const { id } = Route.useParams()
  return <main id="contenido" className="checkout-page">{id ? <WithOrder id={id} /> : <OrderSuccess order={null} />}</main>
}

function WithOrder({ id }: { id: string }) {
  const { data } = useSuspenseQuery(orderQueryOptions(id))
  return <OrderSuccess order={data} />
}
