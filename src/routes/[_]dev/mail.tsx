import { createFileRoute, notFound } from '@tanstack/react-router'
import { devMailQueryOptions } from '~/features/account/account.queries'
import { DevMailbox } from '~/features/account/components/dev-mailbox'

// The dev mailbox: what the local outbox would have sent (off in production: the API answers 404).
export const Route = createFileRoute('/_dev/mail')({
  loader: async ({ context }) => {
    const mail = await context.queryClient.fetchQuery(devMailQueryOptions())
    if (mail === null) throw notFound()
  },
  head: () => ({ meta: [{ title: 'Buzón de desarrollo' }, { name: 'robots', content: 'noindex' }] }),
  component: DevMailbox,
})
