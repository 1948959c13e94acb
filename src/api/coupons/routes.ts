import { Hono } from 'hono'
import { autoApplyQuerySchema, cartQuerySchema, couponRedeemSchema } from '~/contract/cart'
import { jsonInput, ok, queryInput, type ApiEnv } from '../http'
import { buildCart, requireCart } from '../cart/service'
import { autoApplyCoupon, redeemCoupon, removeCoupon } from './service'

// docs/product.md, The API: GET /discount-codes/auto-apply?cart_id=&email=, POST /discount-codes/redeem?cart_id=.
// docs/product.md, Validation and messages: a coupon cannot be applied when a discount already exists; the same code twice is ignored.
export const couponRoutes = new Hono<ApiEnv>()
  .post('/redeem', queryInput(cartQuerySchema), jsonInput(couponRedeemSchema), async (c) => {
    const { cart_id } = c.req.valid('query')
    const body = c.req.valid('json')
    const cart = await redeemCoupon(c, await requireCart(c, cart_id), body)
    return ok(c, await buildCart(c, cart))
  })
  .get('/auto-apply', queryInput(autoApplyQuerySchema), async (c) => {
    const { cart_id, email } = c.req.valid('query')
    const { applied, cart } = await autoApplyCoupon(c, await requireCart(c, cart_id), email)
    return ok(c, { applied, cart: await buildCart(c, cart) })
  })
  .delete('/', queryInput(cartQuerySchema), async (c) => {
    const { cart_id } = c.req.valid('query')
    const cart = await removeCoupon(c, await requireCart(c, cart_id))
    return ok(c, await buildCart(c, cart))
  })
