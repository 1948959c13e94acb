import { msg } from '@lingui/core/macro'
import { pageTitle } from '~/i18n/title'
import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { cartQueryOptions } from '~/features/cart/cart.queries'
import { CartPage } from '~/features/cart/components/cart-page'
import { Stepper } from '~/ui/stepper'

// docs/product.md, Pages /carrito: purchase step 1.
export const Route = createFileRoute('/carrito')({
  loader: ({ context }) => context.queryClient.ensureQueryData(cartQueryOptions()),
  head: ({ match }) => ({
    meta: [{ title: pageTitle(match.context.i18n, msg`Carrito`) }, { name: 'robots', content: 'noindex' }],
  }),
  component: Page,
})

function Page() {
  return (
    <main id="contenido" className="checkout-page">
      <h1>
        <Trans>Carrito de compras</Trans>
      </h1>
      <Stepper current={1} />
      <CartPage />
    </main>
  )
}
