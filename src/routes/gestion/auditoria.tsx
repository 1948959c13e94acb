import { listQuery } from '~/features/backoffice/format'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { listAdminAudit } from '~/features/backoffice/backoffice.functions'
import { AuditPage } from '~/features/backoffice/components/admin-pages'

const text = v.fallback(v.optional(v.pipe(v.string(), v.maxLength(80))), undefined)

export const Route = createFileRoute('/gestion/auditoria')({
  validateSearch: v.object({
    actor: text,
    entity_type: text,
    entity_id: text,
    from: text,
    to: text,
    page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) =>
    listAdminAudit({
      data: listQuery(deps),
    }),
  component: AuditRoute,
})

function AuditRoute() {
  return <AuditPage log={Route.useLoaderData()} search={Route.useSearch()} />
}
