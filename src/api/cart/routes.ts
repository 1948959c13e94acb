import { Hono } from 'hono'
import { cartQuerySchema, cartReadQuerySchema, cartUpdateSchema, giftBoxUpdateSchema } from '~/contract/cart'
import { HttpError, jsonInput, ok, queryInput, type ApiEnv } from '../http'
import { callerUserId } from '../purchases/caller'
import { shopCopy } from './messages'
import { createCart, findSellable } from './queries'
import { buildCart, requireCart } from './service'

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
    const cart = await requireCart(c, cart_id)
    const copy = shopCopy(c.var.locale)
    const d1 = c.var.d1
    const sku = body.product.sku
    let requested = body.product.qty ?? body.product.quantity ?? 0
    const current = await d1
      .prepare('SELECT qty FROM cart_items WHERE cart_id = ? AND sku = ?')
      .bind(cart.id, sku)
      .first<{ qty: number }>()
    if (body.mode === 'add') requested += current?.qty ?? 0
    let message: string | undefined
    // docs/product.md, How things behave: removing an item sets the server quantity for that sku to 0.
    if (requested <= 0) {
      await d1.prepare('DELETE FROM cart_items WHERE cart_id = ? AND sku = ?').bind(cart.id, sku).run()
    } else {
      const item = await findSellable(d1, sku)
      if (!item) throw new HttpError(404, copy.productNotFound, { sku: [copy.productNotFound] })
      if (item.stock <= 0) {
        await d1.prepare('DELETE FROM cart_items WHERE cart_id = ? AND sku = ?').bind(cart.id, sku).run()
        if (!current) throw new HttpError(409, copy.outOfStock(item.name), { sku: [copy.outOfStock(item.name)] })
        message = copy.outOfStock(item.name)
      } else {
        // Never more than the stock: clamp and say so (the storefront shows the message).
        const qty = Math.min(requested, item.stock)
        if (qty < requested) message = copy.clamped(item.name, item.stock)
        await d1.batch([
          d1
            .prepare(
              `INSERT INTO cart_items (cart_id, sku, qty) VALUES (?, ?, ?)
               ON CONFLICT (cart_id, sku) DO UPDATE SET qty = excluded.qty`,
            )
            .bind(cart.id, sku, qty),
          d1.prepare(`UPDATE carts SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?`).bind(cart.id),
        ])
      }
    }
    const data = await buildCart(c, cart, { related: true })
    return ok(c, data, message ? { message } : undefined)
  })
  .put('/gift-box', queryInput(cartQuerySchema), jsonInput(giftBoxUpdateSchema), async (c) => {
    const { cart_id } = c.req.valid('query')
    const body = c.req.valid('json')
    const cart = await requireCart(c, cart_id)
    await c.var.d1
      .prepare('UPDATE carts SET gift_box = ?, gift_text = ? WHERE id = ?')
      .bind(body.check ? 1 : 0, body.check ? (body.text ?? '') : null, cart.id)
      .run()
    return ok(
      c,
      await buildCart(c, { ...cart, gift_box: body.check ? 1 : 0, gift_text: body.check ? (body.text ?? '') : null }),
    )
  })
