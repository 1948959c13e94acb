import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setupI18n } from '@lingui/core'
import { afterAll, describe, expect, it } from 'vitest'
import type { AdminMessage, AdminOrderDetail, AuditEntry, PickingList } from '~/contract/admin'
import type { AdminCustomerRow } from '~/contract/admin-ops'
import type { CreatedOrder } from '~/contract/checkout'
import type { Paged } from '~/contract/paging'
import { auditSentence } from '~/features/backoffice/audit-sentence'
import { clockStartsAt } from './clock'
import { createTestApi } from './harness'
import { registerUser } from './auth-helpers'
import { addProduct, guest, json, newCart, orderBody, placeOrder, put } from './cart-fixtures'

// The back-office's everyday tools (docs/backoffice.md): the packing slip's data, the day's picking list, replies to
// contact messages through the mail adapter, and guest buyers under Clientes.

// Thursday 26 November 2026, 12:00 in Santiago: "today" of the picking list.
clockStartsAt('2026-11-26T15:00:00Z')

// The local twin of the mail provider: it keeps what it was sent and answers 500 while `failing` is set.
const mailbox: { to: string; subject: string; text: string }[] = []
let failing = false
const twin = createServer((req, res) => {
  let raw = ''
  req.on('data', (chunk) => (raw += chunk))
  req.on('end', () => {
    if (failing) return void res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"down"}')
    mailbox.push(JSON.parse(raw) as { to: string; subject: string; text: string })
    res.writeHead(202, { 'content-type': 'application/json' }).end('{"id":"m1"}')
  })
})
await new Promise<void>((done) => twin.listen(0, '127.0.0.1', done))
afterAll(() => void twin.close())

const t = await createTestApi({ MAIL_API_URL: `http://127.0.0.1:${(twin.address() as AddressInfo).port}/send` })

async function staffToken(role: 'staff' | 'admin', first_name: string) {
  const user = await registerUser(t, { first_name, last_name: 'Lagos' })
  await t.db.prepare('UPDATE users SET role = ? WHERE id = ?').bind(role, user.user.id).run()
  return user.access_token
}
const admin = await staffToken('admin', 'Andrea')
const staff = await staffToken('staff', 'Pablo')
const customer = await registerUser(t)

const call = (path: string, init: { method?: string; json?: unknown; token?: string; locale?: 'es' | 'en' } = {}) =>
  t.call(`/api/admin${path}`, { token: admin, ...init })

/** Every staff path answers 401 to nobody and 403 (only a message) to a customer. */
async function guarded(path: string, method = 'GET', body?: unknown) {
  expect((await t.call(`/api/admin${path}`, { method, json: body })).status, `${method} ${path} anonymous`).toBe(401)
  const refused = await t.call(`/api/admin${path}`, { method, json: body, token: customer.access_token })
  expect(refused.status, `${method} ${path} customer`).toBe(403)
  expect(Object.keys(await json(refused))).toEqual(['message'])
}

let buyers = 0
/** A guest's transfer order, confirmed by staff so it waits to be dispatched ("paid"). */
async function paidOrder(lines: [string, number][], over: Record<string, unknown> = {}) {
  const cart = await newCart(t)
  for (const [sku, qty] of lines) await put(t, cart, sku, qty)
  const email = `invitada${++buyers}-${Math.floor(Math.random() * 1e6)}@example.cl`
  const res = await placeOrder(
    t,
    cart,
    orderBody({ customer: { ...guest, email }, payment_method: { document: '0', platform: 'transfer' }, ...over }),
  )
  expect(res.status).toBe(201)
  const { order } = (await json<{ data: CreatedOrder }>(res)).data
  const confirmed = await call(`/orders/${order.id}/transitions`, {
    method: 'POST',
    json: {
      action: 'confirm',
      version: 0,
      transfer: { amount: order.totals.total, transferred_on: '2026-11-26', reference: `OP-${buyers}` },
    },
  })
  expect(confirmed.status).toBe(200)
  return { number: order.number, id: order.id, email }
}

async function auditRows(action: string): Promise<AuditEntry[]> {
  const page = await json<Paged<AuditEntry>>(await call('/audit?per_page=200'))
  return page.data.filter((r) => r.action === action)
}

const es = setupI18n({ locale: 'es', messages: { es: {} } })

describe('the packing slip and the picking list', () => {
  it('is staff-only', async () => {
    await guarded('/orders/picking')
    expect((await call('/orders/picking', { token: staff })).status).toBe(200)
  })

  it('gives the slip the gift note, and sums the day’s paid, undispatched orders per product', async () => {
    const malbec = await addProduct(t, { price: 9990, stock: 30 })
    const carmenere = await addProduct(t, { price: 12990, stock: 30 })
    const first = await paidOrder([
      [malbec, 2],
      [carmenere, 1],
    ])
    const second = await paidOrder([[malbec, 3]], {
      gift_box: { check: true, text: 'Feliz cumpleaños, tía Ana' },
      delivery: { method: 'pickup' },
    })
    // Dispatched already: not on the list.
    const gone = await paidOrder([[carmenere, 4]])
    const dispatched = await call(`/orders/${gone.id}/transitions`, {
      method: 'POST',
      json: { action: 'dispatch', version: 1, courier: 'Starken', tracking_code: 'ST-1' },
    })
    expect(dispatched.status).toBe(200)

    const slip = (await json<{ data: AdminOrderDetail }>(await call(`/orders/${second.number}`))).data
    expect(slip.gift_text).toBe('Feliz cumpleaños, tía Ana')
    expect(slip.delivery.method).toBe('pickup')
    expect((await json<{ data: AdminOrderDetail }>(await call(`/orders/${first.number}`))).data.gift_text).toBeNull()

    const today = (await json<{ data: PickingList }>(await call('/orders/picking'))).data
    expect(today.day).toBe('2026-11-26')
    const mine = today.products.filter((p) => p.sku === malbec || p.sku === carmenere)
    expect(mine).toEqual([
      expect.objectContaining({
        sku: malbec,
        qty: 5,
        orders: [
          { number: first.number, qty: 2 },
          { number: second.number, qty: 3 },
        ],
      }),
      expect.objectContaining({ sku: carmenere, qty: 1, orders: [{ number: first.number, qty: 1 }] }),
    ])
    const numbers = today.orders.map((o) => o.number)
    expect(numbers).toEqual(expect.arrayContaining([first.number, second.number]))
    expect(numbers).not.toContain(gone.number)
    expect(today.orders.find((o) => o.number === second.number)).toMatchObject({ delivery_method: 'pickup', units: 3 })
    expect(today.orders.find((o) => o.number === first.number)).toMatchObject({
      delivery_method: 'delivery',
      commune: expect.any(String),
      units: 3,
    })

    // The day before knew none of them; a later day still lists them (paid, still to ship).
    const before = (await json<{ data: PickingList }>(await call('/orders/picking?day=2026-11-25'))).data
    expect(before.orders.map((o) => o.number)).not.toContain(first.number)
    const after = (await json<{ data: PickingList }>(await call('/orders/picking?day=2026-11-27'))).data
    expect(after.orders.map((o) => o.number)).toContain(first.number)
  })

  it('refuses a day that is not a date in the request’s language', async () => {
    const res = await call('/orders/picking?day=mañana', { locale: 'en' })
    expect(res.status).toBe(422)
    const body = await json<{ message: string; errors: Record<string, string[]> }>(res)
    expect(Object.keys(body.errors)).toEqual(['day'])
    expect(body.message).not.toMatch(/[áéíóú]|Verifica/)
  })
})

async function contactMessage(over: Record<string, unknown> = {}) {
  const row = {
    kind: 'person',
    first_name: 'Javiera',
    last_name: 'Muñoz',
    email: `javiera${Math.floor(Math.random() * 1e6)}@example.cl`,
    phone: '+56987654321',
    motive: 'pedido',
    message: 'Hola, mi pedido no ha llegado.\nEs para el sábado.',
    locale: 'es',
    created_at: '2026-11-25T18:30:00.000Z',
    ...over,
  }
  const cols = Object.keys(row)
  const saved = await t.db
    .prepare(
      `INSERT INTO contact_messages (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')}) RETURNING id`,
    )
    .bind(...Object.values(row))
    .first<{ id: number }>()
  return { id: saved!.id, email: row.email }
}

async function messageById(id: number, locale: 'es' | 'en' = 'es') {
  const page = await json<Paged<AdminMessage>>(await call('/messages?state=all&per_page=100', { locale }))
  return page.data.find((m) => m.id === id)!
}

describe('replies to contact messages', () => {
  it('is staff-only on every path', async () => {
    const { id } = await contactMessage()
    await guarded('/messages')
    await guarded(`/messages/${id}/replies`, 'POST', { body: 'Hola', replies_seen: 0 })
    expect(await messageById(id)).toMatchObject({ replies: [] })
  })

  it('shows the motive in words, in the reader’s language', async () => {
    const { id } = await contactMessage()
    expect(await messageById(id)).toMatchObject({ motive: 'pedido', motive_label: 'Un pedido' })
    expect(await messageById(id, 'en')).toMatchObject({ motive_label: 'An order' })
  })

  it('sends the reply through the mail adapter, keeps it in the thread, marks it answered and audits it in words', async () => {
    const { id, email } = await contactMessage()
    const res = await call(`/messages/${id}/replies`, {
      method: 'POST',
      token: staff,
      json: { body: 'Hola Javiera, tu pedido sale hoy con Starken.', replies_seen: 0 },
    })
    expect(res.status).toBe(201)
    const thread = (await json<{ data: AdminMessage }>(res)).data
    expect(thread.replies).toEqual([
      expect.objectContaining({
        seq: 1,
        body: 'Hola Javiera, tu pedido sale hoy con Starken.',
        staff_name: 'Pablo Lagos',
        mail_status: 'sent',
      }),
    ])
    expect(thread.answered_at).not.toBeNull()

    const sent = mailbox.filter((m) => m.to === email)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.subject).toBe('Respuesta a tu mensaje · Vinoteca Andes')
    expect(sent[0]!.text).toContain('Hola Javiera:')
    expect(sent[0]!.text).toContain('tu pedido sale hoy con Starken.')
    // Their own message, quoted under the reply.
    expect(sent[0]!.text).toContain('> Hola, mi pedido no ha llegado.\n> Es para el sábado.')

    expect((await messageById(id)).replies).toHaveLength(1)
    const [row] = (await auditRows('message.reply')).filter((r) => r.entity_id === String(id))
    expect(auditSentence(es, row!).text).toBe('Pablo Lagos respondió por correo el mensaje de Javiera Muñoz')
  })

  it('writes to an English sender in English', async () => {
    const { id, email } = await contactMessage({ locale: 'en', first_name: 'Emma', last_name: 'Hill' })
    expect(
      (
        await call(`/messages/${id}/replies`, {
          method: 'POST',
          json: { body: 'Hi Emma, it ships today.', replies_seen: 0 },
        })
      ).status,
    ).toBe(201)
    const [mail] = mailbox.filter((m) => m.to === email)
    expect(mail!.subject).toBe('Reply to your message · Vinoteca Andes')
    expect(mail!.text).toContain('Hello Emma,')
  })

  it('lets one of two people answering at once send; the other gets 409 and nothing is mailed twice', async () => {
    const { id, email } = await contactMessage()
    const [a, b] = await Promise.all([
      call(`/messages/${id}/replies`, { method: 'POST', json: { body: 'Respuesta de Andrea', replies_seen: 0 } }),
      call(`/messages/${id}/replies`, {
        method: 'POST',
        token: staff,
        json: { body: 'Respuesta de Pablo', replies_seen: 0 },
      }),
    ])
    expect([a.status, b.status].sort()).toEqual([201, 409])
    const loser = await json<{ message: string; current: { replies: number } }>(a.status === 409 ? a : b)
    expect(loser.message).toMatch(/Otra persona respondió este mensaje/)
    expect(loser.current).toEqual({ replies: 1 })
    expect(mailbox.filter((m) => m.to === email)).toHaveLength(1)
    expect((await messageById(id)).replies).toHaveLength(1)
    expect((await auditRows('message.reply')).filter((r) => r.entity_id === String(id))).toHaveLength(1)
    // Having read it, a second reply goes on the thread.
    const next = await call(`/messages/${id}/replies`, {
      method: 'POST',
      json: { body: 'Y algo más', replies_seen: 1 },
    })
    expect(next.status).toBe(201)
    expect((await json<{ data: AdminMessage }>(next)).data.replies.map((r) => r.seq)).toEqual([1, 2])
  })

  it('keeps the reply, marked failed, when the mail provider fails: 201, never a 500', async () => {
    const { id } = await contactMessage()
    failing = true
    try {
      const res = await call(`/messages/${id}/replies`, {
        method: 'POST',
        json: { body: 'Hola de nuevo', replies_seen: 0 },
      })
      expect(res.status).toBe(201)
      expect((await json<{ data: AdminMessage }>(res)).data.replies[0]).toMatchObject({ mail_status: 'failed' })
    } finally {
      failing = false
    }
  })

  it('refuses an empty reply with a field error in the request’s language, and an unknown message with 404', async () => {
    const { id } = await contactMessage()
    const empty = await call(`/messages/${id}/replies`, {
      method: 'POST',
      locale: 'en',
      json: { body: ' ', replies_seen: 0 },
    })
    expect(empty.status).toBe(422)
    expect((await json<{ errors: Record<string, string[]> }>(empty)).errors.body).toEqual(['This field is required'])
    const missing = await call('/messages/999999/replies', { method: 'POST', json: { body: 'Hola', replies_seen: 0 } })
    expect(missing.status).toBe(404)
  })
})

describe('guest buyers under Clientes', () => {
  it('lists a guest, marked as such, with their orders, and finds them by e-mail', async () => {
    const sku = await addProduct(t, { price: 15990, stock: 10 })
    const order = await paidOrder([[sku, 1]])
    const found = await json<Paged<AdminCustomerRow>>(await call(`/customers?q=${encodeURIComponent(order.email)}`))
    expect(found.data).toEqual([
      expect.objectContaining({
        id: null,
        guest: true,
        email: order.email,
        name: 'Camila Rojas',
        orders: 1,
        recent_orders: [order.number],
      }),
    ])
    // Accounts are still listed as accounts, with their orders too.
    const account = await json<Paged<AdminCustomerRow>>(
      await call(`/customers?q=${encodeURIComponent(customer.email)}`),
    )
    expect(account.data).toEqual([expect.objectContaining({ id: customer.user.id, guest: false, recent_orders: [] })])
    // Once they open an account with that e-mail, the guest row gives way to the account.
    const joined = await registerUser(t, { email: order.email })
    const after = await json<Paged<AdminCustomerRow>>(await call(`/customers?q=${encodeURIComponent(order.email)}`))
    expect(after.data).toEqual([
      expect.objectContaining({ id: joined.user.id, guest: false, orders: 1, recent_orders: [order.number] }),
    ])
  })
})
