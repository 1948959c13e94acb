import { pageTitle } from '~/i18n/title'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { authPanelLoader, useAuthPanel } from './-auth-panel'
import { authRouteOptions } from './-auth-route'
import { AuthLayout } from '~/features/account/components/auth-layout'
import { RegisterForm } from '~/features/account/components/register-form'

export const Route = createFileRoute('/registro')({
  ...authRouteOptions,
  loader: authPanelLoader,
  head: ({ match }) => ({
    meta: [{ title: pageTitle(match.context.i18n, msg`Crear cuenta`) }, { name: 'robots', content: 'noindex' }],
  }),
  component: RegisterPage,
})

function RegisterPage() {
  const { redirect: redirectTo } = Route.useSearch()
  const panel = useAuthPanel()
  return (
    <AuthLayout
      panel={panel}
      title={<Trans>Crear cuenta</Trans>}
      intro={
        <Trans>
          Regístrate para guardar tus direcciones y revisar tus compras. Comprar como invitado también es posible.
        </Trans>
      }
    >
      <RegisterForm redirectTo={redirectTo} />
    </AuthLayout>
  )
}
