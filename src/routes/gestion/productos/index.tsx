import { createFileRoute } from '@tanstack/react-router'
import { listAdminCatalogue } from '~/features/backoffice/catalogue.functions'
import { CatalogueList } from '~/features/backoffice/components/catalogue-list'
import { filterText, listQuery } from '~/features/backoffice/search-params'
import { page, searchParams } from '~/lib/search-params'

const validateSearch = searchParams({
  q: filterText,
  type: filterText,
  status: filterText,
  page: page(),
})

export const Route = createFileRoute('/gestion/productos/')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => listAdminCatalogue({ data: listQuery(deps) }),
  component: function CatalogueRoute() {
    const search = Route.useSearch()
    return <CatalogueList key={JSON.stringify(search)} items={Route.useLoaderData()} search={search} />
  },
})
