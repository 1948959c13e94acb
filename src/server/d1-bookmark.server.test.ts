import { Hono } from 'hono'
import { beforeEach, describe, expect, it, vi } from 'vitest'

// The storefront's half of D1 read replication: the API client sends the bookmark the shopper's cookie holds and
// keeps the newest one the API answers with (in the cookie after a write).
const { jar, set, page, api } = vi.hoisted(() => ({
  jar: new Map<string, string>(),
  set: [] as { name: string; value: string; options: Record<string, unknown> }[],
  page: { request: new Request('http://shop/carrito') },
  api: { current: undefined as unknown as { fetch: (r: Request) => Response | Promise<Response> } },
}))

vi.mock('cloudflare:workers', () => ({ env: {}, waitUntil: () => {} }))
vi.mock('~/api/app', () => ({ api: { fetch: (r: Request) => api.current.fetch(r) } }))
vi.mock('./request-locale.server', () => ({ requestLocale: () => 'es' }))
vi.mock('@sentry/cloudflare', () => ({ withScope: () => {}, captureException: () => {} }))
vi.mock('@tanstack/react-start/server', () => ({
  getRequestHeader: () => undefined,
  getRequest: () => page.request,
  getCookie: (name: string) => jar.get(name),
  setCookie: (name: string, value: string, options: Record<string, unknown>) => set.push({ name, value, options }),
}))

const OLD = '00000000-00000005-00000000-00000000000000000000000000000000'
const NEW = '00000000-00000009-00000000-00000000000000000000000000000000'
const seen: (string | undefined)[] = []
const cart = new Hono()
  .get('/', (c) => {
    seen.push(c.req.header('x-d1-bookmark'))
    c.header('x-d1-bookmark', c.req.header('x-d1-bookmark') ?? OLD)
    return c.json({ data: { items: [] } }, 200)
  })
  .put('/', (c) => {
    seen.push(c.req.header('x-d1-bookmark'))
    c.header('x-d1-bookmark', NEW)
    return c.json({ data: { items: [1] } }, 200)
  })
const testApp = new Hono().route('/api/shopping-cart', cart)
api.current = testApp

const { apiClient, typedCall } = await import('./api-client.server')
const client = () => apiClient<typeof testApp>({ token: null }).api['shopping-cart']

beforeEach(() => {
  jar.clear()
  set.length = 0
  seen.length = 0
  page.request = new Request('http://shop/carrito')
})

describe('the D1 bookmark in the API client', () => {
  it("sends the bookmark of the shopper's cookie", async () => {
    jar.set('shop_d1b', OLD)
    await typedCall(client().$get())
    expect(seen).toEqual([OLD])
  })

  it('sends none without a cookie, and a read sets no cookie', async () => {
    await typedCall(client().$get())
    expect(seen).toEqual([undefined])
    expect(set).toEqual([])
  })

  it('keeps the bookmark of a write in the cookie and sends it with the next call of the same request', async () => {
    jar.set('shop_d1b', OLD)
    await typedCall(client().$put())
    expect(set).toEqual([
      { name: 'shop_d1b', value: NEW, options: expect.objectContaining({ httpOnly: true, path: '/' }) },
    ])
    await typedCall(client().$get())
    expect(seen).toEqual([OLD, NEW])
  })

  it('never goes back to an older bookmark, and ignores a cookie that is not one', async () => {
    jar.set('shop_d1b', '99999999-99999999-99999999-99999999999999999999999999999999')
    await typedCall(client().$put())
    expect(set).toEqual([])
    // A cookie that is not a bookmark is never sent (the request's own newest one still is).
    jar.set('shop_d1b', 'forged"value')
    await typedCall(client().$get())
    expect(seen.at(-1)).toBe(NEW)
    page.request = new Request('http://shop/otra')
    await typedCall(client().$get())
    expect(seen.at(-1)).toBeUndefined()
  })
})
