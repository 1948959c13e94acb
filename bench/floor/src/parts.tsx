import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { formatPrice } from './products.js'

export interface Product {
  id: number
  slug: string
  name: string
  region: string
  grape: string
  vintage: number
  colour: string
  price: number
}

const MENU = ['Vinos', 'Espumantes', 'Destilados', 'Cervezas', 'Gourmet', 'Cajas de regalo', 'Ofertas', 'Eventos']

export function Header() {
  return (
    <header className="header">
      <Link to="/" className="logo" aria-label="Vinoteca Andes, inicio">
        <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
          <path d="M10 3h12l-1 9a5 5 0 0 1-10 0z" fill="#5b1a2c" />
          <path d="M16 17v9M11 29h10" stroke="#5b1a2c" strokeWidth="2" fill="none" />
        </svg>
        <span>Vinoteca Andes</span>
      </Link>
      <nav aria-label="Categorías">
        <ul className="menu">
          {MENU.map((label) => (
            <li key={label}>
              <Link to="/vinos" search={{ categoria: label.toLowerCase() }}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <button type="button" className="search" aria-label="Buscar">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <circle cx="10" cy="10" r="7" stroke="currentColor" strokeWidth="2" fill="none" />
          <path d="M15 15l6 6" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <Link to="/carrito" className="cart-link">
        Carro
      </Link>
    </header>
  )
}

const FOOTER = [
  ['Tienda', ['Vinos', 'Espumantes', 'Destilados', 'Gourmet', 'Cajas de regalo', 'Ofertas']],
  [
    'Ayuda',
    ['Despachos', 'Cambios y devoluciones', 'Medios de pago', 'Preguntas frecuentes', 'Seguimiento', 'Contacto'],
  ],
  ['Vinoteca', ['Quiénes somos', 'Eventos', 'Blog', 'Empresas', 'Trabaja con nosotros', 'Prensa']],
  [
    'Legal',
    ['Términos y condiciones', 'Privacidad', 'Cookies', 'Venta responsable', 'Libro de reclamos', 'Mapa del sitio'],
  ],
] as const

export function Footer() {
  return (
    <footer className="footer">
      {FOOTER.map(([title, links]) => (
        <section key={title}>
          <h2>{title}</h2>
          <ul>
            {links.map((label) => (
              <li key={label}>
                <a href={`/informacion/${encodeURIComponent(label.toLowerCase())}`}>{label}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className="legal">Vinoteca Andes · Venta de alcohol solo a mayores de 18 años.</p>
    </footer>
  )
}

/** A wine bottle drawn inline: the floor's stand-in for a product photo. */
export function Bottle({ colour, size = 120 }: { colour: string; size?: number }) {
  return (
    <svg viewBox="0 0 60 160" width={(size * 60) / 160} height={size} role="img" aria-label="Botella">
      <rect x="25" y="4" width="10" height="34" rx="2" fill={colour} />
      <rect x="24" y="2" width="12" height="8" rx="1" fill="#222" />
      <path d="M25 38c0 10-13 14-13 28v84a6 6 0 0 0 6 6h24a6 6 0 0 0 6-6V66c0-14-13-18-13-28z" fill={colour} />
      <rect x="16" y="84" width="28" height="36" rx="2" fill="#f6f1e7" />
      <path d="M20 94h20M20 102h20M22 110h16" stroke="#8a7a5a" strokeWidth="2" />
    </svg>
  )
}

export function ProductCard({ product }: { product: Product }) {
  const [added, setAdded] = useState(0)
  return (
    <article className="card">
      <Link to="/vinos/$slug" params={{ slug: product.slug }} className="card-link">
        <Bottle colour={product.colour} />
        <h3>{product.name}</h3>
      </Link>
      <p className="region">{product.region}</p>
      <p className="price">{formatPrice(product.price)}</p>
      <button type="button" className="add" onClick={() => setAdded((n) => n + 1)}>
        Agregar al carro{added > 0 ? ` (${added})` : ''}
      </button>
    </article>
  )
}

export function Stepper({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  return (
    <div className="stepper">
      <button type="button" aria-label="Quitar uno" onClick={() => onChange(Math.max(1, value - 1))}>
        −
      </button>
      <output aria-live="polite">{value}</output>
      <button type="button" aria-label="Agregar uno" onClick={() => onChange(Math.min(24, value + 1))}>
        +
      </button>
    </div>
  )
}
