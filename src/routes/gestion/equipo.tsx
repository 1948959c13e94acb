import { createFileRoute, useRouter } from '@tanstack/react-router'
import { inviteAdminStaff, listAdminStaff, revokeAdminStaff } from '~/features/backoffice/backoffice.functions'
import { TeamPage } from '~/features/backoffice/components/admin-pages'
import { AdminOnly } from '~/features/backoffice/components/shell'
import { isAdmin } from '~/features/backoffice/search-params'

export const Route = createFileRoute('/gestion/equipo')({
  loader: ({ context }) => (isAdmin(context.staff) ? listAdminStaff() : null),
  component: TeamRoute,
})

function TeamRoute() {
  const team = Route.useLoaderData()
  const { staff } = Route.useRouteContext()
  const router = useRouter()
  if (!team) return <AdminOnly />
  return (
    <TeamPage
      team={team}
      meId={staff.state === 'ok' ? staff.me.id : 0}
      invite={(email, role) => inviteAdminStaff({ data: { email, role } })}
      revoke={(id) => revokeAdminStaff({ data: { id } })}
      changed={() => void router.invalidate()}
    />
  )
}
