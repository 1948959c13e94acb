import { createFileRoute } from '@tanstack/react-router'
import { FamilyListPage } from '~/features/catalog/components/list-route-page'
import { LIST_PAGES, loadListPage } from '~/features/catalog/list-pages'
import { listRouteOptions } from '~/features/catalog/list-route'

// docs/product.md, Pages wine listings by country: world wines.
const def = LIST_PAGES.world

export const Route = createFileRoute('/vinos/del-mundo')({
  ...listRouteOptions,
  loader: ({ context, deps }) => loadListPage(context, def, deps),
  component: () => <FamilyListPage def={def} route={Route} />,
})
