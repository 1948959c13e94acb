import { describe, expect, it } from 'vitest'
import { createTestApi } from './harness'

// Bad input answers the shop's error shape in the request's language: never a 500, never a validator's English.
const t = await createTestApi()

const brokenMultipart = { 'content-type': 'multipart/form-data; boundary=x' }
const leaks = /Invalid (key|type|format|length)|Expected|received|ValiError|at \S+\.(ts|js):\d+/

describe('malformed bodies', () => {
  it.each([
    '/api/newsletter',
    '/api/contact',
    '/api/login',
    '/api/purchases?cart_id=00000000-0000-4000-8000-000000000000',
  ])('a broken multipart body on %s is a 422, not a 500', async (path) => {
    const res = await t.call(path, { method: 'POST', headers: brokenMultipart, body: '--x\r\nbroken' })
    expect(res.status).toBe(422)
    const body = (await res.json()) as { message: string }
    expect(body.message).toBe('Verifica que la información ingresada sea correcta')
  })

  it('the cart update refuses a broken multipart body too', async () => {
    const res = await t.call('/api/shopping-cart?cart_id=00000000-0000-4000-8000-000000000000', {
      method: 'PUT',
      headers: brokenMultipart,
      body: '--x\r\nbroken',
    })
    expect(res.status).toBeLessThan(500)
  })

  it('refuses a body past the documented limit with 413 in the request language', async () => {
    const huge = JSON.stringify({ email: 'a@b.cl', padding: 'x'.repeat(1_200_000) })
    const es = await t.call('/api/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: huge,
    })
    expect(es.status).toBe(413)
    expect(await es.json()).toEqual({ message: 'La solicitud es demasiado grande.' })
    const en = await t.call('/api/newsletter', {
      method: 'POST',
      locale: 'en',
      headers: { 'content-type': 'application/json' },
      body: huge,
    })
    expect(await en.json()).toEqual({ message: 'The request is too large.' })
  })

  it('counts a streamed body without Content-Length: 413 past the limit, read to its end; passed on whole below it', async () => {
    let pulled = 0
    const stream = (chunks: number, size: number) =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          if (pulled >= chunks) return controller.close()
          pulled++
          controller.enqueue(new TextEncoder().encode('x'.repeat(size)))
        },
      })
    const init = (body: ReadableStream<Uint8Array> | string) =>
      ({ method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' }) as RequestInit
    const big = await t.call('/api/newsletter', init(stream(32, 64 * 1024)))
    expect(big.status).toBe(413)
    expect(await big.json()).toEqual({ message: 'La solicitud es demasiado grande.' })
    expect(pulled).toBe(32) // the whole upload was read before the answer
    const small = new TextEncoder().encode(JSON.stringify({ email: 'no-es-correo' }))
    const fits = await t.call(
      '/api/newsletter',
      init(
        new ReadableStream({ start: (c) => (c.enqueue(small), c.close()) }) as unknown as ReadableStream<Uint8Array>,
      ),
    )
    expect(fits.status).toBe(422)
  })
})

describe('validator messages', () => {
  it('never leaks valibot English: a wrong root type or a missing key reads as the shop message', async () => {
    const array = await t.call('/api/newsletter', { method: 'POST', json: [] })
    expect(array.status).toBe(422)
    const text = JSON.stringify(await array.json())
    expect(text).not.toMatch(leaks)
    const missing = await t.call('/api/newsletter', { method: 'POST', json: {} })
    expect(await missing.json()).toEqual({
      message: 'Verifica que la información ingresada sea correcta',
      errors: { email: ['El campo es requerido'] },
    })
    const english = await t.call('/api/login', { method: 'POST', json: { email: 42, password: [] }, locale: 'en' })
    const body = JSON.stringify(await english.json())
    expect(body).not.toMatch(leaks)
    expect(body).toContain('Please check that the information entered is correct')
  })
})

describe('development conveniences are local only', () => {
  it('the dev mailbox answers 404 in production and when APP_ENV is missing', async () => {
    expect((await t.call('/api/_dev/mail')).status).toBe(200)
    const production = await createTestApi({ APP_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })
    expect((await production.call('/api/_dev/mail')).status).toBe(404)
    const unset = await createTestApi({ APP_ENV: undefined, JWT_SECRET: 'x'.repeat(40) })
    expect((await unset.call('/api/_dev/mail')).status).toBe(404)
  })
})

describe('smaller holes', () => {
  it('an unknown region is a 404, a malformed one a 422', async () => {
    const missing = await t.call('/api/regions/99999999/communes')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ message: 'No encontrado' })
    expect((await t.call('/api/regions/abc/communes')).status).toBe(422)
  })

  it('tracking answers the same 404 for no such order and a wrong e-mail, and is rate limited', async () => {
    const ip = { 'cf-connecting-ip': '198.51.100.23' }
    const statuses: number[] = []
    const bodies = new Set<string>()
    // Numbers no test creates: the per-order allowance counts in module memory, which the API files of one test
    // worker share, so another file's own VA100001 tracked five times would already have used this one's.
    for (let i = 0; i < 12; i++) {
      const res = await t.call(`/api/order-tracking?number=VA${900001 + i}&email=nadie${i}@example.cl`, { headers: ip })
      statuses.push(res.status)
      if (res.status === 404) bodies.add(await res.text())
    }
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])
    expect(bodies.size).toBe(1)
  })

  it('a control character in a contact name is refused, and never reaches a mail header', async () => {
    const { headerSafe } = await import('~/api/mail/send')
    expect(headerSafe('Ana\r\nBcc: todos@example.cl')).toBe('Ana Bcc: todos@example.cl')
    const res = await t.call('/api/contact', {
      method: 'POST',
      json: {
        first_name: 'Ana\r\nBcc: x@example.cl',
        last_name: 'Pérez',
        email: 'ana@example.cl',
        phone: '+56 9 1234 5678',
        motive: 'pedido',
        message: 'Hola, quisiera saber de mi pedido por favor.',
        recaptchaResponse: '',
      },
    })
    expect(res.status).toBe(422)
    expect(((await res.json()) as { errors: Record<string, string[]> }).errors.first_name).toBeDefined()
  })
})

describe('a missing query parameter', () => {
  it("is named in the shop's words and the request's language, never valibot's", async () => {
    for (const [locale, word] of [
      ['es', /requerido/],
      ['en', /required/],
    ] as const) {
      const res = await t.call('/api/shopping-cart?page=-1', { locale })
      expect(res.status).toBe(422)
      const body = (await res.json()) as { message: string; errors: Record<string, string[]> }
      expect(body.errors.cart_id?.[0]).toMatch(word)
      expect(JSON.stringify(body)).not.toMatch(/Invalid|valibot|Expected/)
    }
  })
})
