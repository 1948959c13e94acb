import { createFileRoute, notFound } from '@tanstack/react-router'
import { useState } from 'react'
import { Bottle, ProductCard, Stepper } from '../parts'
import { formatPrice, productBySlug, relatedTo } from '../products.js'

export const Route = createFileRoute('/vinos/$slug')({
  loader: ({ params }) => {
    const product = productBySlug(params.slug)
    if (!product) throw notFound()
    return { product, related: relatedTo(product) }
  },
  head: ({ loaderData }) => ({ meta: loaderData ? [{ title: `${loaderData.product.name} · Vinoteca Andes` }] : [] }),
  component: ProductPage,
})

function ProductPage() {
  const { product, related } = Route.useLoaderData()
  const [quantity, setQuantity] = useState(1)
  return (
    <>
      <div className="product">
        <div className="product-image">
          <Bottle colour={product.colour} size={420} />
        </div>
        <div>
          <h1>{product.name}</h1>
          <p className="region">
            {product.region} · {product.grape} · {product.vintage}
          </p>
          <p className="price big">{formatPrice(product.price)}</p>
          <p>
            Un {product.grape.toLowerCase()} del {product.region.toLowerCase()}, de viñedos a los pies de la cordillera.
            En nariz, fruta roja madura, especias y un toque de cacao; en boca, taninos firmes y un final largo.
          </p>
          <p>
            Ideal con carnes a la parrilla, quesos maduros y guisos. Servir entre 16 y 18 °C; puede guardarse hasta diez
            años en un lugar fresco y oscuro.
          </p>
          <Stepper value={quantity} onChange={setQuantity} />
          <button type="button" className="add big">
            Agregar al carro · {formatPrice(product.price * quantity)}
          </button>
        </div>
      </div>
      <h2 className="section-title">También te puede gustar</h2>
      <div className="grid">
        {related.map((p) => (
          <ProductCard key={p.id} product={p} />
        ))}
      </div>
    </>
  )
}
