import { filterText, listQuery, plainSearchText } from '~/features/backoffice/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { listAdminOrders, listRegionsForFilter } from '~/features/backoffice/backoffice.functions'
import { OrdersListPage } from '~/features/backoffice/components/orders-list'
import { oneOf, page, searchParams, text } from '~/lib/search-params'

const validateSearch = searchParams({
  page: page(),
  status: filterText,
  /** A refused CSV export comes back here with the reason, shown above the list. */
  error: text(300),
  payment: filterText,
  region: plainSearchText,
  from: filterText,
  to: filterText,
  q: plainSearchText,
  sort: oneOf(['created_at', 'number', 'total', 'status']),
  dir: oneOf(['asc', 'desc']),
})

// The URL holds the filters (shareable, and the back button returns to the same list); the API validates them.
export const Route = createFileRoute('/gestion/pedidos/')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) => {
    const { error: _error, ...filters } = deps
    const query = listQuery(filters)
    const [orders, regions] = await Promise.all([listAdminOrders({ data: query }), listRegionsForFilter()])
    return { orders, regions }
  },
  component: OrdersRoute,
})

function OrdersRoute() {
  const { orders, regions } = Route.useLoaderData()
  const search = Route.useSearch()
  return <OrdersListPage key={JSON.stringify(search)} orders={orders} regions={regions} search={search} />
}
