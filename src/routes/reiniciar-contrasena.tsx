import { pageTitle } from '~/i18n/title'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AuthLayout } from '~/features/account/components/auth-layout'
import { ResetForm } from '~/features/account/components/reset-form'
import { searchParams, text, withDefault } from '~/lib/search-params'

const validateSearch = searchParams({ token: withDefault(text(200), '') })

export const Route = createFileRoute('/reiniciar-contrasena')({
  validateSearch,
  // The token is a credential: keep it out of the Referer of anything this page loads.
  head: ({ match }) => ({
    meta: [
      { title: pageTitle(match.context.i18n, msg`Nueva contraseña`) },
      { name: 'robots', content: 'noindex' },
      { name: 'referrer', content: 'no-referrer' },
    ],
  }),
  component: ResetPage,
})

function ResetPage() {
  const { token } = Route.useSearch()
  return (
    <AuthLayout title={<Trans>Elige una nueva contraseña</Trans>}>
      <ResetForm token={token} />
    </AuthLayout>
  )
}
