import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SignJWT } from 'jose'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { clockStandsStill } from './clock'
import { createTestApi } from './harness'
import { registerUser, registration, uniqueEmail } from './auth-helpers'
import { JWT_AUDIENCE, JWT_ISSUER, signAccessToken } from '~/api/auth/jwt'
import {
  ACCESS_TOKEN_TTL_SECONDS,
  LOGIN_FAILURES_BEFORE_CAPTCHA,
  LOGIN_FAILURE_WINDOW_MINUTES,
  REFRESH_TOKEN_TTL_SECONDS,
} from '~/lib/limits'

const t = await createTestApi()

// A local twin of the captcha provider's siteverify (as in contact.test.ts): token 'pass:<action>' is a valid token
// minted for that action; anything else is refused.
const verifier = createServer((req, res) => {
  let body = ''
  req.on('data', (chunk) => (body += chunk))
  req.on('end', () => {
    const [verdict, action] = (new URLSearchParams(body).get('response') ?? '').split(':')
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ success: verdict === 'pass', action }))
  })
})
await new Promise<void>((r) => verifier.listen(0, '127.0.0.1', r))
afterAll(() => new Promise<void>((r) => verifier.close(() => r())))
const guarded = await createTestApi({
  CAPTCHA_SECRET: 'test-secret',
  CAPTCHA_VERIFY_URL: `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/siteverify`,
})

type Json = Record<string, unknown> & {
  data?: Record<string, unknown>
  errors?: Record<string, string[]>
  message?: string
}
const json = async (res: Response) => (await res.json()) as Json

describe('register → login → refresh → logout (docs/product.md, The API, Numbers and limits)', () => {
  it('walks a whole session', async () => {
    const reg = await registerUser(t)
    expect(reg.token_type).toBe('Bearer')
    expect(reg.expires_in).toBe(ACCESS_TOKEN_TTL_SECONDS)
    expect(reg.refresh_expires_in).toBe(REFRESH_TOKEN_TTL_SECONDS)
    expect(reg.user).toMatchObject({ email: reg.email, first_name: 'Camila' })

    const login = await t.call('/api/login', {
      method: 'POST',
      json: { email: reg.email.toUpperCase(), password: reg.password },
    })
    expect(login.status).toBe(200)
    const tokens = (await json(login)).data as { access_token: string; refresh_token: string }

    const verify = await t.call('/api/verify', { token: tokens.access_token })
    expect(verify.status).toBe(200)
    expect((await json(verify)).data).toEqual({ id: reg.user.id, email: reg.email, first_name: 'Camila' })

    // docs/product.md, The API: GET /profile/user — the whole response is the user.
    const me = await json(await t.call('/api/profile/user', { token: tokens.access_token }))
    expect(me).toMatchObject({ id: reg.user.id, email: reg.email, rut: '12.345.678-5', phone: '+56987654321' })
    expect(me).not.toHaveProperty('password_hash')

    const refreshed = await t.call('/api/refresh', { token: tokens.refresh_token })
    expect(refreshed.status).toBe(200)
    const next = (await json(refreshed)).data as { access_token: string; refresh_token: string }
    expect(next.refresh_token).not.toBe(tokens.refresh_token)
    expect((await t.call('/api/verify', { token: next.access_token })).status).toBe(200)

    const logout = await t.call('/api/logout', { method: 'POST', token: next.access_token, json: {} })
    expect(logout.status).toBe(200)
    // Logout ends the session at once: its access token and its refresh token are both refused.
    expect((await t.call('/api/verify', { token: next.access_token })).status).toBe(401)
    expect((await t.call('/api/refresh', { token: next.refresh_token })).status).toBe(401)
    // The registration's own session is another family and still alive.
    expect((await t.call('/api/verify', { token: reg.access_token })).status).toBe(200)
  })

  it('stores passwords as salted PBKDF2-SHA256 and refresh tokens hashed', async () => {
    const reg = await registerUser(t)
    const row = await t.db
      .prepare('SELECT password_hash FROM users WHERE id = ?')
      .bind(reg.user.id)
      .first<{ password_hash: string }>()
    expect(row!.password_hash).toMatch(/^pbkdf2-sha256\$100000\$[\w-]{22}\$[\w-]{43}$/)
    const stored = await t.db
      .prepare('SELECT count(*) AS n FROM refresh_tokens WHERE token_hash = ?')
      .bind(reg.refresh_token)
      .first<{ n: number }>()
    expect(stored!.n).toBe(0)
  })

  it('refuses a wrong password and an unknown account with the same answer', async () => {
    const reg = await registerUser(t)
    const wrong = await t.call('/api/login', {
      method: 'POST',
      json: { email: reg.email, password: 'not-the-password' },
    })
    const unknown = await t.call('/api/login', {
      method: 'POST',
      json: { email: uniqueEmail('nadie'), password: 'not-the-password' },
    })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(await json(wrong)).toEqual(await json(unknown))
  })

  it('refuses a second account with the same e-mail', async () => {
    const reg = await registerUser(t)
    const res = await t.call('/api/register', { method: 'POST', json: registration({ email: reg.email }) })
    expect(res.status).toBe(422)
    expect((await json(res)).errors).toEqual({ email: ['Ya existe una cuenta con este correo'] })
  })
})

describe('access tokens: expired and tampered ones are refused', () => {
  it('refuses an expired token', async () => {
    const reg = await registerUser(t)
    const sid = (await t.db
      .prepare('SELECT id FROM auth_sessions WHERE user_id = ?')
      .bind(reg.user.id)
      .first<{ id: string }>())!.id
    const past = Math.floor(Date.now() / 1000) - ACCESS_TOKEN_TTL_SECONDS - 5
    const expired = await signAccessToken(t.env, { sub: String(reg.user.id), sid, email: reg.email }, past)
    const res = await t.call('/api/verify', { token: expired })
    expect(res.status).toBe(401)
    expect(res.headers.get('www-authenticate')).toBe('Bearer')
    // The same claims signed now pass: only the expiry made the difference.
    expect(
      (
        await t.call('/api/verify', {
          token: await signAccessToken(t.env, { sub: String(reg.user.id), sid, email: reg.email }),
        })
      ).status,
    ).toBe(200)
  })

  it('refuses a token whose payload was changed, one with alg none, another secret or another audience', async () => {
    const a = await registerUser(t)
    const b = await registerUser(t)
    const [header, payload, signature] = a.access_token.split('.') as [string, string, string]
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: String(b.user.id) })).toString('base64url')
    expect((await t.call('/api/profile/user', { token: `${header}.${forged}.${signature}` })).status).toBe(401)

    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`
    expect((await t.call('/api/profile/user', { token: none })).status).toBe(401)

    const otherSecret = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'))
    expect((await t.call('/api/profile/user', { token: otherSecret })).status).toBe(401)

    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .sign(new TextEncoder().encode('x'.repeat(64)))
    expect((await t.call('/api/profile/user', { token: hs512 })).status).toBe(401)

    // A refresh token is not an access token, and garbage is not either.
    expect((await t.call('/api/profile/user', { token: a.refresh_token })).status).toBe(401)
    expect((await t.call('/api/profile/user', { token: 'garbage' })).status).toBe(401)
    expect((await t.call('/api/profile/user')).status).toBe(401)
    expect(JWT_AUDIENCE).not.toBe(JWT_ISSUER)
  })

  it('refuses a token for another audience', async () => {
    const a = await registerUser(t)
    const res = await t.call('/api/verify', { token: a.access_token })
    expect(res.status).toBe(200)
    const sid = (await t.db
      .prepare('SELECT id FROM auth_sessions WHERE user_id = ?')
      .bind(a.user.id)
      .first<{ id: string }>())!.id
    const wrongAud = await new SignJWT({ sid, email: a.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(a.user.id))
      .setIssuer(JWT_ISSUER)
      .setAudience('another-service')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('dev-only-secret-do-not-use-in-production-3f9c1a7e5b2d4c6e8f0a'))
    expect((await t.call('/api/verify', { token: wrongAud })).status).toBe(401)
  })
})

describe('refresh-token families', () => {
  it('revokes the whole family when a rotated token comes back', async () => {
    const reg = await registerUser(t)
    const first = (await json(await t.call('/api/refresh', { token: reg.refresh_token }))).data as {
      access_token: string
      refresh_token: string
    }
    // Parallel requests of one browser may present the old token again within seconds: tolerated.
    const race = await t.call('/api/refresh', { token: reg.refresh_token })
    expect(race.status).toBe(200)
    // Later, the old token can only be a copy: the thief and the owner are both logged out.
    await t.db.prepare('UPDATE refresh_tokens SET rotated_at = rotated_at - 60 WHERE rotated_at IS NOT NULL').run()
    const reuse = await t.call('/api/refresh', { token: reg.refresh_token })
    expect(reuse.status).toBe(401)
    expect((await t.call('/api/refresh', { token: first.refresh_token })).status).toBe(401)
    expect((await t.call('/api/verify', { token: first.access_token })).status).toBe(401)
    const session = await t.db
      .prepare('SELECT revoked_reason FROM auth_sessions WHERE user_id = ?')
      .bind(reg.user.id)
      .first<{ revoked_reason: string }>()
    expect(session!.revoked_reason).toBe('refresh-reuse')
  })

  it('refuses unknown and expired refresh tokens', async () => {
    const reg = await registerUser(t)
    expect((await t.call('/api/refresh', { token: 'not-a-token' })).status).toBe(401)
    expect((await t.call('/api/refresh')).status).toBe(401)
    await t.db
      .prepare(
        'UPDATE refresh_tokens SET expires_at = 1 WHERE session_id IN (SELECT id FROM auth_sessions WHERE user_id = ?)',
      )
      .bind(reg.user.id)
      .run()
    expect((await t.call('/api/refresh', { token: reg.refresh_token })).status).toBe(401)
  })

  it('logs out with only the refresh token', async () => {
    const reg = await registerUser(t)
    expect((await t.call('/api/logout', { method: 'POST', json: { refresh_token: reg.refresh_token } })).status).toBe(
      200,
    )
    expect((await t.call('/api/verify', { token: reg.access_token })).status).toBe(401)
    expect((await t.call('/api/logout', { method: 'POST', json: {} })).status).toBe(401)
  })
})

describe('rate limits (429 with the same answer for known and unknown accounts)', () => {
  clockStandsStill()

  it('limits logins per e-mail from one address', async () => {
    const reg = await registerUser(t)
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await t.call('/api/login', { method: 'POST', json: { email: reg.email, password: 'wrong-password' } })).status,
      )
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true)
    const limited = await t.call('/api/login', { method: 'POST', json: { email: reg.email, password: reg.password } })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)

    const ghost = uniqueEmail('fantasma')
    for (let i = 0; i < 10; i++)
      await t.call('/api/login', { method: 'POST', json: { email: ghost, password: 'wrong-password' } })
    const ghostLimited = await t.call('/api/login', {
      method: 'POST',
      json: { email: ghost, password: 'wrong-password' },
    })
    expect(ghostLimited.status).toBe(429)
    expect(await json(ghostLimited)).toEqual(await json(limited))
  })

  it('10 wrong passwords from one address: the owner signs in from another, the first address stays limited', async () => {
    // Captcha verification off (no secret): past the account's few attempts the captcha is asked for and passes.
    const reg = await registerUser(t)
    const attacker = { 'cf-connecting-ip': '198.51.100.31' }
    const login = (headers: Record<string, string>, password: string) =>
      t.call('/api/login', { method: 'POST', headers, json: { email: reg.email, password } })
    for (let i = 0; i < 10; i++) expect((await login(attacker, 'wrong-password')).status).toBe(401)
    expect((await login({ 'cf-connecting-ip': '203.0.113.31' }, reg.password)).status).toBe(200)
    expect((await login(attacker, reg.password)).status).toBe(429)
    expect((await login(attacker, 'wrong-password')).status).toBe(429)
  })

  it('past a few attempts on one account the captcha is asked for, from any address, never a 429 for its owner', async () => {
    const reg = await registerUser(guarded)
    const attacker = { 'cf-connecting-ip': '198.51.100.32' }
    const owner = { 'cf-connecting-ip': '203.0.113.32' }
    const login = (headers: Record<string, string>, body: Record<string, string>, locale?: string) =>
      guarded.call('/api/login', { method: 'POST', headers, locale, json: { email: reg.email, ...body } })
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) statuses.push((await login(attacker, { password: 'wrong-password' })).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 422, 422, 422, 422, 422])

    // The owner, elsewhere, with the right password: asked for the captcha (in the request's language), not refused.
    const asked = await login(owner, { password: reg.password })
    expect(asked.status).toBe(422)
    const askedEs = await json(asked)
    expect(askedEs).toMatchObject({ captcha_required: true, errors: { recaptchaResponse: [askedEs.message] } })
    expect(askedEs.message).toContain('confirma que no eres un robot')
    const askedEn = await json(await login(owner, { password: reg.password }, 'en'))
    expect(askedEn.message).toContain('confirm you are not a robot')
    expect((await login(owner, { password: reg.password, recaptchaResponse: 'fail:login' })).status).toBe(422)
    expect((await login(owner, { password: reg.password, recaptchaResponse: 'pass:contact' })).status).toBe(422)

    // With the captcha solved: signed in.
    const signedIn = await login(owner, { password: reg.password, recaptchaResponse: 'pass:login' })
    expect(signedIn.status).toBe(200)
    expect((await json(signedIn)).data).toMatchObject({ token_type: 'Bearer', user: { email: reg.email } })

    // The flooding address stays limited, right password and captcha or not.
    expect((await login(attacker, { password: reg.password, recaptchaResponse: 'pass:login' })).status).toBe(429)

    // An unknown account answers exactly alike.
    const ghost = uniqueEmail('fantasma')
    for (let i = 0; i < 5; i++)
      await guarded.call('/api/login', {
        method: 'POST',
        headers: attacker,
        json: { email: ghost, password: 'wrong-password' },
      })
    const ghostAsked = await guarded.call('/api/login', {
      method: 'POST',
      headers: owner,
      json: { email: ghost, password: 'wrong-password' },
    })
    expect(ghostAsked.status).toBe(422)
    expect(await json(ghostAsked)).toEqual(askedEs)
  })

  it('limits recovery per e-mail', async () => {
    const email = uniqueEmail('recupera')
    for (let i = 0; i < 5; i++)
      expect((await t.call('/api/recover', { method: 'POST', json: { email } })).status).toBe(200)
    expect((await t.call('/api/recover', { method: 'POST', json: { email } })).status).toBe(429)
  })

  it('limits registrations per address', async () => {
    const ip = { 'cf-connecting-ip': '203.0.113.77' }
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) {
      statuses.push((await t.call('/api/register', { method: 'POST', headers: ip, json: registration() })).status)
    }
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true)
    expect(statuses[30]).toBe(429)
  })
})

/** The recovery mail leaves after the answer: wait for that work, then read it. */
async function latestMailTo(email: string) {
  await t.settled()
  const row = await t.db
    .prepare('SELECT subject, text_body FROM mail_outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1')
    .bind(email)
    .first<{ subject: string; text_body: string }>()
  if (!row) throw new Error(`no mail to ${email}`)
  return row
}

describe('a ceiling per account, counted in D1 whatever the address', () => {
  it('past the threshold of failures every attempt needs the captcha; a password reset always lets the owner in', async () => {
    // Failures spaced two minutes apart, each from a new address: no per-minute allowance ever trips, only the
    // account's count in D1 does. The clock is fixed so the window is the same whenever the suite runs.
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(new Date('2026-11-30T13:00:00Z'))
      const reg = await registerUser(guarded)
      const login = (ip: string, body: Record<string, string>) =>
        guarded.call('/api/login', {
          method: 'POST',
          headers: { 'cf-connecting-ip': ip },
          json: { email: reg.email, ...body },
        })
      for (let i = 0; i < LOGIN_FAILURES_BEFORE_CAPTCHA; i++) {
        vi.setSystemTime(new Date(Date.parse('2026-11-30T13:00:00Z') + (i + 1) * 120_000))
        expect((await login(`198.51.100.${100 + i}`, { password: 'wrong-password' })).status).toBe(401)
      }
      vi.setSystemTime(new Date('2026-11-30T13:20:00Z'))
      // A new address, even with the right password: the captcha first.
      const asked = await login('203.0.113.150', { password: reg.password })
      expect(asked.status).toBe(422)
      expect(await json(asked)).toMatchObject({ captcha_required: true })
      // A guess with a solved captcha is still a guess: refused, and counted.
      expect((await login('203.0.113.151', { password: 'x-wrong', recaptchaResponse: 'pass:login' })).status).toBe(401)

      // The owner resets the password (never behind the captcha) and signs in straight away.
      await guarded.call('/api/recover', { method: 'POST', json: { email: reg.email } })
      await guarded.settled() // the mail leaves after the answer
      const mail = await guarded.db
        .prepare('SELECT text_body FROM mail_outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1')
        .bind(reg.email)
        .first<{ text_body: string }>()
      if (!mail) throw new Error(`no mail to ${reg.email}`)
      const password = 'otra-clave-segura'
      const reset = await guarded.call('/api/reset', {
        method: 'POST',
        json: { token: tokenFrom(mail.text_body), password, password_confirmation: password },
      })
      expect(reset.status).toBe(200)
      expect((await login('203.0.113.152', { password })).status).toBe(200)

      // Past the window the count starts again.
      for (let i = 0; i < LOGIN_FAILURES_BEFORE_CAPTCHA; i++)
        await login(`198.51.100.${120 + i}`, { password: 'wrong-password' })
      vi.setSystemTime(new Date(Date.now() + (LOGIN_FAILURE_WINDOW_MINUTES + 1) * 60_000))
      expect((await login('203.0.113.153', { password })).status).toBe(200)
    } finally {
      vi.useRealTimers()
    }
  }, 300_000)
})

const tokenFrom = (text: string) => decodeURIComponent(/reiniciar-contrasena\?token=([\w%-]+)/.exec(text)![1]!)

describe('password recovery', () => {
  it('answers the same for known and unknown e-mails and mails a link only to accounts', async () => {
    const reg = await registerUser(t)
    const known = await t.call('/api/recover', { method: 'POST', json: { email: reg.email } })
    const unknown = await t.call('/api/recover', { method: 'POST', json: { email: uniqueEmail('nadie') } })
    expect(known.status).toBe(200)
    expect(await json(known)).toEqual(await json(unknown))
    const mail = await latestMailTo(reg.email)
    expect(mail.subject).toBe('Reinicia tu contraseña de Vinoteca Andes')
    expect(mail.text_body).toMatch(/\/reiniciar-contrasena\?token=/)
  })

  it('resets once, ends every session, and the link cannot be used again', async () => {
    const reg = await registerUser(t)
    await t.call('/api/recover', { method: 'POST', json: { email: reg.email } })
    const token = tokenFrom((await latestMailTo(reg.email)).text_body)
    const body = { token, password: 'nueva-clave-segura', password_confirmation: 'nueva-clave-segura' }
    const reset = await t.call('/api/reset', { method: 'POST', json: body })
    expect(reset.status).toBe(200)
    expect((await t.call('/api/verify', { token: reg.access_token })).status).toBe(401)
    expect((await t.call('/api/refresh', { token: reg.refresh_token })).status).toBe(401)

    const again = await t.call('/api/reset', {
      method: 'POST',
      json: { ...body, password: 'otra-clave-segura', password_confirmation: 'otra-clave-segura' },
    })
    expect(again.status).toBe(422)
    expect((await json(again)).errors).toHaveProperty('token')

    expect(
      (await t.call('/api/login', { method: 'POST', json: { email: reg.email, password: reg.password } })).status,
    ).toBe(401)
    expect(
      (await t.call('/api/login', { method: 'POST', json: { email: reg.email, password: 'nueva-clave-segura' } }))
        .status,
    ).toBe(200)
  })

  it('refuses a link older than one hour', async () => {
    const reg = await registerUser(t)
    await t.call('/api/recover', { method: 'POST', json: { email: reg.email } })
    const token = tokenFrom((await latestMailTo(reg.email)).text_body)
    await t.db
      .prepare('UPDATE password_resets SET expires_at = created_at - 1 WHERE user_id = ?')
      .bind(reg.user.id)
      .run()
    const res = await t.call('/api/reset', {
      method: 'POST',
      json: { token, password: 'nueva-clave-segura', password_confirmation: 'nueva-clave-segura' },
    })
    expect(res.status).toBe(422)
    const row = await t.db
      .prepare('SELECT expires_at - created_at AS ttl FROM password_resets WHERE user_id = ?')
      .bind(reg.user.id)
      .first<{ ttl: number }>()
    expect(row!.ttl).toBe(-1)
  })
})

describe('the shop validation messages', () => {
  it('names every missing field of a registration, in Spanish', async () => {
    const res = await t.call('/api/register', { method: 'POST', json: {} })
    expect(res.status).toBe(422)
    const body = await json(res)
    expect(body.message).toBe('Verifica que la información ingresada sea correcta')
    for (const field of ['first_name', 'last_name', 'email', 'rut', 'phone', 'password']) {
      expect(body.errors![field], field).toEqual(['El campo es requerido'])
    }
  })

  it('uses the e-mail, RUT, length, numeric and confirmation messages', async () => {
    const res = await t.call('/api/register', {
      method: 'POST',
      json: registration({
        email: 'no-es-correo',
        rut: '12.345.678-9',
        phone: 'llámame',
        password: 'corta',
        password_confirmation: 'otra',
      }),
    })
    const { errors } = await json(res)
    expect(errors).toMatchObject({
      email: ['Este campo debe ser un correo electrónico válido'],
      rut: ['Este campo debe ser un RUT válido'],
      phone: ['Este campo debe ser solo números'],
      password: ['Este campo debe tener al menos 8 caracteres'],
    })
    const mismatch = await t.call('/api/register', {
      method: 'POST',
      json: registration({ password_confirmation: 'uva-carmenere-2027' }),
    })
    expect((await json(mismatch)).errors).toEqual({ password_confirmation: ['Las contraseñas no coinciden'] })
    // An empty confirmation is a missing field (docs/product.md, Validation and messages required), not a mismatch.
    const empty = await t.call('/api/register', { method: 'POST', json: registration({ password_confirmation: '' }) })
    expect((await json(empty)).errors).toEqual({ password_confirmation: ['El campo es requerido'] })
    const long = await t.call('/api/register', { method: 'POST', json: registration({ first_name: 'a'.repeat(81) }) })
    expect((await json(long)).errors).toEqual({ first_name: ['Este campo debe tener como máximo 80 caracteres'] })
  })

  it('refuses common passwords and asks companies for razón social and giro', async () => {
    const common = await t.call('/api/register', {
      method: 'POST',
      json: registration({ password: 'password123', password_confirmation: 'password123' }),
    })
    expect((await json(common)).errors).toEqual({ password: ['Esta contraseña es demasiado común, elige otra'] })
    const company = await t.call('/api/register', { method: 'POST', json: registration({ is_company: true }) })
    expect((await json(company)).errors).toEqual({
      business_name: ['El campo es requerido'],
      giro: ['El campo es requerido'],
    })
    const ok = await t.call('/api/register', {
      method: 'POST',
      json: registration({ is_company: true, business_name: 'Comercial Andes SpA', giro: 'Venta de vinos' }),
    })
    expect(ok.status).toBe(201)
  })

  it('answers in English for an English reader', async () => {
    const res = await t.call('/api/register', { method: 'POST', locale: 'en', json: registration({ email: 'nope' }) })
    expect((await json(res)).errors).toEqual({ email: ['This field must be a valid e-mail address'] })
  })
})

describe('mail adapter over HTTP (local twin of the provider)', () => {
  it('posts the reset mail as JSON with the API key', async () => {
    const received: { auth?: string; body: Record<string, string> }[] = []
    const server = createServer((req, res) => {
      let raw = ''
      req.on('data', (chunk) => (raw += chunk))
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body: JSON.parse(raw) as Record<string, string> })
        res.writeHead(202, { 'content-type': 'application/json' }).end('{"id":"m1"}')
      })
    })
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    const port = (server.address() as AddressInfo).port
    try {
      const http = await createTestApi({
        MAIL_API_URL: `http://127.0.0.1:${port}/send`,
        MAIL_API_KEY: 'test-key',
        MAIL_FROM: 'Tienda <t@example.cl>',
      })
      const reg = await registerUser(http)
      expect((await http.call('/api/recover', { method: 'POST', json: { email: reg.email } })).status).toBe(200)
      await http.settled() // the mail leaves after the answer
      expect(received).toHaveLength(1)
      expect(received[0]!.auth).toBe('Bearer test-key')
      expect(received[0]!.body).toMatchObject({
        from: 'Tienda <t@example.cl>',
        to: reg.email,
        subject: 'Reinicia tu contraseña de Vinoteca Andes',
      })
      expect(received[0]!.body.html).toContain('/reiniciar-contrasena?token=')
      const outbox = await http.db.prepare('SELECT count(*) AS n FROM mail_outbox').first<{ n: number }>()
      expect(outbox!.n).toBe(0)
    } finally {
      server.close()
    }
  })

  it('hides the dev mailbox in production', async () => {
    expect((await t.call('/api/_dev/mail')).status).toBe(200)
    const prod = await createTestApi({ APP_ENV: 'production', JWT_SECRET: 'a-production-secret-of-at-least-32-chars!' })
    expect((await prod.call('/api/_dev/mail')).status).toBe(404)
  })
})
