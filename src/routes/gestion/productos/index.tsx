import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { listAdminCatalogue } from '~/features/backoffice/catalogue.functions'
import { CatalogueList } from '~/features/backoffice/components/catalogue-list'
import { listQuery } from '~/features/backoffice/search-params'

const text = v.fallback(v.optional(v.pipe(v.string(), v.maxLength(80))), undefined)

export const Route = createFileRoute('/gestion/productos/')({
  validateSearch: v.object({
    q: text,
    type: text,
    status: text,
    page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => listAdminCatalogue({ data: listQuery(deps) }),
  component: function CatalogueRoute() {
    const search = Route.useSearch()
    return <CatalogueList key={JSON.stringify(search)} items={Route.useLoaderData()} search={search} />
  },
})
