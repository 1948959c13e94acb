import type { OrderMoney } from '~/lib/totals'

/**
 * The columns of an order's money (`OrderMoney`), for a SELECT list: `orderMoneyColumns('o')` where the query names
 * the orders table `o`. One list, so a new money column reaches every reader of an order's money at once.
 */
export function orderMoneyColumns(alias?: string): string {
  const columns: (keyof OrderMoney)[] = [
    'subtotal',
    'product_discount',
    'coupon_discount',
    'discount',
    'shipping',
    'gift_box',
    'total',
  ]
  return columns.map((column) => (alias ? `${alias}.${column}` : column)).join(', ')
}
