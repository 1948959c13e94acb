import { Hono } from 'hono'
import { validator } from 'hono/validator'
import { describe, expect, it, vi } from 'vitest'

// A small API stands in for the Worker's: the client must infer its routes, carry the session's token and
// language, dispatch in-process, and turn the shop's error shape into an ApiError.
const { testApi, seen } = vi.hoisted(() => {
  const seen: { authorization?: string | null; language?: string | null; url?: string } = {}
  return { seen, testApi: { current: undefined as unknown as { fetch: (r: Request) => Response | Promise<Response> } } }
})

vi.mock('cloudflare:workers', () => ({ env: {}, waitUntil: () => {} }))
vi.mock('~/api/app', () => ({ api: { fetch: (r: Request) => testApi.current.fetch(r) } }))
vi.mock('./request-locale.server', () => ({ requestLocale: () => 'es' }))
vi.mock('@tanstack/react-start/server', () => ({ getRequestHeader: () => undefined }))
vi.mock('@sentry/cloudflare', () => ({ withScope: () => {}, captureException: () => {} }))

const orders = new Hono()
  .get('/orders/:number', (c) => {
    seen.authorization = c.req.header('authorization')
    seen.language = c.req.header('accept-language')
    seen.url = c.req.url
    if (c.req.param('number') === 'gone') return c.json({ message: 'No encontramos ese pedido' }, 404)
    return c.json({ data: { number: c.req.param('number'), total: 12990 } }, 200)
  })
  .post(
    '/orders/:number/cancel',
    validator('json', (value) => value as { reason: string }),
    (c) => {
      const body = c.req.valid('json')
      if (!body.reason) return c.json({ message: 'Revisa los datos', errors: { reason: ['Indica el motivo'] } }, 422)
      return c.json({ data: { status: 'cancelado' } }, 200)
    },
  )
const shopApi = new Hono().route('/api/admin', orders)
testApi.current = shopApi

const { apiClient, typedCall } = await import('./api-client.server')

describe('apiClient', () => {
  it('calls the route in-process with the token it is handed and the language, and infers the body', async () => {
    const client = apiClient<typeof shopApi>({ token: async () => 'access-123' }).api.admin
    const result = await typedCall(client.orders[':number'].$get({ param: { number: 'VA-1001' } }))
    const total: number = result.data.total
    expect(total).toBe(12990)
    expect(result.data.number).toBe('VA-1001')
    expect(seen.authorization).toBe('Bearer access-123')
    expect(seen.language).toBe('es')
    expect(new URL(seen.url!).pathname).toBe('/api/admin/orders/VA-1001')
  })

  it('calls anonymously when the token is null', async () => {
    const client = apiClient<typeof shopApi>({ token: null, locale: 'en' }).api.admin
    await typedCall(client.orders[':number'].$get({ param: { number: 'VA-1' } }))
    expect(seen.authorization).toBeUndefined()
    expect(seen.language).toBe('en')
  })

  it("turns a failing answer into an ApiError with the shop's message and field errors", async () => {
    const client = apiClient<typeof shopApi>().api.admin
    await expect(typedCall(client.orders[':number'].$get({ param: { number: 'gone' } }))).rejects.toMatchObject({
      status: 404,
      message: 'No encontramos ese pedido',
    })
    await expect(
      typedCall(client.orders[':number'].cancel.$post({ param: { number: 'VA-1' }, json: { reason: '' } })),
    ).rejects.toMatchObject({ status: 422, fieldErrors: { reason: ['Indica el motivo'] } })
  })
})
