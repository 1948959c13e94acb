import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { clockStandsStill } from './clock'
import { createTestApi } from './harness'

// docs/product.md, The shop and its people (contact as a person or a company), What the shop stores form fields, Validation and messages messages, The API POST /contact and /company-contact.

// A local twin of the captcha provider's siteverify over real HTTP (the adapter's real code path, as in
// newsletter.test.ts). Token 'pass' is a valid token minted for the action the test names in `action:<name>`.
const verifier: Server = createServer((req, res) => {
  let body = ''
  req.on('data', (chunk) => (body += chunk))
  req.on('end', () => {
    const token = new URLSearchParams(body).get('response') ?? ''
    const [verdict, action] = token.split(':')
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ success: verdict === 'pass', action }))
  })
})
await new Promise<void>((r) => verifier.listen(0, '127.0.0.1', r))
afterAll(() => new Promise<void>((r) => verifier.close(() => r())))
const verifyUrl = `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/siteverify`

const open = await createTestApi() // no CAPTCHA_SECRET: verification off; no CONTACT_INBOX: the default inbox
const guarded = await createTestApi({
  CAPTCHA_SECRET: 'test-secret',
  CAPTCHA_VERIFY_URL: verifyUrl,
  CONTACT_INBOX: 'contacto@example.cl',
})

let ipCounter = 0
/** Each test writes from its own address, so the per-IP counter of one test does not spill into another. */
const freshIp = () => `203.0.113.${++ipCounter}`

const person = (over: Record<string, unknown> = {}) => ({
  first_name: 'Camila',
  last_name: 'Rojas',
  email: 'camila.contacto@example.cl',
  phone: '9 8765 4321',
  motive: 'pedido',
  message: 'Quisiera saber cuándo llega mi pedido 1234.',
  recaptchaResponse: '',
  ...over,
})

const company = (over: Record<string, unknown> = {}) => ({
  company_name: 'Viña Los Andes',
  business_name: 'Comercial Los Andes SpA',
  giro: 'Comercio al por menor de bebidas',
  rut: '761234560',
  first_name: 'Tomás',
  last_name: 'Pérez',
  email: 'tomas@losandes.cl',
  phone: '+56 2 2345 6789',
  motive: 'regalos-corporativos',
  message: 'Necesitamos 80 cajas de regalo para fin de año con nuestro logo.',
  recaptchaResponse: '',
  ...over,
})

async function post(api: typeof open, path: string, json: unknown, locale?: string, ip = freshIp()) {
  return api.call(path, { method: 'POST', json, locale, headers: { 'cf-connecting-ip': ip } })
}

async function outbox(api: typeof open, to: string) {
  const { results } = await api.db
    .prepare('SELECT to_address, subject, text_body FROM mail_outbox WHERE to_address = ?1 ORDER BY id')
    .bind(to)
    .all<{ to_address: string; subject: string; text_body: string }>()
  return results
}

const errorsOf = async (res: Response) => ((await res.json()) as { errors: Record<string, string[]> }).errors

describe('POST /api/contact (docs/product.md, The API)', () => {
  clockStandsStill()

  it('stores the message, mails the shop inbox and acknowledges to the sender in Spanish', async () => {
    const res = await post(open, '/api/contact', person())
    expect(res.status).toBe(201)
    const body = (await res.json()) as { data: { id: number; message: string } }
    expect(body.data.message).toMatch(/Recibimos tu mensaje/)

    const row = await open.db.prepare('SELECT * FROM contact_messages WHERE id = ?1').bind(body.data.id).first()
    expect(row).toMatchObject({
      kind: 'person',
      first_name: 'Camila',
      email: 'camila.contacto@example.cl',
      phone: '+56987654321', // normalised
      motive: 'pedido',
      locale: 'es',
      company_name: null,
    })
    expect(row?.ip_hash).toMatch(/^[\w-]{43}$/)
    expect(String(row?.ip_hash)).not.toContain('203.0.113')

    const [inbox] = await outbox(open, 'hola@vinotecaandes.cl')
    expect(inbox?.subject).toBe('[Contacto] Un pedido · Camila Rojas')
    expect(inbox?.text_body).toContain('Teléfono: +56 9 8765 4321')
    expect(inbox?.text_body).toContain('Quisiera saber cuándo llega mi pedido 1234.')

    const ack = await outbox(open, 'camila.contacto@example.cl')
    expect(ack).toHaveLength(1)
    expect(ack[0]!.subject).toBe('Recibimos tu mensaje · Vinoteca Andes')
    expect(ack[0]!.text_body).toContain('Hola Camila')
    // The acknowledgement never echoes the message (no relay of arbitrary text to any address).
    expect(ack[0]!.text_body).not.toContain('pedido 1234')
  })

  it('answers 422 per field with the shop validation messages in Spanish', async () => {
    const res = await post(
      open,
      '/api/contact',
      person({ email: 'no-es-correo', message: 'corto', phone: '123', motive: '' }),
    )
    expect(res.status).toBe(422)
    const body = (await res.json()) as { message: string; errors: Record<string, string[]> }
    expect(body.message).toBe('Verifica que la información ingresada sea correcta')
    expect(body.errors).toEqual({
      email: ['Este campo debe ser un correo electrónico válido'],
      message: ['Este campo debe tener al menos 10 caracteres'],
      phone: [expect.stringMatching(/teléfono/)],
      motive: ['El campo es requerido'],
    })
  })

  it('answers 422 per field in English under Accept-Language: en', async () => {
    const res = await post(open, '/api/contact', person({ email: 'nope', message: 'short', first_name: '' }), 'en')
    expect(res.status).toBe(422)
    expect(await errorsOf(res)).toEqual({
      first_name: ['This field is required'],
      email: ['This field must be a valid e-mail address'],
      message: ['This field must have at least 10 characters'],
    })
  })

  it('refuses a message over 1000 characters and a motive outside the list', async () => {
    const res = await post(open, '/api/contact', person({ message: 'x'.repeat(1001), motive: 'spam' }))
    expect(await errorsOf(res)).toEqual({
      message: ['Este campo debe tener como máximo 1000 caracteres'],
      motive: ['El campo es requerido'],
    })
  })

  it('rate-limits one e-mail address: the 6th message within the hour is a 429 with Retry-After', async () => {
    const email = 'insistente@example.cl'
    for (let i = 0; i < 5; i++) expect((await post(open, '/api/contact', person({ email }))).status).toBe(201)
    const res = await post(open, '/api/contact', person({ email }))
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await res.json()) as { message: string }).message).toMatch(/Demasiados intentos/)
    const n = await open.db
      .prepare('SELECT count(*) AS n FROM contact_messages WHERE email = ?1')
      .bind(email)
      .first<{ n: number }>()
    expect(n?.n).toBe(5)
  })

  it('rate-limits one IP across both forms', async () => {
    const ip = freshIp()
    for (let i = 0; i < 10; i++) {
      const res =
        i % 2
          ? await post(open, '/api/contact', person({ email: `ip${i}@example.cl` }), 'es', ip)
          : await post(open, '/api/company-contact', company({ email: `ip${i}@example.cl` }), 'es', ip)
      expect(res.status).toBe(201)
    }
    expect((await post(open, '/api/contact', person({ email: 'ip-last@example.cl' }), 'es', ip)).status).toBe(429)
  })
})

describe('POST /api/company-contact (docs/product.md, The API)', () => {
  it('stores the company fields with the RUT formatted and acknowledges in English under en', async () => {
    const res = await post(open, '/api/company-contact', company({ email: 'ana@empresa.cl' }), 'en')
    expect(res.status).toBe(201)
    const { data } = (await res.json()) as { data: { id: number; message: string } }
    expect(data.message).toMatch(/We received your message/)
    const row = await open.db.prepare('SELECT * FROM contact_messages WHERE id = ?1').bind(data.id).first()
    expect(row).toMatchObject({
      kind: 'company',
      company_name: 'Viña Los Andes',
      business_name: 'Comercial Los Andes SpA',
      giro: 'Comercio al por menor de bebidas',
      rut: '76.123.456-0',
      phone: '+56223456789',
      motive: 'regalos-corporativos',
      locale: 'en',
    })
    const inbox = (await outbox(open, 'hola@vinotecaandes.cl')).find((m) => m.text_body.includes('ana@empresa.cl'))
    expect(inbox?.subject).toBe('[Contacto empresa] Regalos corporativos · Viña Los Andes')
    expect(inbox?.text_body).toContain('RUT: 76.123.456-0')
    expect(inbox?.text_body).toContain('Idioma: inglés')
    const [ack] = await outbox(open, 'ana@empresa.cl')
    expect(ack?.subject).toBe('We received your message · Vinoteca Andes')
    expect(ack?.text_body).toContain('"Corporate gifts"')
  })

  it('answers 422 for a bad RUT, a short message and a bad e-mail (es)', async () => {
    const res = await post(open, '/api/company-contact', company({ rut: '76.123.456-1', message: 'hola', email: 'x@' }))
    expect(res.status).toBe(422)
    expect(await errorsOf(res)).toEqual({
      rut: ['Este campo debe ser un RUT válido'],
      email: ['Este campo debe ser un correo electrónico válido'],
      message: ['Este campo debe tener al menos 10 caracteres'],
    })
  })

  it('answers 422 for missing company fields and a bad RUT (en)', async () => {
    const res = await post(open, '/api/company-contact', company({ company_name: '', giro: ' ', rut: 'abc' }), 'en')
    expect(await errorsOf(res)).toEqual({
      company_name: ['This field is required'],
      giro: ['This field is required'],
      rut: ['This field must be a valid RUT'],
    })
  })

  it('a person form body is not a company message', async () => {
    const res = await post(open, '/api/company-contact', person())
    expect(res.status).toBe(422)
    expect(Object.keys(await errorsOf(res)).sort()).toEqual(['business_name', 'company_name', 'giro', 'motive', 'rut'])
  })
})

describe('captcha (docs/product.md, The API) and the configured inbox', () => {
  it('verifies the token for the contact action and mails CONTACT_INBOX', async () => {
    const res = await post(
      guarded,
      '/api/contact',
      person({ email: 'con-captcha@example.cl', recaptchaResponse: 'pass:contact' }),
    )
    expect(res.status).toBe(201)
    expect(await outbox(guarded, 'contacto@example.cl')).toHaveLength(1)
    expect(await outbox(guarded, 'hola@vinotecaandes.cl')).toHaveLength(0)
  })

  it('refuses a failed token, a missing one and one minted for another form, storing nothing', async () => {
    for (const recaptchaResponse of ['fail:contact', '', 'pass:footerNewsletter', 'pass:contact-x']) {
      const res = await post(guarded, '/api/contact', person({ email: 'robot@example.cl', recaptchaResponse }))
      expect(res.status).toBe(422)
      expect(await errorsOf(res)).toEqual({
        recaptchaResponse: ['No pudimos verificar que no eres un robot. Intenta nuevamente.'],
      })
    }
    const res = await post(guarded, '/api/company-contact', company({ recaptchaResponse: 'pass:contact' }), 'en')
    expect(await errorsOf(res)).toEqual({
      recaptchaResponse: ['We could not verify you are not a robot. Please try again.'],
    })
    const n = await guarded.db
      .prepare("SELECT count(*) AS n FROM contact_messages WHERE email IN ('robot@example.cl', 'tomas@losandes.cl')")
      .first<{ n: number }>()
    expect(n?.n).toBe(0)
  })

  it('accepts a company token minted for companyContact', async () => {
    const res = await post(guarded, '/api/company-contact', company({ recaptchaResponse: 'pass:companyContact' }))
    expect(res.status).toBe(201)
  })
})
