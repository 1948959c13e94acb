import { pageTitle } from '~/i18n/title'
import { msg } from '@lingui/core/macro'
import { Outlet, createFileRoute, redirect, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { logoutFn } from '~/features/account/account.functions'
import { getStaffSession } from '~/features/backoffice/staff-session.functions'
import { AreaStylesheet } from '~/ui/area-stylesheet'
import { BackofficeForbidden, BackofficeShell, BackofficeStale } from '~/features/backoffice/components/shell'
import backofficeCss from '~/styles/backoffice.css?url'
import { DefaultErrorPage } from '~/features/layout/components/error-page'
import { setPageStatus } from '~/server/page-status'

/**
 * What the guard throws for a signed-in customer: no page under /gestion loads (their loaders would only be refused
 * by the API), the 403 page is shown and the response is a 403. Told apart by its message, which survives the trip
 * from the server render to the browser.
 */
const FORBIDDEN = 'backoffice-forbidden'

// The staff back-office (docs/backoffice.md). This guard is navigation only: the API checks the role on every call.
// Signed out → the login page, then back here; a customer → the 403 page, answered with a 403; a session older than
// 12 hours → sign in again.
export const Route = createFileRoute('/gestion')({
  staticData: { bare: true },
  // The back-office's messages are a catalogue of their own, fetched before (the root's `beforeLoad`, src/i18n/i18n.ts).
  beforeLoad: async ({ location }) => {
    const session = await getStaffSession()
    if (session.state === 'signed-out') throw redirect({ to: '/iniciar-sesion', search: { redirect: location.href } })
    if (session.state === 'forbidden') {
      setPageStatus(403, 'Forbidden')
      throw new Error(FORBIDDEN)
    }
    return { staff: session }
  },
  head: ({ match }) => ({
    meta: [{ title: pageTitle(match.context.i18n, msg`Gestión`) }, { name: 'robots', content: 'noindex, nofollow' }],
  }),
  component: GestionLayout,
  errorComponent: GestionError,
})

function GestionError(props: ErrorComponentProps) {
  const forbidden = props.error instanceof Error && props.error.message === FORBIDDEN
  if (!forbidden) return <DefaultErrorPage {...props} />
  return (
    <>
      <AreaStylesheet href={backofficeCss} />
      <BackofficeForbidden />
    </>
  )
}

function GestionLayout() {
  const { staff } = Route.useRouteContext()
  const router = useRouter()
  const signOut = async () => {
    await logoutFn()
    await router.navigate({ to: '/iniciar-sesion', search: { redirect: '/gestion' } })
  }
  return (
    <>
      {/* The back-office's own stylesheet (src/ui/area-stylesheet.tsx): signing in lands here by a client-side
          navigation, which shows the page once the sheet has loaded. */}
      <AreaStylesheet href={backofficeCss} />
      {staff.state !== 'ok' ? (
        <BackofficeStale onSignOut={signOut} />
      ) : (
        <BackofficeShell me={staff.me} onSignOut={signOut}>
          <Outlet />
        </BackofficeShell>
      )}
    </>
  )
}
