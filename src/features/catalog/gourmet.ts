import type { ProductCard, ProductFormat } from '~/contract/catalog'
import { MIN_QUANTITY } from '~/lib/limits'

// docs/product.md, How things behave product card rules: gourmet cards step through formats with minus/plus (index wraps), unit-sales
// formats show a quantity counter, quantity stays between 1 and stock, out of stock when nothing can be bought.

/** Next format index, wrapping at both ends. */
export function stepFormat(index: number, delta: 1 | -1, length: number): number {
  if (length <= 0) return 0
  return (((index + delta) % length) + length) % length
}

/** The format a gourmet card starts on: the first one with stock, else the first. */
export function initialFormatIndex(formats: ProductFormat[]): number {
  const i = formats.findIndex((f) => f.stock > 0)
  return i < 0 ? 0 : i
}

/** docs/product.md, How things behave: out of stock — no stock (gourmet: no format has stock). */
export function isOutOfStock(product: Pick<ProductCard, 'stock' | 'formats'>): boolean {
  if (product.formats.length > 0) return product.formats.every((f) => f.stock <= 0)
  return product.stock <= 0
}

/** What one add-to-cart click buys: the sku, its price and the stock that bounds the counter. */
export function purchasable(
  product: Pick<ProductCard, 'formats' | 'sku' | 'price' | 'reference_price' | 'stock'>,
  formatIndex: number,
) {
  const format = product.formats[formatIndex]
  if (format) {
    return {
      sku: format.sku,
      price: format.price,
      reference_price: format.reference_price,
      stock: format.stock,
      format,
      unitSales: format.is_unit_sales === 1,
    }
  }
  return {
    sku: product.sku,
    price: product.price,
    reference_price: product.reference_price,
    stock: product.stock,
    format: null,
    unitSales: true,
  }
}

/** docs/product.md, How things behave: card quantity between 1 and stock (gourmet unit-sales uses the format's stock). */
export function clampQuantity(qty: number, stock: number): number {
  if (stock < MIN_QUANTITY) return MIN_QUANTITY
  return Math.min(Math.max(Math.trunc(qty) || MIN_QUANTITY, MIN_QUANTITY), stock)
}
