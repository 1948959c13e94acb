import { createFileRoute } from '@tanstack/react-router'
import { FamilyListPage } from '~/features/catalog/components/list-route-page'
import { LIST_PAGES, loadListPage } from '~/features/catalog/list-pages'
import { listRouteOptions } from '~/features/catalog/list-route'

// docs/product.md, Pages /cajas: gift boxes.
const def = LIST_PAGES.boxes

export const Route = createFileRoute('/cajas')({
  ...listRouteOptions,
  loader: ({ context, deps }) => loadListPage(context, def, deps),
  component: () => <FamilyListPage def={def} route={Route} />,
})
