import { filterText, isAdmin, listQuery, plainSearchText } from '~/features/backoffice/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { listAdminAudit } from '~/features/backoffice/backoffice.functions'
import { AuditPage } from '~/features/backoffice/components/admin-pages'
import { AdminOnly } from '~/features/backoffice/components/shell'
import { page, searchParams } from '~/lib/search-params'

const validateSearch = searchParams({
  actor: filterText,
  entity_type: filterText,
  entity_id: filterText,
  subject: plainSearchText,
  from: filterText,
  to: filterText,
  page: page(),
})

export const Route = createFileRoute('/gestion/auditoria')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  // Admins only: for other staff the page says so instead of asking the API for what it would refuse.
  loader: ({ deps, context }) => (isAdmin(context.staff) ? listAdminAudit({ data: listQuery(deps) }) : null),
  component: AuditRoute,
})

function AuditRoute() {
  const log = Route.useLoaderData()
  const search = Route.useSearch()
  return log ? <AuditPage log={log} search={search} /> : <AdminOnly />
}
