import { pageTitle } from '~/i18n/title'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, redirect, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { sessionQueryOptions } from '~/features/account/session.queries'
import { acceptStaffInvitation } from '~/features/backoffice/backoffice.functions'
import { searchParams, text } from '~/lib/search-params'

const validateSearch = searchParams({ token: text(100) })

// The link of a staff invitation: the invited person signs in (or registers) with the invited address, then accepts.
export const Route = createFileRoute('/gestion_/invitacion')({
  validateSearch,
  beforeLoad: async ({ context, location }) => {
    if (!(await context.queryClient.fetchQuery(sessionQueryOptions())))
      throw redirect({ to: '/iniciar-sesion', search: { redirect: location.href } })
  },
  head: ({ match }) => ({
    meta: [{ title: pageTitle(match.context.i18n, msg`Invitación`) }, { name: 'robots', content: 'noindex' }],
  }),
  component: InvitationPage,
})

function InvitationPage() {
  const { token } = Route.useSearch()
  const { t } = useLingui()
  const router = useRouter()
  const [state, setState] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  return (
    <section className="container invitation">
      <h1>
        <Trans>Invitación a la gestión de la tienda</Trans>
      </h1>
      <p>
        <Trans>Al aceptar, tu cuenta podrá atender pedidos, stock, reservas y mensajes en /gestion.</Trans>
      </p>
      <div aria-live="polite">
        {state ? <p className={state.tone === 'ok' ? 'form-success' : 'field-error'}>{state.text}</p> : null}
      </div>
      <button
        type="button"
        className="button button--primary"
        disabled={busy || !token}
        onClick={async () => {
          setBusy(true)
          const result = await acceptStaffInvitation({ data: { token: token ?? '' } })
          setBusy(false)
          if (result.ok) {
            setState({ tone: 'ok', text: t`¡Listo! Ya eres parte del equipo.` })
            await router.navigate({ to: '/gestion' })
          } else setState({ tone: 'error', text: result.message })
        }}
      >
        <Trans>Aceptar invitación</Trans>
      </button>
    </section>
  )
}
