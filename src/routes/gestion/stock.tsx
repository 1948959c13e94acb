import { filterText, listQuery, plainSearchText } from '~/features/backoffice/search-params'
import { createFileRoute, useRouter } from '@tanstack/react-router'
import { adjustAdminStock, listAdminStock, setAdminProductActive } from '~/features/backoffice/backoffice.functions'
import { uploadPhoto } from '~/features/backoffice/photo-upload'
import { StockPage } from '~/features/backoffice/components/stock'
import { page, searchParams } from '~/lib/search-params'

const validateSearch = searchParams({
  q: plainSearchText,
  type: filterText,
  low_stock: plainSearchText,
  page: page(),
})

export const Route = createFileRoute('/gestion/stock')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) => {
    const query = listQuery(deps)
    const items = await listAdminStock({ data: query })
    return { items, lowThreshold: items.low_stock_threshold }
  },
  component: StockRoute,
})

function StockRoute() {
  const { items, lowThreshold } = Route.useLoaderData()
  const search = Route.useSearch()
  const router = useRouter()
  return (
    <StockPage
      key={JSON.stringify(search)}
      items={items}
      search={search}
      lowThreshold={lowThreshold}
      actions={{
        adjust: (id, adjustment) => adjustAdminStock({ data: { id, adjustment: adjustment as Record<string, never> } }),
        setActive: (id, active) => setAdminProductActive({ data: { id, active } }),
        uploadPhoto: (id, file, alt) => uploadPhoto('products', id, file, alt),
        changed: () => void router.invalidate(),
      }}
    />
  )
}
