import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { profileQueryOptions } from '~/features/account/account.queries'
import { AccountShell } from '~/features/account/components/account-shell'
import { PasswordForm } from '~/features/account/components/password-form'
import { ProfileForm } from '~/features/account/components/profile-form'

export const Route = createFileRoute('/cuenta/mi-cuenta/mis-datos')({
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQueryOptions()),
  component: () => (
    <AccountShell title={<Trans>Mis datos</Trans>}>
      <ProfileForm />
      <PasswordForm />
    </AccountShell>
  ),
})
