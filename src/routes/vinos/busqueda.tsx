import { createFileRoute } from '@tanstack/react-router'
import { ContentHits } from '~/features/catalog/components/content-hits'
import { UnderstoodChips } from '~/features/catalog/components/understood-chips'
import { ListRoutePage } from '~/features/catalog/components/list-route-page'
import { LIST_PAGES, keysFor, loadSearchPage } from '~/features/catalog/list-pages'
import { listSearchSchema } from '~/features/catalog/list-search-schema'
import { listHead } from '~/features/catalog/catalog.head'

// /vinos/busqueda?q={text}: search results; a sentence's understood facets become filters (docs/product.md).
const def = LIST_PAGES.search

export const Route = createFileRoute('/vinos/busqueda')({
  validateSearch: listSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadSearchPage(context, deps),
  head: ({ loaderData }) => listHead(loaderData, { noindex: true }),
  component: function SearchResultsPage() {
    const search = Route.useSearch()
    const { listKey, filtersKey } = keysFor(def, search)
    return (
      <ListRoutePage def={def} search={search} data={Route.useLoaderData()}>
        <UnderstoodChips search={search} filtersKey={filtersKey} listKey={listKey} />
        <ContentHits listKey={listKey} />
      </ListRoutePage>
    )
  },
})
