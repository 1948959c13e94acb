import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { AuthLayout } from '~/features/account/components/auth-layout'
import { ResetForm } from '~/features/account/components/reset-form'

export const Route = createFileRoute('/reiniciar-contrasena')({
  validateSearch: v.object({ token: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200)), ''), '') }),
  // The token is a credential: keep it out of the Referer of anything this page loads.
  head: () => ({
    meta: [
      { title: 'Nueva contraseña · Vinoteca Andes' },
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
