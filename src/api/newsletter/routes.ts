import { Hono } from 'hono'
import { jsonBody, ok, parse, type ApiEnv } from '../http'
import { newsletterRequestSchema } from '~/contract/newsletter'
import { subscribe } from './service'

const COPY = {
  es: {
    done: '¡Gracias por suscribirte! Pronto recibirás nuestras novedades.',
    captcha: 'No pudimos verificar que no eres un robot. Intenta nuevamente.',
  },
  en: {
    done: 'Thanks for subscribing! Our news will reach you soon.',
    captcha: 'We could not verify you are not a robot. Please try again.',
  },
} as const

// docs/product.md, The API POST /newsletter; docs/product.md, How things behave: a second sign-up of the same address is not an error and stores nothing twice.
export const newsletterRoutes = new Hono<ApiEnv>().post('/', async (c) => {
  const input = parse(c, newsletterRequestSchema, await jsonBody(c))
  await subscribe(c, input, COPY[c.var.locale].captcha)
  return ok(c, { email: input.email, message: COPY[c.var.locale].done }, undefined, 201)
})
