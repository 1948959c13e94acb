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
import { RegisterForm } from '~/features/account/components/register-form'

export const Route = createFileRoute('/registro')({
  validateSearch: v.object({ redirect: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(2048))), undefined) }),
  beforeLoad: async ({ context }) => {
    if (await context.queryClient.fetchQuery(sessionQueryOptions())) throw redirect({ to: '/' })
  },
  // docs/product.md, The API GET /pages/auth: the brand panel's words.
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(pageContentQueryOptions<ContentPage>('auth', context.locale)),
  head: ({ match }) => ({
    meta: [{ title: pageTitle(match.context.i18n, msg`Crear cuenta`) }, { name: 'robots', content: 'noindex' }],
  }),
  component: RegisterPage,
})

function RegisterPage() {
  const { redirect: redirectTo } = Route.useSearch()
  const { locale } = Route.useRouteContext()
  const { data: content } = useSuspenseQuery(pageContentQueryOptions<ContentPage>('auth', locale))
  const panel = { title: content.banner_with_title?.title ?? '', text: content.intro }
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
