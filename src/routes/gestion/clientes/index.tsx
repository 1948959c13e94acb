import { createFileRoute } from '@tanstack/react-router'
import { CustomersPage } from '~/features/backoffice/components/customers'
import { listQuery, plainSearchText } from '~/features/backoffice/search-params'
import { listAdminCustomers } from '~/features/backoffice/ops.functions'
import { page, searchParams } from '~/lib/search-params'

const validateSearch = searchParams({
  q: plainSearchText,
  page: page(),
})

export const Route = createFileRoute('/gestion/clientes/')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => listAdminCustomers({ data: listQuery(deps) }),
  component: CustomersRoute,
})

function CustomersRoute() {
  const customers = Route.useLoaderData()
  const search = Route.useSearch()
  return <CustomersPage key={JSON.stringify(search)} customers={customers} search={search} />
}
