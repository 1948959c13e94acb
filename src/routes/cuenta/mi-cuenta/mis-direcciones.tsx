import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { addressesQueryOptions } from '~/features/account/account.queries'
import { AccountShell } from '~/features/account/components/account-shell'
import { AddressesPanel } from '~/features/account/components/addresses-panel'

export const Route = createFileRoute('/cuenta/mi-cuenta/mis-direcciones')({
  loader: ({ context }) => context.queryClient.ensureQueryData(addressesQueryOptions()),
  component: () => (
    <AccountShell title={<Trans>Mis direcciones</Trans>}>
      <AddressesPanel />
    </AccountShell>
  ),
})
