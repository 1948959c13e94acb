import { describe, expect, it } from 'vitest'
import type { ProductCard, ProductFormat } from '~/contract/catalog'
import { clampQuantity, initialFormatIndex, isOutOfStock, purchasable, stepFormat } from './gourmet'

const format = (over: Partial<ProductFormat>): ProductFormat => ({
  sku: 'F',
  price: 1000,
  reference_price: null,
  stock: 5,
  format: 250,
  label: false,
  label_text: null,
  is_unit_sales: 0,
  ...over,
})
const card = (over: Partial<ProductCard>): ProductCard =>
  ({
    id: 1,
    sku: 'W-1',
    slug: 's',
    product_type: 'App\\Models\\Wine',
    letter: 'w',
    name: 'n',
    price: 9990,
    reference_price: null,
    stock: 3,
    formats: [],
    ...over,
  }) as ProductCard

describe('gourmet format stepping (docs/product.md, How things behave)', () => {
  it('wraps forwards and backwards', () => {
    expect(stepFormat(0, 1, 3)).toBe(1)
    expect(stepFormat(2, 1, 3)).toBe(0)
    expect(stepFormat(0, -1, 3)).toBe(2)
    expect(stepFormat(0, 1, 1)).toBe(0)
    expect(stepFormat(0, 1, 0)).toBe(0)
  })
  it('starts on the first format with stock', () => {
    expect(initialFormatIndex([format({ stock: 0 }), format({ stock: 2 })])).toBe(1)
    expect(initialFormatIndex([format({ stock: 0 })])).toBe(0)
  })
  it('a weight format buys one unit of its sku; a unit-sales format counts', () => {
    const p = card({
      sku: null,
      formats: [format({ sku: 'G-100G', grams: 100 } as never), format({ sku: 'G-UN', is_unit_sales: 1, stock: 4 })],
    })
    expect(purchasable(p, 0)).toMatchObject({ sku: 'G-100G', unitSales: false })
    expect(purchasable(p, 1)).toMatchObject({ sku: 'G-UN', unitSales: true, stock: 4 })
    expect(purchasable(card({}), 0)).toMatchObject({ sku: 'W-1', unitSales: true, stock: 3 })
  })
})

describe('out of stock and quantity bounds (docs/product.md, How things behave)', () => {
  it('a product is out of stock with no stock; a gourmet product when no format has stock', () => {
    expect(isOutOfStock(card({ stock: 0 }))).toBe(true)
    expect(isOutOfStock(card({ stock: 1 }))).toBe(false)
    expect(isOutOfStock(card({ stock: 0, formats: [format({ stock: 0 }), format({ stock: 1 })] }))).toBe(false)
    expect(isOutOfStock(card({ stock: 9, formats: [format({ stock: 0 })] }))).toBe(true)
  })
  it('quantity stays between 1 and stock', () => {
    expect(clampQuantity(0, 5)).toBe(1)
    expect(clampQuantity(7, 5)).toBe(5)
    expect(clampQuantity(3, 5)).toBe(3)
    expect(clampQuantity(NaN, 5)).toBe(1)
  })
})
