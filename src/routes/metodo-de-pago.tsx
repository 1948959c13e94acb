import { pageTitle } from '~/i18n/title'
import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { sessionQueryOptions } from '~/features/account/session.queries'
import { cartKeys, cartQueryOptions } from '~/features/cart/cart.queries'
import { PaymentStep } from '~/features/checkout/components/payment-step'
import { Stepper } from '~/ui/stepper'

// docs/product.md, Pages /metodo-de-pago: payment step (the cart feature owns the cart cache; checkout reports coupon changes).
export const Route = createFileRoute('/metodo-de-pago')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(sessionQueryOptions()),
      context.queryClient.ensureQueryData(cartQueryOptions()),
    ]),
  head: ({ match }) => ({
    meta: [{ title: pageTitle(match.context.i18n, msg`Pago`) }, { name: 'robots', content: 'noindex' }],
  }),
  component: Page,
})

function Page() {
  const queryClient = useQueryClient()
  const { data: user } = useSuspenseQuery(sessionQueryOptions())
  const { data: cart } = useSuspenseQuery(cartQueryOptions())
  return (
    <main id="contenido" className="checkout-page">
      <h1>
        <Trans>Método de pago</Trans>
      </h1>
      <Stepper current={4} />
      <PaymentStep
        cart={cart}
        userEmail={user?.email ?? null}
        onCart={(next) => queryClient.setQueryData(cartKeys.current(), next)}
      />
    </main>
  )
}
