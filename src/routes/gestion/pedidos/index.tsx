import { listQuery, plainSearchText } from '~/features/backoffice/search-params'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { listAdminOrders, listRegionsForFilter } from '~/features/backoffice/backoffice.functions'
import { OrdersListPage } from '~/features/backoffice/components/orders-list'

const text = v.fallback(v.optional(v.pipe(v.string(), v.maxLength(80))), undefined)

// The URL holds the filters (shareable, and the back button returns to the same list); the API validates them.
export const Route = createFileRoute('/gestion/pedidos/')({
  validateSearch: v.object({
    page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
    status: text,
    /** A refused CSV export comes back here with the reason, shown above the list. */
    error: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(300))), undefined),
    payment: text,
    region: plainSearchText,
    from: text,
    to: text,
    q: plainSearchText,
    sort: v.fallback(v.optional(v.picklist(['created_at', 'number', 'total', 'status'])), undefined),
    dir: v.fallback(v.optional(v.picklist(['asc', 'desc'])), undefined),
  }),
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
