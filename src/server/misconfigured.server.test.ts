import { afterEach, describe, expect, it, vi } from 'vitest'
import { refuseMisconfigured } from './misconfigured.server'

const broken = { APP_ENV: 'production', PUBLIC_SITE_URL: 'http://localhost:3000' } as ShopEnv
const logs: string[] = []
vi.spyOn(console, 'error').mockImplementation((line: string) => void logs.push(line))
afterEach(() => void (logs.length = 0))

describe('a production Worker without its public address', () => {
  it('answers pages with a plain 503 that names no localhost', async () => {
    const res = refuseMisconfigured(new Request('https://shop.example/vinos'), broken)!
    expect(res.status).toBe(503)
    expect(res.headers.get('content-type')).toContain('text/html')
    const html = await res.text()
    expect(html).toContain('Hay un problema con el servidor, intenta más tarde')
    expect(html).not.toContain('localhost')
  })

  it("answers API calls with a 503 in the shop's error shape and the request's language", async () => {
    const res = refuseMisconfigured(
      new Request('https://shop.example/api/regions', { headers: { 'accept-language': 'en' } }),
      { APP_ENV: 'production' } as ShopEnv,
    )!
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ message: 'There is a problem with the server, please try again later' })
  })

  it('leaves /api/health open (it reports the reason) and logs the problem once', () => {
    const env = { APP_ENV: 'production', PUBLIC_SITE_URL: 'http://127.0.0.1:8787' } as ShopEnv
    expect(refuseMisconfigured(new Request('https://shop.example/api/health'), env)).toBeUndefined()
    refuseMisconfigured(new Request('https://shop.example/'), env)
    expect(logs).toHaveLength(1)
    expect(logs[0]).toContain('[config] not serving shoppers: PUBLIC_SITE_URL points at this machine')
  })

  it('serves normally when the address is right, and always locally', () => {
    const ok = {
      APP_ENV: 'production',
      PUBLIC_SITE_URL: 'https://vinotecaandes.cl',
      CAPTCHA_SECRET: 'secret',
    } as ShopEnv
    expect(refuseMisconfigured(new Request('https://vinotecaandes.cl/'), ok)).toBeUndefined()
    expect(
      refuseMisconfigured(new Request('http://localhost:3000/'), { APP_ENV: 'development' } as ShopEnv),
    ).toBeUndefined()
  })

  it('refuses shoppers without the captcha secret, as without the address, and says what to set', async () => {
    const env = { APP_ENV: 'production', PUBLIC_SITE_URL: 'https://vinotecaandes.cl' } as ShopEnv
    const res = refuseMisconfigured(new Request('https://vinotecaandes.cl/api/auth/login', { method: 'POST' }), env)!
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ message: 'Hay un problema con el servidor, intenta más tarde' })
    expect(refuseMisconfigured(new Request('https://vinotecaandes.cl/'), env)?.status).toBe(503)
    expect(refuseMisconfigured(new Request('https://vinotecaandes.cl/api/health'), env)).toBeUndefined()
    expect(logs).toHaveLength(1)
    expect(logs[0]).toContain('[config] not serving shoppers: CAPTCHA_SECRET is not set')
    expect(logs[0]).toContain('wrangler secret put CAPTCHA_SECRET')
  })
})
