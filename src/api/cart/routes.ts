import { Hono } from 'hono'
import { cartQuerySchema, cartReadQuerySchema, cartUpdateSchema, giftBoxUpdateSchema } from '~/contract/cart'
import { jsonInput, ok, queryInput, type ApiEnv } from '../http'
import { callerUserId } from '../purchases/caller'
import { createCart } from './queries'
import { buildCart, requireCart, updateGiftBox, updateLine } from './service'

// docs/product.md, The API: GET /shopping-cart/id, GET /shopping-cart?cart_id=, PUT /shopping-cart?cart_id=.
export const cartRoutes = new Hono<ApiEnv>()
  .get('/id', async (c) => {
    const id = await createCart(c.var.d1, await callerUserId(c))
    return ok(c, { id })
  })
  .get('/', queryInput(cartReadQuerySchema), async (c) => {
    const { cart_id, related } = c.req.valid('query')
    return ok(c, await buildCart(c, await requireCart(c, cart_id), { related: related === '1' }))
  })
  .put('/', queryInput(cartQuerySchema), jsonInput(cartUpdateSchema), async (c) => {
    const { cart_id } = c.req.valid('query')
    const body = c.req.valid('json')
    const { cart, message } = await updateLine(c, cart_id, body)
    return ok(c, cart, message ? { message } : undefined)
  })
  .put('/gift-box', queryInput(cartQuerySchema), jsonInput(giftBoxUpdateSchema), async (c) => {
    const { cart_id } = c.req.valid('query')
    const body = c.req.valid('json')
    return ok(c, await updateGiftBox(c, cart_id, body))
  })
