import { Hono } from 'hono'
import { jsonInput, ok, type ApiEnv } from '../http'
import { newsletterCopy } from './messages'
import { newsletterRequestSchema } from '~/contract/newsletter'
import { subscribe } from './service'

// docs/product.md, The API POST /newsletter; docs/product.md, How things behave: a second sign-up of the same address is not an error and stores nothing twice.
export const newsletterRoutes = new Hono<ApiEnv>().post('/', jsonInput(newsletterRequestSchema), async (c) => {
  const input = c.req.valid('json')
  await subscribe(c, input, newsletterCopy(c.var.locale).captcha)
  return ok(c, { email: input.email, message: newsletterCopy(c.var.locale).done }, undefined, 201)
})
