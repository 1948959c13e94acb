import { createFileRoute, notFound, useRouter } from '@tanstack/react-router'
import { CustomerDetailPage } from '~/features/backoffice/components/customers'
import { isAdmin } from '~/features/backoffice/search-params'
import { anonymiseAdminCustomer, getAdminCustomer } from '~/features/backoffice/ops.functions'

export const Route = createFileRoute('/gestion/clientes/$id')({
  params: {
    parse: (params) => ({ id: /^\d{1,12}$/.test(params.id) ? params.id : '0' }),
    stringify: (params) => params,
  },
  loader: async ({ params }) => {
    const customer = Number(params.id) > 0 ? await getAdminCustomer({ data: { id: Number(params.id) } }) : null
    if (!customer) throw notFound()
    return customer
  },
  component: CustomerRoute,
})

function CustomerRoute() {
  const customer = Route.useLoaderData()
  const { staff } = Route.useRouteContext()
  const router = useRouter()
  return (
    <CustomerDetailPage
      key={customer.id}
      customer={customer}
      isAdmin={isAdmin(staff)}
      anonymise={() => anonymiseAdminCustomer({ data: { id: customer.id } })}
      changed={() => void router.invalidate()}
    />
  )
}
