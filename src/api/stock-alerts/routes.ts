import { Hono } from 'hono'
import { stockAlertSchema, stockAlertTokenSchema } from '~/contract/wishlist'
import { jsonInput, ok, parse, type ApiEnv } from '../http'
import { subscribe, unsubscribe } from './service'

/** POST /stock-alerts {slug, email?, recaptchaResponse}; DELETE /stock-alerts/{token} (the e-mail's unsubscribe link). */
export const stockAlertRoutes = new Hono<ApiEnv>()
  .post('/', jsonInput(stockAlertSchema), async (c) => {
    const input = c.req.valid('json')
    return ok(c, await subscribe(c, input), undefined, 201)
  })
  .delete('/:token', async (c) => {
    const { token } = parse(c, stockAlertTokenSchema, c.req.param())
    return ok(c, await unsubscribe(c, token))
  })
