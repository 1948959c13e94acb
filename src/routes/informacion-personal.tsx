import { pageTitle } from '~/i18n/title'
import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { sessionQueryOptions } from '~/features/account/session.queries'
import { PersonalStep, loadGuestForm } from '~/features/checkout/components/personal-step'
import { Stepper } from '~/ui/stepper'

// docs/product.md, Pages /informacion-personal: your info (guest form or login; registered buyers continue).
export const Route = createFileRoute('/informacion-personal')({
  // The guest form's code loads on demand (personal-step.tsx); fetched here too so it is in place when the page shows.
  // If it cannot be fetched the page still opens, saying where the form would be that it is unavailable.
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(sessionQueryOptions()),
      loadGuestForm().catch(() => undefined),
    ])
  },
  head: ({ match }) => ({
    meta: [{ title: pageTitle(match.context.i18n, msg`Tus datos`) }, { name: 'robots', content: 'noindex' }],
  }),
  component: Page,
})

function Page() {
  const { data: user } = useSuspenseQuery(sessionQueryOptions())
  return (
    <main id="contenido" className="checkout-page">
      <h1>
        <Trans>Tus datos</Trans>
      </h1>
      <Stepper current={2} />
      <PersonalStep user={user ? { email: user.email, first_name: user.first_name } : null} />
    </main>
  )
}
