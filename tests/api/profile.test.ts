import { describe, expect, it } from 'vitest'
import { createTestApi } from './harness'
import { registerUser } from './auth-helpers'

const t = await createTestApi()

type Body = Record<string, unknown> & { data?: unknown; errors?: Record<string, string[]> }
const json = async (res: Response) => (await res.json()) as Body

// Región Metropolitana (7) and one of its communes; another region's commune for the mismatch case.
async function communeOf(regionId: number) {
  return (await t.db
    .prepare('SELECT id FROM communes WHERE region_id = ? ORDER BY id LIMIT 1')
    .bind(regionId)
    .first<{ id: number }>())!.id
}

const address = async (overrides: Record<string, unknown> = {}) => ({
  identification: 'Casa',
  address: 'Av. Providencia 1234',
  apartment: 'Depto 56',
  region_id: 7,
  commune_id: await communeOf(7),
  ...overrides,
})

let seq = 9000
async function insertOrder(userId: number | null, number: string) {
  const id = crypto.randomUUID()
  seq += 1
  await t.db
    .prepare(
      `INSERT INTO orders (id, seq, number, user_id, email, customer, status, subtotal, product_discount, discount, shipping, total,
         delivery_method, delivery, document, payment_platform, tracking_number, expires_at)
       VALUES (?1, ?2, ?3, ?4, 'x@example.cl', '{}', 'paid', 20000, 0, 0, 3990, 23990, 'delivery',
         '{"comment":"Dejar en conserjería"}', 'boleta', 'webpay', 'TRK-1', '2099-01-01T00:00:00Z')`,
    )
    .bind(id, seq, number, userId)
    .run()
  await t.db
    .prepare(
      "INSERT INTO order_items (order_id, sku, source, name, qty, price, stock_taken) VALUES (?1, 'W-1', 'product', 'Carménère Reserva', 2, 10000, 1)",
    )
    .bind(id)
    .run()
  return id
}

describe('GET/PUT /profile/user', () => {
  it('updates the caller profile and keeps e-mails unique', async () => {
    const a = await registerUser(t)
    const b = await registerUser(t)
    const me = await json(await t.call('/api/profile/user', { token: a.access_token }))
    const update = {
      ...me,
      first_name: 'Camila Andrea',
      phone: '+56 2 2345 6789',
      is_company: true,
      business_name: 'Andes SpA',
      giro: 'Comercio',
    }
    const res = await t.call('/api/profile/user', { method: 'PUT', token: a.access_token, json: update })
    expect(res.status).toBe(200)
    expect((await json(res)).data).toMatchObject({
      first_name: 'Camila Andrea',
      phone: '+56223456789',
      is_company: true,
      business_name: 'Andes SpA',
    })
    // The header's name comes from the same row.
    expect((await json(await t.call('/api/verify', { token: a.access_token }))).data).toMatchObject({
      first_name: 'Camila Andrea',
    })

    const taken = await t.call('/api/profile/user', {
      method: 'PUT',
      token: a.access_token,
      json: { ...update, email: b.email },
    })
    expect(taken.status).toBe(422)
    expect((await json(taken)).errors).toEqual({ email: ['Ya existe una cuenta con este correo'] })
  })
})

describe('PUT /profile/user/password', () => {
  it('needs the current password and ends the other sessions, not this one', async () => {
    const a = await registerUser(t)
    const other = (
      await json(await t.call('/api/login', { method: 'POST', json: { email: a.email, password: a.password } }))
    ).data as {
      access_token: string
      refresh_token: string
    }
    const wrong = await t.call('/api/profile/user/password', {
      method: 'PUT',
      token: a.access_token,
      json: {
        current_password: 'no-es-la-clave',
        password: 'clave-nueva-2026',
        password_confirmation: 'clave-nueva-2026',
      },
    })
    expect(wrong.status).toBe(422)
    expect((await json(wrong)).errors).toEqual({ current_password: ['La contraseña actual no es correcta'] })

    const mismatch = await t.call('/api/profile/user/password', {
      method: 'PUT',
      token: a.access_token,
      json: { current_password: a.password, password: 'clave-nueva-2026', password_confirmation: 'clave-nueva-2027' },
    })
    expect((await json(mismatch)).errors).toEqual({ password_confirmation: ['Las contraseñas no coinciden'] })

    const res = await t.call('/api/profile/user/password', {
      method: 'PUT',
      token: a.access_token,
      json: { current_password: a.password, password: 'clave-nueva-2026', password_confirmation: 'clave-nueva-2026' },
    })
    expect(res.status).toBe(200)
    expect((await t.call('/api/verify', { token: a.access_token })).status).toBe(200)
    expect((await t.call('/api/verify', { token: other.access_token })).status).toBe(401)
    expect((await t.call('/api/refresh', { token: other.refresh_token })).status).toBe(401)
    expect(
      (await t.call('/api/login', { method: 'POST', json: { email: a.email, password: 'clave-nueva-2026' } })).status,
    ).toBe(200)
  })
})

describe('addresses', () => {
  it('adds, lists, edits and deletes the caller addresses with region and commune names', async () => {
    const a = await registerUser(t)
    const created = await t.call('/api/profile/addresses', {
      method: 'POST',
      token: a.access_token,
      json: await address(),
    })
    expect(created.status).toBe(201)
    const saved = (await json(created)).data as { id: number; region: string; commune: string }
    expect(saved).toMatchObject({ identification: 'Casa', region: 'Región Metropolitana de Santiago' })
    expect(saved.commune).toMatch(/\S/)

    const edited = await t.call(`/api/profile/addresses/${saved.id}`, {
      method: 'PUT',
      token: a.access_token,
      json: await address({ identification: 'Oficina', apartment: '' }),
    })
    expect((await json(edited)).data).toMatchObject({ id: saved.id, identification: 'Oficina', apartment: '' })
    const list = (await json(await t.call('/api/profile/addresses', { token: a.access_token }))).data as {
      id: number
    }[]
    expect(list.map((x) => x.id)).toEqual([saved.id])

    expect(
      (await t.call(`/api/profile/addresses/${saved.id}`, { method: 'DELETE', token: a.access_token })).status,
    ).toBe(200)
    expect((await json(await t.call('/api/profile/addresses', { token: a.access_token }))).data).toEqual([])
  })

  it('validates fields and refuses a commune of another region', async () => {
    const a = await registerUser(t)
    const empty = await t.call('/api/profile/addresses', { method: 'POST', token: a.access_token, json: {} })
    expect(empty.status).toBe(422)
    expect((await json(empty)).errors).toMatchObject({
      identification: ['El campo es requerido'],
      address: ['El campo es requerido'],
    })
    const mixed = await t.call('/api/profile/addresses', {
      method: 'POST',
      token: a.access_token,
      json: await address({ commune_id: await communeOf(5) }),
    })
    expect(mixed.status).toBe(422)
    expect((await json(mixed)).errors).toHaveProperty('commune_id')
  })

  it("does not let user A read, change or delete user B's address (404)", async () => {
    const a = await registerUser(t)
    const b = await registerUser(t)
    const bAddress = (
      await json(
        await t.call('/api/profile/addresses', { method: 'POST', token: b.access_token, json: await address() }),
      )
    ).data as {
      id: number
    }
    expect((await json(await t.call('/api/profile/addresses', { token: a.access_token }))).data).toEqual([])
    const put = await t.call(`/api/profile/addresses/${bAddress.id}`, {
      method: 'PUT',
      token: a.access_token,
      json: await address({ identification: 'Robada' }),
    })
    expect(put.status).toBe(404)
    expect(
      (await t.call(`/api/profile/addresses/${bAddress.id}`, { method: 'DELETE', token: a.access_token })).status,
    ).toBe(404)
    const still = (await json(await t.call('/api/profile/addresses', { token: b.access_token }))).data as {
      identification: string
    }[]
    expect(still).toMatchObject([{ identification: 'Casa' }])
  })

  it('requires a session', async () => {
    expect((await t.call('/api/profile/addresses')).status).toBe(401)
    expect((await t.call('/api/profile/addresses', { method: 'POST', json: await address() })).status).toBe(401)
  })
})

describe('purchases (orders of migration 0005 where user_id is the caller)', () => {
  it("lists and details the caller's purchases and answers 404 for user B's", async () => {
    const a = await registerUser(t)
    const b = await registerUser(t)
    const mine = await insertOrder(a.user.id, `A-${seq}`)
    const theirs = await insertOrder(b.user.id, `B-${seq}`)
    await insertOrder(null, `G-${seq}`) // a guest order belongs to nobody's account

    const list = (await json(await t.call('/api/profile/purchases', { token: a.access_token }))).data as {
      id: string
    }[]
    expect(list.map((p) => p.id)).toEqual([mine])

    const detail = await t.call(`/api/profile/purchases/${mine}`, { token: a.access_token })
    expect(detail.status).toBe(200)
    expect((await json(detail)).data).toMatchObject({
      id: mine,
      status: 'paid',
      total: 23990,
      dispatch_type: 'delivery',
      payment_method: 'webpay',
      dispatch_cost: 3990,
      comment: 'Dejar en conserjería',
      tracking_number: 'TRK-1',
      items: [{ sku: 'W-1', name: 'Carménère Reserva', qty: 2, price: 10000 }],
    })
    const foreign = await t.call(`/api/profile/purchases/${theirs}`, { token: a.access_token })
    expect(foreign.status).toBe(404)
    expect(await json(foreign)).toEqual({ message: 'No encontrado' })
    expect((await t.call('/api/profile/purchases', { token: 'nope' })).status).toBe(401)
  })
})
