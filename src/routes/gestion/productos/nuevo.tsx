import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { createAdminProduct, listEditorialCategories } from '~/features/backoffice/catalogue.functions'
import { ProductEditor } from '~/features/backoffice/components/product-editor'

export const Route = createFileRoute('/gestion/productos/nuevo')({
  loader: () => listEditorialCategories(),
  component: function NewProductRoute() {
    const navigate = useNavigate()
    return (
      <ProductEditor
        product={null}
        categories={Route.useLoaderData()}
        actions={{
          save: (body) => createAdminProduct({ data: { product: body as never } }),
          saved: (product) =>
            void navigate({ to: '/gestion/productos/$id', params: { id: String(product.id) }, search: { creado: 1 } }),
          reload: () => undefined,
        }}
      />
    )
  },
})
