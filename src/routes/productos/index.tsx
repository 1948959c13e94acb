import { createFileRoute } from '@tanstack/react-router'
import { AllCategoriesPage } from '~/features/catalog/components/all-categories-page'
import { allCategoriesHead, loadAllCategoriesPage } from '~/features/catalog/all-categories-route'

// spec §2 /productos/{product?} without a product: "Todas las categorías", every list with its count (issue 3).
export const Route = createFileRoute('/productos/')({
  loader: ({ context }) => loadAllCategoriesPage(context),
  head: ({ loaderData }) => allCategoriesHead(loaderData),
  component: function AllCategoriesRoutePage() {
    const data = Route.useLoaderData()
    return <AllCategoriesPage title={data.title} description={data.description} crumbs={data.crumbs} />
  },
})
