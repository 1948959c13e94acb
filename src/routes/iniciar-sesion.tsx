import { pageTitle } from '~/i18n/title'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import type { ContentPage } from '~/contract/pages'
import { sessionQueryOptions } from '~/features/account/account.queries'
import { AuthLayout } from '~/features/account/components/auth-layout'
import { pageContentQueryOptions } from '~/features/content/content.queries'
import { LoginForm } from '~/features/account/components/login-form'

// docs/product.md, How things behave: logged-in users on the login page go home; the return path is checked again on the server.
export const Route = createFileRoute('/iniciar-sesion')({
  validateSearch: v.object({ redirect: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(2048))), undefined) }),
  beforeLoad: async ({ context }) => {
    if (await context.queryClient.fetchQuery(sessionQueryOptions())) throw redirect({ to: '/' })
  },
  // docs/product.md, The API GET /pages/auth: the brand panel's words.
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(pageContentQueryOptions<ContentPage>('auth', context.locale)),
  head: ({ match }) => ({
    meta: [{ title: pageTitle(match.context.i18n, msg`Iniciar sesión`) }, { name: 'robots', content: 'noindex' }],
  }),
  component: LoginPage,
})

function LoginPage() {
  const { redirect: redirectTo } = Route.useSearch()
  const { locale } = Route.useRouteContext()
  const { data: content } = useSuspenseQuery(pageContentQueryOptions<ContentPage>('auth', locale))
  const panel = { title: content.banner_with_title?.title ?? '', text: content.intro }
  return (
    <AuthLayout
      panel={panel}
      title={<Trans>Iniciar sesión</Trans>}
      intro={<Trans>Ingresa con tu correo y contraseña.</Trans>}
    >
      <LoginForm redirectTo={redirectTo} />
    </AuthLayout>
  )
}
