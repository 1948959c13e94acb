import { createFileRoute } from '@tanstack/react-router'
import { ListRoutePage } from '~/features/catalog/components/list-route-page'
import { categoryPageDef, loadListPage } from '~/features/catalog/list-pages'
import { listSearchSchema } from '~/features/catalog/list-search-schema'
import { listHead } from '~/features/catalog/catalog.head'

// docs/product.md, Pages category lists (docs/product.md, The API GET /product-category/{category}); an unknown category is a 404.
export const Route = createFileRoute('/categorias/$category')({
  validateSearch: listSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) =>
    loadListPage(context, categoryPageDef(params.category), deps, (list) => ({
      title: list.category?.name,
      description: list.category?.description ?? undefined,
    })),
  head: ({ loaderData }) => listHead(loaderData),
  component: function CategoryPage() {
    const { category } = Route.useParams()
    return <ListRoutePage def={categoryPageDef(category)} search={Route.useSearch()} data={Route.useLoaderData()} />
  },
})
