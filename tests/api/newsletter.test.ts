import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApi } from './harness'

// A local twin of the captcha provider's siteverify endpoint, over real HTTP: the adapter's real code path.
const seen: URLSearchParams[] = []
const verifier: Server = createServer((req, res) => {
  let body = ''
  req.on('data', (c) => (body += c))
  req.on('end', () => {
    const params = new URLSearchParams(body)
    seen.push(params)
    res.writeHead(200, { 'content-type': 'application/json' })
    const token = params.get('response')
    res.end(
      JSON.stringify({
        success: token === 'pass' || token === 'other-action',
        action: token === 'other-action' ? 'login' : 'footerNewsletter',
      }),
    )
  })
})
await new Promise<void>((r) => verifier.listen(0, '127.0.0.1', r))
afterAll(() => new Promise<void>((r) => verifier.close(() => r())))
const verifyUrl = `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/siteverify`

const open = await createTestApi() // no CAPTCHA_SECRET: verification off
const guarded = await createTestApi({ CAPTCHA_SECRET: 'test-secret', CAPTCHA_VERIFY_URL: verifyUrl })

async function count(db: D1Database, email: string) {
  const row = await db
    .prepare('SELECT count(*) AS n FROM newsletter_subscribers WHERE email = ?')
    .bind(email)
    .first<{ n: number }>()
  return row?.n
}

describe('POST /api/newsletter (docs/product.md, How things behave, Validation and messages, The API)', () => {
  it('subscribes an e-mail and answers in the data envelope', async () => {
    const res = await open.call('/api/newsletter', {
      method: 'POST',
      json: { email: 'Camila@Example.cl', recaptchaResponse: '' },
    })
    expect(res.status).toBe(201)
    const body = (await res.json()) as { data: { email: string; message: string } }
    expect(body.data.email).toBe('camila@example.cl')
    expect(await count(open.db, 'camila@example.cl')).toBe(1)
  })

  it('a second sign-up of the same address is not an error and stores nothing twice', async () => {
    const again = await open.call('/api/newsletter', { method: 'POST', json: { email: 'camila@example.cl' } })
    expect(again.status).toBe(201)
    expect(await count(open.db, 'camila@example.cl')).toBe(1)
  })

  it('refuses a bad e-mail with the shop validation message (es) and its English under en', async () => {
    const es = await open.call('/api/newsletter', { method: 'POST', json: { email: 'no-es-un-correo' } })
    expect(es.status).toBe(422)
    expect(await es.json()).toEqual({
      message: 'Verifica que la información ingresada sea correcta',
      errors: { email: ['Este campo debe ser un correo electrónico válido'] },
    })
    const en = await open.call('/api/newsletter', { method: 'POST', json: { email: '' }, locale: 'en' })
    expect(((await en.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      email: ['This field is required'],
    })
  })

  it('answers 422 (not 500) to a body that is not JSON', async () => {
    const res = await open.call('/api/newsletter', {
      method: 'POST',
      body: '{nope',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.status).toBe(422)
    const body = (await res.json()) as Record<string, unknown>
    expect(JSON.stringify(body)).not.toMatch(/SyntaxError|at |sql/i)
  })

  it('with a captcha secret, verifies the token against the provider for the footerNewsletter action', async () => {
    const ok = await guarded.call('/api/newsletter', {
      method: 'POST',
      json: { email: 'a@vino.cl', recaptchaResponse: 'pass' },
    })
    expect(ok.status).toBe(201)
    const last = seen.at(-1)!
    expect(last.get('secret')).toBe('test-secret')
    expect(last.get('response')).toBe('pass')

    const bad = await guarded.call('/api/newsletter', {
      method: 'POST',
      json: { email: 'b@vino.cl', recaptchaResponse: 'fail' },
    })
    expect(bad.status).toBe(422)
    const wrongAction = await guarded.call('/api/newsletter', {
      method: 'POST',
      json: { email: 'c@vino.cl', recaptchaResponse: 'other-action' },
    })
    expect(wrongAction.status).toBe(422)
    const missing = await guarded.call('/api/newsletter', { method: 'POST', json: { email: 'd@vino.cl' } })
    expect(missing.status).toBe(422)
    expect(await count(guarded.db, 'b@vino.cl')).toBe(0)
    expect(await count(guarded.db, 'd@vino.cl')).toBe(0)
  })
})

describe('API platform', () => {
  it('answers unknown paths with 404 in the one error shape', async () => {
    const res = await open.call('/api/no-such-thing')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: 'No encontrado' })
  })
})
