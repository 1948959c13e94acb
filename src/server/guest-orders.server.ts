import { getCookie } from '@tanstack/react-start/server'
import { setShopCookie } from './cookies.server'

// A guest reads and pays their orders with the token the API gave at checkout. Every token sits in one cookie,
// newest first and at most GUEST_ORDERS_KEPT of them, instead of one 30-day cookie per order: a shopper who orders
// often as a guest no longer grows the Cookie header of every request. Only the last orders matter (the pay step
// and the thank-you page come right after checkout; older ones are tracked with the order number and e-mail).
export const GUEST_ORDERS_COOKIE = 'shop_orders'
export const GUEST_ORDERS_KEPT = 5
const GUEST_ORDERS_MAX_AGE = 60 * 60 * 24 * 30
/** Before the one cookie, each order had its own; read for the month such a cookie lives. */
const legacyCookie = (orderId: string) => `order_${orderId}`

const PAIR = /^([\w-]{8,64}):([\w-]{16,200})$/

/** The `{ orderId → token }` pairs a cookie value holds, newest first; anything malformed is dropped. */
export function parseGuestOrders(value: string | undefined): [string, string][] {
  if (!value) return []
  return value
    .split('|')
    .map((pair) => PAIR.exec(pair))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => [m[1]!, m[2]!] as [string, string])
}

/** The cookie value with this order's token first, without an older copy of it, cut to GUEST_ORDERS_KEPT. */
export function withGuestOrder(value: string | undefined, orderId: string, token: string): string {
  const others = parseGuestOrders(value).filter(([id]) => id !== orderId)
  return [[orderId, token], ...others]
    .slice(0, GUEST_ORDERS_KEPT)
    .map(([id, t]) => `${id}:${t}`)
    .join('|')
}

export function rememberGuestOrder(orderId: string, token: string): void {
  if (!PAIR.test(`${orderId}:${token}`)) return
  setShopCookie(
    GUEST_ORDERS_COOKIE,
    withGuestOrder(getCookie(GUEST_ORDERS_COOKIE), orderId, token),
    GUEST_ORDERS_MAX_AGE,
  )
}

export function guestOrderToken(orderId: string): string | undefined {
  const found = parseGuestOrders(getCookie(GUEST_ORDERS_COOKIE)).find(([id]) => id === orderId)
  return found?.[1] ?? (getCookie(legacyCookie(orderId)) || undefined)
}
