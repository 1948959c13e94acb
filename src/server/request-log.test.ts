import { afterEach, describe, expect, it, vi } from 'vitest'
import { logRequest, requestId, routePattern, userOfRequest } from './request-log'

const token = (sub: string) => `h.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.s`

describe('the request log line', () => {
  afterEach(() => vi.restoreAllMocks())

  it('is one JSON object with every field operations read', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined)
    const fields = {
      request_id: 'r1',
      method: 'GET',
      route: '/productos/:param',
      status: 200,
      duration_ms: 12,
      d1_queries: 3,
      user: 'guest',
      colo: 'SCL',
    }
    logRequest(fields)
    expect(log).toHaveBeenCalledTimes(1)
    expect(JSON.parse(log.mock.calls[0]![0] as string)).toEqual({ type: 'request', ...fields })
  })

  it('names routes by pattern, without slugs, ids or order numbers', () => {
    expect(routePattern('/productos/vina-talinay-2022')).toBe('/productos/:param')
    expect(routePattern('/gestion/pedidos/VA100123')).toBe('/gestion/pedidos/:numero')
    expect(routePattern('/compras/completa/abc123def')).toBe('/compras/completa/:param')
    expect(routePattern('/api/regions/7/communes', '/api/regions/:region/communes')).toBe(
      '/api/regions/:region/communes',
    )
    expect(routePattern('/')).toBe('/')
  })

  it('takes the user id from the token, and calls everyone else a guest', () => {
    expect(userOfRequest(new Request('http://x/', { headers: { authorization: `Bearer ${token('42')}` } }))).toBe('42')
    expect(userOfRequest(new Request('http://x/', { headers: { cookie: `a=1; shop_at=${token('7')}` } }))).toBe('7')
    expect(userOfRequest(new Request('http://x/', { headers: { cookie: 'shop_at=garbage' } }))).toBe('guest')
    expect(userOfRequest(new Request('http://x/'))).toBe('guest')
  })

  it('reuses the ray id and makes one otherwise', () => {
    expect(requestId(new Request('http://x/', { headers: { 'cf-ray': '8f1c2d3e4f5a6b7c-SCL' } }))).toBe(
      '8f1c2d3e4f5a6b7c-SCL',
    )
    expect(requestId(new Request('http://x/'))).toMatch(/^[0-9a-f-]{36}$/)
  })
})
