import type * as v from 'valibot'
import type { Cart, cartUpdateSchema, giftBoxUpdateSchema } from '~/contract/cart'
import { HOLD_LIMITS } from '~/lib/limits'
import { formatCLP } from '~/lib/money'
import { callerUserId } from '../purchases/caller'
import { cartTotals } from '~/lib/totals'
import { HttpError, type ApiContext } from '../http'
import { appliedCoupon, bestAutoCoupon, couponProblem, findCoupon } from '../coupons/service'
import { shopCopy } from './messages'
import {
  cartLines,
  findCart,
  changeLine,
  findSellable,
  giftBoxPrice,
  relatedFor,
  removeLine,
  setGiftBox,
  toCartItem,
  type CartRow,
} from './queries'

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
  // The shop's price moved since the shopper last saw the line (a staff change, an offer opening or closing): the
  // cart is at the new price already; it says so until the shopper next changes the cart.
  const copy = shopCopy(c.var.locale)
  const priceChanges = lines
    .filter((l) => l.seen_price !== null && l.seen_price !== l.price)
    .map((l) => ({
      sku: l.sku,
      name: l.name,
      from: l.seen_price!,
      to: l.price,
      message: copy.priceChanged(l.name, formatCLP(l.seen_price!, c.var.locale), formatCLP(l.price, c.var.locale)),
    }))
  let coupon: Cart['coupon'] = null
  if (row.coupon_code) {
    const found = await findCoupon(d1, row.coupon_code)
    // A coupon that stopped applying (expired, cart below minimum) is shown as not applied; redeem says why.
    const problem = await couponProblem(d1, found, totals.amount, row.email, new Date(), row.user_id)
    if (found && problem === null) coupon = appliedCoupon(found, totals.amount)
  } else if (items.length) {
    // Automatic coupons apply themselves: the checkout picks the same one (purchases/service.ts, priceOrder).
    const auto = await bestAutoCoupon(d1, totals.amount, row.email, row.user_id)
    if (auto) coupon = appliedCoupon(auto, totals.amount)
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
  if (priceChanges.length) cart.price_changes = priceChanges
  if (opts.related)
    cart.related = await relatedFor(
      d1,
      items.map((i) => i.sku),
    )
  return cart
}

/**
 * PUT /shopping-cart: `add` adds to the line, `set` replaces it; never more than the stock nor the line cap
 * (clamped, with a message the storefront shows); a quantity of 0 removes the line (docs/product.md, How things
 * behave). A cart id not seen before is created by its first change: the id is decided before the first write
 * (the storefront mints it with the cart cookie), so requests racing to fill a new cart share one.
 */
export async function updateLine(
  c: ApiContext,
  cartId: string,
  body: v.InferOutput<typeof cartUpdateSchema>,
): Promise<{ cart: Cart; message: string | undefined }> {
  const copy = shopCopy(c.var.locale)
  const d1 = c.var.d1
  const sku = body.product.sku
  const qty = body.product.qty ?? body.product.quantity ?? 0
  const at = new Date().toISOString()
  let message: string | undefined
  if (qty <= 0) {
    // Setting 0 removes the line; adding 0 changes nothing. Neither creates a cart.
    const cart = await requireCart(c, cartId)
    if (body.mode !== 'add') await removeLine(d1, cart.id, sku, at)
    return { cart: await buildCart(c, cart, { related: true }), message }
  }
  const item = await findSellable(d1, sku)
  if (!item) throw new HttpError(404, copy.productNotFound, { sku: [copy.productNotFound] })
  const userId = await callerUserId(c)
  const cap = HOLD_LIMITS[userId === null ? 'guest' : 'account'].unitsPerLine
  const mode = body.mode === 'add' ? 'add' : 'set'
  const line = await changeLine(d1, { cartId, userId, sku, qty, mode, cap, at })
  if (line.stock <= 0) {
    if (line.before === null)
      throw new HttpError(409, copy.outOfStock(item.name), { sku: [copy.outOfStock(item.name)] })
    message = copy.outOfStock(item.name)
  } else {
    const wanted = mode === 'add' ? (line.before ?? 0) + qty : qty
    const got = line.after ?? 0
    if (got < wanted) message = got >= cap ? copy.lineCapped(item.name, cap) : copy.clamped(item.name, line.stock)
  }
  return { cart: await buildCart(c, await requireCart(c, cartId), { related: true }), message }
}

export async function updateGiftBox(
  c: ApiContext,
  cartId: string,
  body: v.InferOutput<typeof giftBoxUpdateSchema>,
): Promise<Cart> {
  const giftBox = body.check ? 1 : 0
  const text = body.check ? (body.text ?? '') : null
  const userId = await callerUserId(c)
  await setGiftBox(c.var.d1, { id: cartId, userId }, giftBox, text, new Date().toISOString())
  return buildCart(c, await requireCart(c, cartId))
}
