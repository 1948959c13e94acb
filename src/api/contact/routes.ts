import { Hono } from 'hono'
import { jsonInput, ok, type ApiEnv } from '../http'
import { sendCompanyContact, sendContact } from './service'
import { companyContactRequestSchema, contactRequestSchema } from '~/contract/contact'

// docs/product.md, The API POST /contact (a person writes to the shop).
export const contactRoutes = new Hono<ApiEnv>().post('/', jsonInput(contactRequestSchema), async (c) => {
  const input = c.req.valid('json')
  return ok(c, await sendContact(c, input), undefined, 201)
})

// docs/product.md, The API POST /company-contact (a company writes: corporate gifts, events, wholesale).
export const companyContactRoutes = new Hono<ApiEnv>().post('/', jsonInput(companyContactRequestSchema), async (c) => {
  const input = c.req.valid('json')
  return ok(c, await sendCompanyContact(c, input), undefined, 201)
})
