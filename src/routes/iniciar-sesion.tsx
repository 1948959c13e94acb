import { Trans } from '@lingui/react/macro'
import { createFileRoute, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { sessionQueryOptions } from '~/features/account/account.queries'
import { AuthLayout } from '~/features/account/components/auth-layout'
import { LoginForm } from '~/features/account/components/login-form'

// spec §4: logged-in users on the login page go home; the return path is checked again on the server.
export const Route = createFileRoute('/iniciar-sesion')({
  validateSearch: v.object({ redirect: v.optional(v.pipe(v.string(), v.maxLength(2048))) }),
  beforeLoad: async ({ context }) => {
    if (await context.queryClient.fetchQuery(sessionQueryOptions())) throw redirect({ to: '/' })
  },
  head: () => ({ meta: [{ title: 'Iniciar sesión · Vinoteca Andes' }, { name: 'robots', content: 'noindex' }] }),
  component: LoginPage,
})

function LoginPage() {
  const { redirect: redirectTo } = Route.useSearch()
  return (
    <AuthLayout title={<Trans>Iniciar sesión</Trans>} intro={<Trans>Ingresa con tu correo y contraseña.</Trans>}>
      <LoginForm redirectTo={redirectTo} />
    </AuthLayout>
  )
}
