import { isAdmin, listQuery, plainSearchText } from '~/features/backoffice/search-params'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { listAdminAudit } from '~/features/backoffice/backoffice.functions'
import { AuditPage } from '~/features/backoffice/components/admin-pages'
import { AdminOnly } from '~/features/backoffice/components/shell'

const text = v.fallback(v.optional(v.pipe(v.string(), v.maxLength(80))), undefined)

export const Route = createFileRoute('/gestion/auditoria')({
  validateSearch: v.object({
    actor: text,
    entity_type: text,
    entity_id: text,
    subject: plainSearchText,
    from: text,
    to: text,
    page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  }),
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
