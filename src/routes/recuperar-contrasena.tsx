import { pageTitle } from '~/i18n/title'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AuthLayout } from '~/features/account/components/auth-layout'
import { RecoverForm } from '~/features/account/components/recover-form'

export const Route = createFileRoute('/recuperar-contrasena')({
  head: ({ match }) => ({
    meta: [{ title: pageTitle(match.context.i18n, msg`Recuperar contraseña`) }, { name: 'robots', content: 'noindex' }],
  }),
  component: () => (
    <AuthLayout
      title={<Trans>Recuperar contraseña</Trans>}
      intro={<Trans>Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una nueva contraseña.</Trans>}
    >
      <RecoverForm />
    </AuthLayout>
  ),
})
