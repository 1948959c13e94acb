import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { devMailQueryOptions } from '~/features/account/account.queries'
import { DevMailbox } from '~/features/account/components/dev-mailbox'
import { pageTitle } from '~/i18n/title'

// The dev mailbox: what the local outbox would have sent (off in production: the API answers 404).
export const Route = createFileRoute('/_dev/mail')({
  loader: async ({ context }) => {
    const mail = await context.queryClient.fetchQuery(devMailQueryOptions())
    if (mail === null) throw notFound()
  },
  head: ({ match }) => ({
    meta: [{ title: pageTitle(match.context.i18n, msg`Buzón de desarrollo`) }, { name: 'robots', content: 'noindex' }],
  }),
  component: DevMailbox,
})
