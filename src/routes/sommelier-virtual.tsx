import { createFileRoute } from '@tanstack/react-router'
import { contentPage } from '~/features/content/page-schemas'
import { pageContentQueryOptions } from '~/features/content/content.queries'
import { SommelierPage } from '~/features/sommelier/components/sommelier-page'
import { loadSommelier } from '~/features/sommelier/sommelier-route'
import { sommelierSearchSchema } from '~/features/sommelier/sommelier-search-schema'
import { sommelierHead } from '~/features/sommelier/sommelier.head'
import { AreaStylesheet } from '~/ui/area-stylesheet'
import css from '~/styles/sommelier.css?url'

// docs/product.md, Pages /sommelier-virtual: the virtual sommelier of docs/product.md, The shop and its people (by dish, or guided on tipo, estilo, cepa, aroma);
// intro from GET /pages/sommelier (docs/product.md, The API). Every answer lives in the URL (sommelier-search.ts).
export const Route = createFileRoute('/sommelier-virtual')({
  validateSearch: sommelierSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadSommelier(
      context,
      deps,
      context.queryClient.ensureQueryData(pageContentQueryOptions('sommelier', context.locale, contentPage)),
    ),
  head: ({ loaderData }) => sommelierHead(loaderData),
  component: function SommelierRoute() {
    const { hero, crumbs } = Route.useLoaderData()
    return (
      <>
        <AreaStylesheet href={css} />
        <SommelierPage search={Route.useSearch()} hero={hero} crumbs={crumbs} />
      </>
    )
  },
})
