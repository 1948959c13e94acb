import { Link, createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { Bottle, Stepper } from '../parts'
import { formatPrice, products } from '../products.js'

export const Route = createFileRoute('/carrito')({
  loader: () => ({ lines: products.slice(0, 3).map((product) => ({ product, quantity: 1 })) }),
  component: Cart,
})

function Cart() {
  const { lines: initial } = Route.useLoaderData()
  const [lines, setLines] = useState(initial)
  const subtotal = lines.reduce((sum, l) => sum + l.product.price * l.quantity, 0)
  return (
    <>
      <h1>Carro de compras</h1>
      <div className="cart">
        <ul className="lines">
          {lines.map((line, i) => (
            <li key={line.product.id} className="line">
              <Bottle colour={line.product.colour} size={80} />
              <div>
                <Link to="/vinos/$slug" params={{ slug: line.product.slug }}>
                  {line.product.name}
                </Link>
                <p className="region">{line.product.region}</p>
              </div>
              <Stepper
                value={line.quantity}
                onChange={(quantity) => setLines((all) => all.map((l, j) => (j === i ? { ...l, quantity } : l)))}
              />
              <p className="price">{formatPrice(line.product.price * line.quantity)}</p>
            </li>
          ))}
        </ul>
        <aside className="summary">
          <h2>Resumen</h2>
          <p>
            Subtotal <strong>{formatPrice(subtotal)}</strong>
          </p>
          <p>Despacho: se calcula con tu dirección</p>
          <button type="button" className="add big">
            Ir a pagar
          </button>
        </aside>
      </div>
    </>
  )
}
