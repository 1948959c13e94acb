import type { ApiContext } from '../http'
import { signature } from '../purchases/tokens'
import { siteOrigin } from '../site-origin'

// A signed link to one order's tracking: the e-mails carry it so the buyer opens their order without typing its
// number and e-mail. The key is an HMAC of the order number and the buyer's e-mail with the shop's secret: it opens
// exactly what the number and e-mail open (the tracking view and paying an unpaid order), never an account, and it
// keeps the e-mail itself out of the URL.

const KEY_LENGTH = 32

export async function trackingKey(env: ApiContext['env'], number: string, email: string): Promise<string> {
  const signed = await signature(env, `order-tracking:${number.toUpperCase()}:${email.toLowerCase()}`)
  return signed.slice(0, KEY_LENGTH)
}

/** Whether `key` is the one the shop made for this order number and e-mail (compared in constant time). */
export async function isTrackingKey(
  env: ApiContext['env'],
  number: string,
  email: string,
  key: string,
): Promise<boolean> {
  const expected = await trackingKey(env, number, email)
  if (key.length !== expected.length) return false
  let diff = 0
  for (let i = 0; i < key.length; i++) diff |= key.charCodeAt(i) ^ expected.charCodeAt(i)
  return diff === 0
}

/** The address that opens this order on /seguimiento, on the shop's public origin (locally, the request's). */
export async function trackingLink(c: ApiContext, order: { number: string; email: string }): Promise<string> {
  const key = await trackingKey(c.env, order.number, order.email)
  const query = new URLSearchParams({ numero: order.number, clave: key })
  return `${siteOrigin(c)}/seguimiento?${query}`
}
