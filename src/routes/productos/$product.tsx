import { createFileRoute } from '@tanstack/react-router'
import { ProductPage } from '~/features/catalog/components/product-page'
import { useCaptchaConfig } from '~/features/layout/layout.queries'
import { loadProductPage } from '~/features/catalog/product-route'
import { PRODUCT_LETTERS } from '~/lib/product-type'
import { productHead } from '~/features/catalog/catalog.head'
import { oneOf, searchParams } from '~/lib/search-params'

// docs/product.md, Pages /productos/{product}?t={letter}: w wine, b box, g gourmet, a alcohol (an unknown letter is ignored).
const searchSchema = searchParams({ t: oneOf(PRODUCT_LETTERS) })

export const Route = createFileRoute('/productos/$product')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ t: search.t }),
  loader: ({ context, params, deps }) => loadProductPage(context, params.product, deps.t),
  head: ({ loaderData }) => productHead(loaderData),
  component: function ProductRoutePage() {
    const { product } = Route.useParams()
    const { t } = Route.useSearch()
    return <ProductPage slug={product} letter={t} crumbs={Route.useLoaderData().crumbs} captcha={useCaptchaConfig()} />
  },
})
