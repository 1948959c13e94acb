import { pageTitle } from '~/i18n/title'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { purchasesQueryOptions } from '~/features/account/account.queries'
import { AccountShell } from '~/features/account/components/account-shell'
import { PurchasesList } from '~/features/account/components/purchases-list'

export const Route = createFileRoute('/cuenta/compras/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(purchasesQueryOptions()),
  head: ({ match }) => ({ meta: [{ title: pageTitle(match.context.i18n, msg`Mis compras`) }] }),
  component: () => (
    <AccountShell title={<Trans>Mis compras</Trans>}>
      <PurchasesList />
    </AccountShell>
  ),
})
