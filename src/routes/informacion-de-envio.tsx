import { pageTitle } from '~/i18n/title'
import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { sessionQueryOptions } from '~/features/account/session.queries'
import { ShippingStep } from '~/features/checkout/components/shipping-step'
import { Stepper } from '~/ui/stepper'

// docs/product.md, Pages /informacion-de-envio: dispatch info.
export const Route = createFileRoute('/informacion-de-envio')({
  loader: ({ context }) => context.queryClient.ensureQueryData(sessionQueryOptions()),
  head: ({ match }) => ({
    meta: [{ title: pageTitle(match.context.i18n, msg`Despacho`) }, { name: 'robots', content: 'noindex' }],
  }),
  component: Page,
})

function Page() {
  const { locale } = Route.useRouteContext()
  const { data: user } = useSuspenseQuery(sessionQueryOptions())
  return (
    <main id="contenido" className="checkout-page">
      <h1>
        <Trans>Información de despacho</Trans>
      </h1>
      <Stepper current={3} />
      <ShippingStep locale={locale} loggedIn={!!user} />
    </main>
  )
}
