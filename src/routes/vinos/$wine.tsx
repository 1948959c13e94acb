import { createFileRoute } from '@tanstack/react-router'
import { ProductPage } from '~/features/catalog/components/product-page'
import { useCaptchaConfig } from '~/features/layout/layout.queries'
import { loadProductPage } from '~/features/catalog/product-route'
import { productHead } from '~/features/catalog/catalog.head'

// docs/product.md, Pages /vinos/{wine}: wine detail.
export const Route = createFileRoute('/vinos/$wine')({
  loader: ({ context, params }) => loadProductPage(context, params.wine, 'w'),
  head: ({ loaderData }) => productHead(loaderData),
  component: function WinePage() {
    const { wine } = Route.useParams()
    return <ProductPage slug={wine} letter="w" crumbs={Route.useLoaderData().crumbs} captcha={useCaptchaConfig()} />
  },
})
