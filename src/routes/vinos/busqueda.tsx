import { createFileRoute } from '@tanstack/react-router'
import { ContentHits } from '~/features/catalog/components/content-hits'
import { ListRoutePage } from '~/features/catalog/components/list-route-page'
import { LIST_PAGES, keysFor, listHead, loadSearchPage } from '~/features/catalog/list-pages'
import { listSearchSchema } from '~/features/catalog/list-search'

// spec §2 /vinos/busqueda?q={text}: search results.
const def = LIST_PAGES.search

export const Route = createFileRoute('/vinos/busqueda')({
  validateSearch: listSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadSearchPage(context, deps),
  head: ({ loaderData }) => listHead(loaderData, { noindex: true }),
  component: function SearchResultsPage() {
    const search = Route.useSearch()
    return (
      <ListRoutePage def={def} search={search} data={Route.useLoaderData()}>
        <ContentHits listKey={keysFor(def, search).listKey} />
      </ListRoutePage>
    )
  },
})
