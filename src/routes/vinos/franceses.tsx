import { createFileRoute } from '@tanstack/react-router'
import { ListRoutePage } from '~/features/catalog/components/list-route-page'
import { LIST_PAGES, loadListPage } from '~/features/catalog/list-pages'
import { listSearchSchema } from '~/features/catalog/list-search'
import { listHead } from '~/features/catalog/catalog.head'

// docs/product.md, Pages wine listings by country: French wines.
const def = LIST_PAGES.french

export const Route = createFileRoute('/vinos/franceses')({
  validateSearch: listSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadListPage(context, def, deps),
  head: ({ loaderData }) => listHead(loaderData),
  component: function ListPage() {
    return <ListRoutePage def={def} search={Route.useSearch()} data={Route.useLoaderData()} />
  },
})
