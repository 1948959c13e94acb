import { Hono } from 'hono'
import { cartQuerySchema, cartUpdateSchema, giftBoxUpdateSchema } from '~/contract/cart'
import { jsonBody, ok, parse, queryObject, type ApiEnv } from '../http'
import { callerUserId } from '../purchases/caller'
import { createCart } from './queries'
import { buildCart, requireCart, updateGiftBox, updateLine } from './service'

// docs/product.md, The API: GET /shopping-cart/id, GET /shopping-cart?cart_id=, PUT /shopping-cart?cart_id=.
export const cartRoutes = new Hono<ApiEnv>()
  .get('/id', async (c) => {
    const id = await createCart(c.var.d1, await callerUserId(c))
    return ok(c, { id })
  })
  .get('/', async (c) => {
    const { cart_id } = parse(c, cartQuerySchema, queryObject(c))
    return ok(c, await buildCart(c, await requireCart(c, cart_id), { related: c.req.query('related') === '1' }))
  })
  .put('/', async (c) => {
    const { cart_id } = parse(c, cartQuerySchema, queryObject(c))
    const body = parse(c, cartUpdateSchema, await jsonBody(c))
    const { cart, message } = await updateLine(c, await requireCart(c, cart_id), body)
    return ok(c, cart, message ? { message } : undefined)
  })
  .put('/gift-box', async (c) => {
    const { cart_id } = parse(c, cartQuerySchema, queryObject(c))
    const body = parse(c, giftBoxUpdateSchema, await jsonBody(c))
    return ok(c, await updateGiftBox(c, await requireCart(c, cart_id), body))
  })
