import { Link, createFileRoute } from '@tanstack/react-router'
import { ProductCard } from '../parts'
import { products } from '../products.js'

const REGIONS = ['Valle del Maipo', 'Valle de Colchagua', 'Valle de Casablanca', 'Valle del Maule', 'Valle del Itata']

export const Route = createFileRoute('/vinos/')({
  loader: () => ({ page: products.slice(24, 48), total: products.length }),
  component: WineList,
})

function WineList() {
  const { page, total } = Route.useLoaderData()
  return (
    <>
      <h1>Vinos</h1>
      <p className="count">{total} vinos</p>
      <ul className="filters" aria-label="Filtrar por valle">
        {REGIONS.map((r) => (
          <li key={r}>
            <Link to="/vinos" search={{ valle: r }}>
              {r}
            </Link>
          </li>
        ))}
      </ul>
      <div className="grid">
        {page.map((p) => (
          <ProductCard key={p.id} product={p} />
        ))}
      </div>
      <nav className="pager" aria-label="Páginas">
        {[1, 2, 3, 4, 5].map((n) => (
          <Link key={n} to="/vinos" search={{ pagina: n }}>
            {n}
          </Link>
        ))}
      </nav>
    </>
  )
}
