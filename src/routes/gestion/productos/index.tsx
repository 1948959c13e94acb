import { createFileRoute } from '@tanstack/react-router'
import { listAdminCatalogue } from '~/features/backoffice/catalogue.functions'
import { CatalogueList } from '~/features/backoffice/components/catalogue-list'
import { listQuery } from '~/features/backoffice/search-params'
import { page, searchParams, text } from '~/lib/search-params'

const filter = text(80)

const validateSearch = searchParams({
  q: filter,
  type: filter,
  status: filter,
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
