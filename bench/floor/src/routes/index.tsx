import { createFileRoute } from '@tanstack/react-router'
import { ProductCard } from '../parts'
import { products } from '../products.js'

export const Route = createFileRoute('/')({
  loader: () => ({ featured: products.slice(0, 24) }),
  component: Home,
})

function Home() {
  const { featured } = Route.useLoaderData()
  return (
    <>
      <section className="hero">
        <h1>Vinos chilenos de viñas pequeñas, en tu puerta</h1>
        <p>
          Elegimos cada botella en el valle donde nace: tintos del Maipo y Colchagua, blancos frescos de Casablanca,
          destilados de autor y productos gourmet. Despacho en todo Chile y retiro en tienda.
        </p>
      </section>
      <h2 className="section-title">Destacados</h2>
      <div className="grid">
        {featured.map((p) => (
          <ProductCard key={p.id} product={p} />
        ))}
      </div>
    </>
  )
}
