import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { purchasesQueryOptions } from '~/features/account/account.queries'
import { AccountShell } from '~/features/account/components/account-shell'
import { PurchasesList } from '~/features/account/components/purchases-list'

export const Route = createFileRoute('/cuenta/compras/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(purchasesQueryOptions()),
  head: () => ({ meta: [{ title: 'Mis compras · Vinoteca Andes' }] }),
  component: () => (
    <AccountShell title={<Trans>Mis compras</Trans>}>
      <PurchasesList />
    </AccountShell>
  ),
})
