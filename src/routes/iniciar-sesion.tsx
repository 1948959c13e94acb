import { pageTitle } from '~/i18n/title'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { publicConfigQueryOptions } from '~/features/layout/layout.queries'
import { authPanelLoader, useAuthPanel } from './-auth-panel'
import { authRouteOptions } from './-auth-route'
import { AuthLayout } from '~/features/account/components/auth-layout'
import { LoginForm } from '~/features/account/components/login-form'

// docs/product.md, How things behave: logged-in users on the login page go home; the return path is checked again on the server.
export const Route = createFileRoute('/iniciar-sesion')({
  ...authRouteOptions,
  loader: authPanelLoader,
  head: ({ match }) => ({
    meta: [{ title: pageTitle(match.context.i18n, msg`Iniciar sesión`) }, { name: 'robots', content: 'noindex' }],
  }),
  component: LoginPage,
})

function LoginPage() {
  const { redirect: redirectTo } = Route.useSearch()
  const panel = useAuthPanel()
  // The captcha the form shows when the API asks for it after several attempts (docs/decisions/015-rate-limits.md).
  const { data: config } = useSuspenseQuery(publicConfigQueryOptions())
  return (
    <AuthLayout
      panel={panel}
      title={<Trans>Iniciar sesión</Trans>}
      intro={<Trans>Ingresa con tu correo y contraseña.</Trans>}
    >
      <LoginForm
        redirectTo={redirectTo}
        captcha={{ siteKey: config.captchaSiteKey, provider: config.captchaProvider }}
      />
    </AuthLayout>
  )
}
