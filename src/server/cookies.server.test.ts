import { beforeEach, describe, expect, it, vi } from 'vitest'

// What Start's cookie functions were asked to do: the jar is the request's Cookie header, `set` the Set-Cookie list.
const { jar, set } = vi.hoisted(() => ({
  jar: new Map<string, string>(),
  set: [] as { name: string; value: string; options: Record<string, unknown> }[],
}))
vi.mock('cloudflare:workers', () => ({ env: {}, waitUntil: () => {} }))
vi.mock('@tanstack/react-start/server', () => ({
  getRequestHeader: () => undefined,
  getCookie: (name: string) => jar.get(name),
  setCookie: (name: string, value: string, options: Record<string, unknown>) => set.push({ name, value, options }),
  deleteCookie: (name: string, options: Record<string, unknown>) => set.push({ name, value: '', options }),
}))

const { COOKIE_RULE, forgetShopCookie, setShopCookie, shopCookieHeader } = await import('./cookies.server')
const guest = await import('./guest-orders.server')
const { rememberCommune } = await import('./commune-cookie.server')
const { rememberGuestWishlist } = await import('./wishlist-cookie.server')

const TOKEN_A = 'a'.repeat(43)
const TOKEN_B = 'b'.repeat(43)

beforeEach(() => {
  jar.clear()
  set.length = 0
})

describe('one cookie rule', () => {
  it('sets every cookie HttpOnly, Secure, SameSite=Lax on the whole site, whatever NODE_ENV says', () => {
    vi.stubEnv('NODE_ENV', 'development')
    setShopCookie('cartId', 'c1', 60)
    rememberCommune(13101)
    rememberGuestWishlist('w1')
    guest.rememberGuestOrder('order12345', TOKEN_A)
    vi.unstubAllEnvs()

    expect(set.map((c) => c.name)).toEqual(['cartId', 'shop_commune', 'wishlistId', 'shop_orders'])
    for (const cookie of set) {
      expect(cookie.options).toMatchObject({ httpOnly: true, secure: true, sameSite: 'lax', path: '/' })
      expect(cookie.options.maxAge).toBeGreaterThan(0)
    }
  })

  it('forgets a cookie on the same path it was set on', () => {
    forgetShopCookie('shop_at')
    expect(set).toEqual([{ name: 'shop_at', value: '', options: { path: COOKIE_RULE.path } }])
  })

  it('writes the same rule as a header for responses built outside a server function', () => {
    expect(shopCookieHeader('locale', 'en', 604800)).toBe(
      'locale=en; Path=/; Max-Age=604800; HttpOnly; Secure; SameSite=Lax',
    )
  })
})

describe("a guest's order tokens", () => {
  it('live in one cookie, newest first, whatever the number of orders', () => {
    guest.rememberGuestOrder('order00001', TOKEN_A)
    jar.set(guest.GUEST_ORDERS_COOKIE, set.at(-1)!.value)
    guest.rememberGuestOrder('order00002', TOKEN_B)
    jar.set(guest.GUEST_ORDERS_COOKIE, set.at(-1)!.value)

    expect(new Set(set.map((c) => c.name))).toEqual(new Set([guest.GUEST_ORDERS_COOKIE]))
    expect(guest.parseGuestOrders(jar.get(guest.GUEST_ORDERS_COOKIE))).toEqual([
      ['order00002', TOKEN_B],
      ['order00001', TOKEN_A],
    ])
    expect(guest.guestOrderToken('order00001')).toBe(TOKEN_A)
    expect(guest.guestOrderToken('order00002')).toBe(TOKEN_B)
    expect(guest.guestOrderToken('order00003')).toBeUndefined()
  })

  it(`keep only the last ${5} orders, and an order placed again moves to the front without a copy`, () => {
    let value: string | undefined
    for (let i = 1; i <= guest.GUEST_ORDERS_KEPT + 2; i += 1)
      value = guest.withGuestOrder(value, `order0000${i}`, TOKEN_A)
    const ids = guest.parseGuestOrders(value).map(([id]) => id)
    expect(ids).toEqual(['order00007', 'order00006', 'order00005', 'order00004', 'order00003'])

    value = guest.withGuestOrder(value, 'order00005', TOKEN_B)
    expect(guest.parseGuestOrders(value)).toHaveLength(guest.GUEST_ORDERS_KEPT)
    expect(guest.parseGuestOrders(value)[0]).toEqual(['order00005', TOKEN_B])
    expect(value!.length).toBeLessThan(600)
  })

  it('drop what is not an order id and a token, and still read the one-cookie-per-order form of older orders', () => {
    expect(guest.parseGuestOrders(`junk|order00001:${TOKEN_A}|x:y|;evil=1`)).toEqual([['order00001', TOKEN_A]])
    jar.set('order_order00009', TOKEN_B)
    expect(guest.guestOrderToken('order00009')).toBe(TOKEN_B)
  })
})
