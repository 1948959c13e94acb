import { Trans } from '@lingui/react/macro'
import { createFileRoute, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { sessionQueryOptions } from '~/features/account/account.queries'
import { AuthLayout } from '~/features/account/components/auth-layout'
import { RegisterForm } from '~/features/account/components/register-form'

export const Route = createFileRoute('/registro')({
  validateSearch: v.object({ redirect: v.optional(v.pipe(v.string(), v.maxLength(2048))) }),
  beforeLoad: async ({ context }) => {
    if (await context.queryClient.fetchQuery(sessionQueryOptions())) throw redirect({ to: '/' })
  },
  head: () => ({ meta: [{ title: 'Crear cuenta · Vinoteca Andes' }, { name: 'robots', content: 'noindex' }] }),
  component: RegisterPage,
})

function RegisterPage() {
  const { redirect: redirectTo } = Route.useSearch()
  return (
    <AuthLayout
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
