import { createFileRoute, notFound, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import {
  deleteAdminPhoto,
  editAdminPhoto,
  getAdminProduct,
  orderAdminPhotos,
  saveAdminProduct,
} from '~/features/backoffice/catalogue.functions'
import { PhotoGallery } from '~/features/backoffice/components/photo-gallery'
import { ProductEditor } from '~/features/backoffice/components/product-editor'
import { uploadPhoto } from '~/features/backoffice/photo-upload'
import { number, searchParams } from '~/lib/search-params'

const validateSearch = searchParams({ creado: number })

export const Route = createFileRoute('/gestion/productos/$id')({
  validateSearch,
  loader: async ({ params }) => {
    const id = /^\d{1,12}$/.test(params.id) ? Number(params.id) : 0
    const product = id ? await getAdminProduct({ data: { id } }) : null
    if (!product) throw notFound()
    return product
  },
  component: function ProductRoute() {
    const product = Route.useLoaderData()
    const { creado } = Route.useSearch()
    const router = useRouter()
    // Loading someone else's save starts the form again from what is stored; one's own save keeps the form as is.
    const [generation, setGeneration] = useState(0)
    const changed = () => void router.invalidate()
    const id = product.id
    return (
      <ProductEditor
        key={`${product.id}:${generation}`}
        product={product}
        created={creado === 1}
        categories={product.categories_available}
        actions={{
          save: (body) => saveAdminProduct({ data: { id, product: body as never } }),
          saved: changed,
          reload: () => void router.invalidate().then(() => setGeneration((g) => g + 1)),
        }}
        gallery={
          <PhotoGallery
            product={product}
            actions={{
              upload: (file, alt) => uploadPhoto('products', id, file, alt),
              order: (ids) => orderAdminPhotos({ data: { id, ids } }),
              alt: (photo, alt, altEn) => editAdminPhoto({ data: { id, photo, alt, alt_en: altEn } }),
              remove: (photo) => deleteAdminPhoto({ data: { id, photo } }),
              changed,
            }}
          />
        }
      />
    )
  },
})
