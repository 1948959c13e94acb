import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { CustomersPage } from '~/features/backoffice/components/customers'
import { listQuery, plainSearchText } from '~/features/backoffice/search-params'
import { listAdminCustomers } from '~/features/backoffice/ops.functions'

export const Route = createFileRoute('/gestion/clientes/')({
  validateSearch: v.object({
    q: plainSearchText,
    page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => listAdminCustomers({ data: listQuery(deps) }),
  component: CustomersRoute,
})

function CustomersRoute() {
  const customers = Route.useLoaderData()
  const search = Route.useSearch()
  return <CustomersPage key={JSON.stringify(search)} customers={customers} search={search} />
}
