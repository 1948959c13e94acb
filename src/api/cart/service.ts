import type { Cart } from '~/contract/cart'
import { cartTotals } from '~/lib/totals'
import { HttpError, type ApiContext } from '../http'
import { appliedCoupon, couponProblem, findCoupon } from '../coupons/service'
import { shopCopy } from './messages'
import { cartLines, findCart, giftBoxPrice, relatedFor, toCartItem, type CartRow } from './queries'

export async function requireCart(c: ApiContext, cartId: string): Promise<CartRow> {
  const cart = await findCart(c.var.d1, cartId)
  if (!cart) throw new HttpError(404, shopCopy(c.var.locale).cartNotFound)
  return cart
}

/** The cart as the storefront sees it: re-priced from the catalogue on every read (docs/product.md, What the shop stores shape). */
export async function buildCart(c: ApiContext, row: CartRow, opts: { related?: boolean } = {}): Promise<Cart> {
  const d1 = c.var.d1
  const [lines, giftPrice] = await Promise.all([cartLines(d1, row.id), giftBoxPrice(d1)])
  const items = lines.map(toCartItem)
  const totals = cartTotals(items)
  let coupon: Cart['coupon'] = null
  if (row.coupon_code) {
    const found = await findCoupon(d1, row.coupon_code)
    // A coupon that stopped applying (expired, cart below minimum) is shown as not applied; redeem says why.
    const problem = await couponProblem(d1, found, totals.amount, row.email)
    if (found && problem === null) coupon = appliedCoupon(found, totals.amount)
  }
  const cart: Cart = {
    id: row.id,
    items,
    total: totals.amount,
    total_without_discount: totals.subtotal,
    totals,
    coupon,
    gift_box: { check: row.gift_box === 1, text: row.gift_text ?? '', price: giftPrice },
    email: row.email,
  }
  if (opts.related)
    cart.related = await relatedFor(
      d1,
      items.map((i) => i.sku),
    )
  return cart
}
