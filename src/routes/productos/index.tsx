import { createFileRoute } from '@tanstack/react-router'
import { AllCategoriesPage } from '~/features/catalog/components/all-categories-page'
import { loadAllCategoriesPage } from '~/features/catalog/all-categories-route'
import { allCategoriesHead } from '~/features/catalog/catalog.head'

// docs/product.md, Pages /productos/{product?} without a product: "Todas las categorías", every list with its count.
export const Route = createFileRoute('/productos/')({
  loader: ({ context }) => loadAllCategoriesPage(context),
  head: ({ loaderData }) => allCategoriesHead(loaderData),
  component: function AllCategoriesRoutePage() {
    const data = Route.useLoaderData()
    return <AllCategoriesPage title={data.title} description={data.description} crumbs={data.crumbs} />
  },
})
