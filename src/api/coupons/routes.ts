import { Hono } from 'hono'
import { autoApplyQuerySchema, cartQuerySchema, couponRedeemSchema } from '~/contract/cart'
import { cartTotals } from '~/lib/totals'
import { HttpError, jsonInput, ok, queryInput, type ApiEnv } from '../http'
import { shopCopy } from '../cart/messages'
import { cartLines } from '../cart/queries'
import { buildCart, requireCart } from '../cart/service'
import { couponError, couponProblem, findCoupon, type CouponRow } from './service'

// docs/product.md, The API: GET /discount-codes/auto-apply?cart_id=&email=, POST /discount-codes/redeem?cart_id=.
// docs/product.md, Validation and messages: a coupon cannot be applied when a discount already exists; the same code twice is ignored.
export const couponRoutes = new Hono<ApiEnv>()
  .post('/redeem', queryInput(cartQuerySchema), jsonInput(couponRedeemSchema), async (c) => {
    const { cart_id } = c.req.valid('query')
    const body = c.req.valid('json')
    const cart = await requireCart(c, cart_id)
    const d1 = c.var.d1
    const email = body.email ?? cart.email
    const coupon = await findCoupon(d1, body.code)
    if (cart.coupon_code) {
      if (coupon && cart.coupon_code.toLowerCase() === coupon.code.toLowerCase()) return ok(c, await buildCart(c, cart))
      const text = shopCopy(c.var.locale).couponExists
      throw new HttpError(409, text, { code: [text] })
    }
    const amount = cartTotals(await cartLines(d1, cart.id)).amount
    const problem = await couponProblem(d1, coupon, amount, email)
    if (problem) throw couponError(problem, coupon, c.var.locale)
    await d1
      .prepare('UPDATE carts SET coupon_code = ?, email = COALESCE(?, email) WHERE id = ?')
      .bind(coupon!.code, email ?? null, cart.id)
      .run()
    return ok(c, await buildCart(c, { ...cart, coupon_code: coupon!.code, email: email ?? null }))
  })
  .get('/auto-apply', queryInput(autoApplyQuerySchema), async (c) => {
    const { cart_id, email } = c.req.valid('query')
    const cart = await requireCart(c, cart_id)
    const d1 = c.var.d1
    let applied: string | null = null
    if (!cart.coupon_code) {
      const amount = cartTotals(await cartLines(d1, cart.id)).amount
      const { results } = await d1
        .prepare('SELECT * FROM coupons WHERE auto_apply = 1 AND active = 1 ORDER BY value DESC')
        .all<CouponRow>()
      for (const coupon of results) {
        if ((await couponProblem(d1, coupon, amount, email ?? cart.email)) === null) {
          applied = coupon.code
          break
        }
      }
      if (applied || email) {
        await d1
          .prepare('UPDATE carts SET coupon_code = COALESCE(?, coupon_code), email = COALESCE(?, email) WHERE id = ?')
          .bind(applied, email ?? null, cart.id)
          .run()
      }
    }
    const fresh = { ...cart, coupon_code: applied ?? cart.coupon_code, email: email ?? cart.email }
    return ok(c, { applied, cart: await buildCart(c, fresh) })
  })
  .delete('/', queryInput(cartQuerySchema), async (c) => {
    const { cart_id } = c.req.valid('query')
    const cart = await requireCart(c, cart_id)
    await c.var.d1.prepare('UPDATE carts SET coupon_code = NULL WHERE id = ?').bind(cart.id).run()
    return ok(c, await buildCart(c, { ...cart, coupon_code: null }))
  })
