// Generated catalogue of the floor: 400 products built from short lists, the same on the server and in the browser,
// so every product URL renders without a database. scripts/bench.mjs reads productPaths() to spread its load.

const WINERIES = [
  'Viña Apalta',
  'Casa Maipo',
  'Los Boldos',
  'Tierra Alta',
  'Valle Sur',
  'Quebrada Honda',
  'Cerro Azul',
  'La Rosa',
]
const GRAPES = [
  'Carmenère',
  'Cabernet Sauvignon',
  'Syrah',
  'Pinot Noir',
  'Malbec',
  'Sauvignon Blanc',
  'Chardonnay',
  'País',
  'Cinsault',
  'Merlot',
]
const TIERS = ['Reserva', 'Gran Reserva', 'Reserva Especial', 'Ícono', 'Clásico']
const REGIONS = [
  'Valle del Maipo',
  'Valle de Colchagua',
  'Valle de Casablanca',
  'Valle del Maule',
  'Valle del Itata',
  'Valle de Limarí',
  'Valle del Elqui',
  'Valle de Curicó',
]
const COLOURS = ['#5b1a2c', '#7a2036', '#3d1420', '#c9b458', '#d8c77a', '#8c2f39']

export const PRODUCT_COUNT = 400

const slugify = (s) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '')

/** The product at position `i` (0 ≤ i < PRODUCT_COUNT). */
export function productAt(i) {
  const winery = WINERIES[i % WINERIES.length]
  const grape = GRAPES[Math.floor(i / WINERIES.length) % GRAPES.length]
  const tier = TIERS[Math.floor(i / (WINERIES.length * GRAPES.length)) % TIERS.length]
  const vintage = 2015 + (i % 9)
  const name = `${winery} ${tier} ${grape} ${vintage}`
  return {
    id: i + 1,
    slug: `${slugify(name)}-${i + 1}`,
    name,
    region: REGIONS[i % REGIONS.length],
    grape,
    vintage,
    colour: COLOURS[i % COLOURS.length],
    price: 12990,
  }
}

export const products = Array.from({ length: PRODUCT_COUNT }, (_, i) => productAt(i))

export function productBySlug(slug) {
  const id = Number(slug.slice(slug.lastIndexOf('-') + 1))
  const p = Number.isInteger(id) && id >= 1 && id <= PRODUCT_COUNT ? products[id - 1] : undefined
  return p && p.slug === slug ? p : undefined
}

/** Four other products of the same grape: the product page's related row. */
export function relatedTo(product) {
  return products.filter((p) => p.grape === product.grape && p.id !== product.id).slice(0, 4)
}

/** The product pages' paths, for the bench. */
export function productPaths() {
  return products.map((p) => `/vinos/${p.slug}`)
}

export const formatPrice = (n) => `$${n.toLocaleString('es-CL')}`
