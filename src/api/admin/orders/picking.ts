import type { PickingList } from '~/contract/admin'
import type { ApiContext } from '../../http'
import { dayStartUtc } from '../dates'
import { pickingLines } from '../queries/picking'

/**
 * What the warehouse takes off the shelves for a Santiago day: every order confirmed ("paid") and not yet
 * dispatched that was placed by the end of that day, earlier ones included (they are still to ship), with each
 * product summed over those orders and the orders that want it. Pick-up orders are picked too; the list says which.
 */
export async function pickingList(c: ApiContext, day: string): Promise<PickingList> {
  const lines = await pickingLines(c.var.d1, dayStartUtc(day, 1))
  const orders = new Map<string, PickingList['orders'][number]>()
  const products = new Map<string, PickingList['products'][number]>()
  for (const line of lines) {
    const order = orders.get(line.number) ?? {
      number: line.number,
      created_at: line.created_at,
      delivery_method: line.delivery_method,
      commune: line.delivery_method === 'delivery' ? line.commune : null,
      units: 0,
    }
    order.units += line.qty
    orders.set(line.number, order)
    const product = products.get(line.sku) ?? { sku: line.sku, name: line.name, qty: 0, orders: [] }
    product.qty += line.qty
    product.orders.push({ number: line.number, qty: line.qty })
    products.set(line.sku, product)
  }
  return {
    day,
    orders: [...orders.values()],
    // Most wanted first, so the picker fills the big ones first; ties by name, as they read on the shelf labels.
    products: [...products.values()].sort((a, b) => b.qty - a.qty || a.name.localeCompare(b.name, 'es')),
  }
}
