import { describe, expect, it } from 'vitest'
import type { ProductCard } from '~/contract/catalog'
import { toListCard } from './list-card'

const wine: ProductCard = {
  id: 14,
  sku: 'W-1',
  slug: 'vina-talinay-sur-reserva-pinot-noir-2022',
  product_type: 'App\\Models\\Wine',
  letter: 'w',
  name: 'Viña Talinay Sur Reserva Pinot Noir',
  name_card: 'Reserva Pinot Noir',
  description_card: 'Frutilla · Valle del Limarí',
  brand: 'Viña Talinay Sur',
  year: 2022,
  price: 11990,
  reference_price: null,
  discount: 0,
  stock: 67,
  label: false,
  label_text: null,
  frontend_image: '/img/p/a.svg',
  frontend_cover_image: '/img/c/a.svg',
  tipo: 'tinto',
  country: 'chile',
  region: 'Valle del Limarí',
  variety: 'Pinot Noir',
  volume_ml: 750,
  formats: [],
}

describe('what a list page keeps of each product', () => {
  it('the fields its card shows, links with and adds to the cart with, and nothing else', () => {
    const card = toListCard(wine)
    expect(Object.keys(card).sort()).toEqual(
      [
        'brand',
        'description_card',
        'formats',
        'frontend_image',
        'id',
        'label',
        'label_text',
        'letter',
        'name',
        'name_card',
        'price',
        'reference_price',
        'sku',
        'slug',
        'stock',
        'year',
      ].sort(),
    )
    expect(card).toMatchObject({ sku: 'W-1', price: 11990, stock: 67, slug: wine.slug, formats: [] })
  })
})
