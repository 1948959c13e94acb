import { describe, expect, it } from 'vitest'
import { santiagoIso } from '~/lib/santiago-time'
import type { AdminOrderDetail, AdminOrderRow, Dashboard } from '~/contract/admin'
import type { CreatedOrder } from '~/contract/checkout'
import type { Paged } from '~/contract/paging'
import { clockStartsAt } from './clock'
import { createTestApi } from './harness'
import { registerUser } from './auth-helpers'
import { addProduct, json, newCart, orderBody, placeOrder, put, stockOf } from './cart-fixtures'

// The staff back-office API (docs/backoffice.md): roles, the order pipeline, concurrency, stock, audit, exports.
// Friday 4 December 2026, 11:00 in Santiago: the promise skips the weekend and the 8 December holiday.
clockStartsAt('2026-12-04T14:00:00Z')
const t = await createTestApi()

async function staffToken(role: 'staff' | 'admin' = 'admin') {
  const user = await registerUser(t)
  await t.db.prepare('UPDATE users SET role = ? WHERE id = ?').bind(role, user.user.id).run()
  return { token: user.access_token, id: user.user.id, email: user.email }
}

const admin = await staffToken('admin')
const staff = await staffToken('staff')

async function transferOrder(lines: [sku: string, qty: number][], over: Record<string, unknown> = {}) {
  const cart = await newCart(t)
  for (const [sku, qty] of lines) await put(t, cart, sku, qty)
  const res = await placeOrder(t, cart, orderBody({ payment_method: { document: '0', platform: 'transfer' }, ...over }))
  expect(res.status).toBe(201)
  return (await json<{ data: CreatedOrder }>(res)).data.order
}

const transition = (order: string, body: Record<string, unknown>, token = admin.token) =>
  t.call(`/api/admin/orders/${order}/transitions`, { method: 'POST', json: body, token })

const detail = async (order: string) =>
  (await json<{ data: AdminOrderDetail }>(await t.call(`/api/admin/orders/${order}`, { token: admin.token }))).data

// The shop's day is Santiago's: from 20:00 or 21:00 there, the UTC date is already tomorrow.
const today = () => santiagoIso(new Date()).slice(0, 10)

describe('who may use /api/admin', () => {
  it('answers 401 without a session, 403 to a customer with nothing but the message, 200 to staff', async () => {
    expect((await t.call('/api/admin/orders')).status).toBe(401)
    const customer = await registerUser(t)
    const refused = await t.call('/api/admin/orders', { token: customer.access_token })
    expect(refused.status).toBe(403)
    expect(Object.keys(await json(refused))).toEqual(['message'])
    const order = await transferOrder([[await addProduct(t, { price: 10000, stock: 3 }), 1]])
    const foreign = await t.call(`/api/admin/orders/${order.id}`, { token: customer.access_token, locale: 'en' })
    expect(foreign.status).toBe(403)
    expect(await foreign.text()).not.toContain(order.number)
    expect((await t.call('/api/admin/orders', { token: staff.token })).status).toBe(200)
  })

  it('asks a staff member to sign in again once the session is older than 12 hours', async () => {
    const member = await staffToken('staff')
    await t.db
      .prepare('UPDATE auth_sessions SET created_at = created_at - 13 * 3600 WHERE user_id = ?')
      .bind(member.id)
      .run()
    const res = await t.call('/api/admin/dashboard', { token: member.token })
    expect(res.status).toBe(401)
    expect((await json<{ errors: Record<string, string[]> }>(res)).errors.session?.[0]).toMatch(/iniciar sesión/)
  })

  it('keeps the audit log and staff management for admins', async () => {
    expect((await t.call('/api/admin/audit', { token: staff.token })).status).toBe(403)
    expect((await t.call('/api/admin/staff', { token: staff.token })).status).toBe(403)
    expect((await t.call('/api/admin/audit', { token: admin.token })).status).toBe(200)
  })
})

describe('the order pipeline', () => {
  it('confirms a transfer only with the matching amount, dispatches with a tracking code, delivers', async () => {
    const sku = await addProduct(t, { price: 12990, stock: 4 })
    const order = await transferOrder([[sku, 2]])
    expect(order.status).toBe('in_validation')

    // Placing it mailed the account data, the deadline and the promised day, in the shopper's language.
    await t.settled()
    const placed = await t.db
      .prepare('SELECT text_body FROM mail_outbox WHERE subject = ?')
      .bind(`Tu pedido ${order.number} en Vinoteca Andes`)
      .first<{ text_body: string }>()
    expect(placed?.text_body).toContain(
      `Transfiere $${order.totals.total.toLocaleString('es-CL')} indicando el pedido ${order.number}`,
    )
    expect(placed?.text_body).toContain('Número de cuenta: 00-123-45678-09')
    expect(placed?.text_body).toContain('Si recibimos tu transferencia hoy:\nLlega el miércoles 9 de diciembre.')

    const missing = await transition(order.id, { action: 'confirm', version: 0 })
    expect(missing.status).toBe(422)
    const wrong = await transition(order.id, {
      action: 'confirm',
      version: 0,
      transfer: { amount: order.totals.total - 1, transferred_on: today(), reference: 'TRX-1' },
    })
    expect(wrong.status).toBe(422)
    expect((await json<{ message: string }>(wrong)).message).toMatch(/no coincide con el total/)

    const confirmed = await transition(order.id, {
      action: 'confirm',
      version: 0,
      transfer: { amount: order.totals.total, transferred_on: today(), reference: 'TRX-778899' },
    })
    expect(confirmed.status).toBe(200)
    const afterConfirm = (await json<{ data: AdminOrderDetail }>(confirmed)).data
    expect(afterConfirm.status).toBe('paid')
    expect(afterConfirm.transfer).toMatchObject({
      amount: order.totals.total,
      reference: 'TRX-778899',
      recorded_by: admin.email,
    })
    expect(afterConfirm.actions).toEqual(['dispatch', 'cancel'])

    expect((await transition(order.id, { action: 'dispatch', version: 1, courier: 'Starken' })).status).toBe(422)
    const dispatched = await transition(order.number, {
      action: 'dispatch',
      version: 1,
      courier: 'Starken',
      tracking_code: 'STK-554433',
    })
    expect(dispatched.status).toBe(200)

    // The shopper's tracking page shows it, with the code and dates.
    const tracking = await json<{
      data: {
        status: string
        tracking_number: string
        courier: string | null
        steps: { status: string; date: string | null }[]
      }
    }>(await t.call(`/api/order-tracking?number=${order.number}&email=${order.email}`))
    expect(tracking.data.status).toBe('on_the_way')
    expect(tracking.data.tracking_number).toBe('STK-554433')
    expect(tracking.data.courier).toBe('Starken')
    expect(tracking.data.steps.filter((s) => s.date).map((s) => s.status)).toEqual([
      'in_validation',
      'confirmed',
      'on_the_way',
    ])

    expect((await transition(order.id, { action: 'deliver', version: 2 })).status).toBe(200)
    const done = await detail(order.id)
    expect(done.status).toBe('delivered')
    expect(done.actions).toEqual([])
    expect(done.timeline.filter((e) => e.kind === 'audit').map((e) => e.audit?.action)).toEqual([
      'order.confirm',
      'order.dispatch',
      'order.deliver',
    ])

    // Nothing leaves delivered: a late cancel is refused with the current state.
    const late = await transition(order.id, { action: 'cancel', version: 3, reason: 'Cliente se arrepintió' })
    expect(late.status).toBe(409)

    // Each step mailed the shopper.
    const { results } = await t.db
      .prepare('SELECT subject FROM mail_outbox WHERE to_address = ? ORDER BY id')
      .bind(order.email)
      .all<{ subject: string }>()
    const subjects = results.map((r) => r.subject).filter((s) => s.includes(order.number))
    expect(subjects).toEqual(
      expect.arrayContaining([
        `Tu pedido ${order.number}: confirmado`,
        `Tu pedido ${order.number}: en camino`,
        `Tu pedido ${order.number}: entregado`,
      ]),
    )
  })

  it("shows each step with its date and note on the registered shopper's purchase page", async () => {
    const shopper = await registerUser(t)
    const cart = await newCart(t)
    await put(t, cart, await addProduct(t, { price: 8000, stock: 3 }), 1)
    const res = await t.call(`/api/purchases?cart_id=${cart}`, {
      method: 'POST',
      token: shopper.access_token,
      headers: { 'idempotency-key': `history-${Date.now()}-abcdefgh` },
      json: orderBody({ customer: undefined, payment_method: { document: '0', platform: 'transfer' } }),
    })
    expect(res.status).toBe(201)
    const order = (await json<{ data: CreatedOrder }>(res)).data.order
    const amount = order.totals.total
    await transition(order.id, {
      action: 'confirm',
      version: 0,
      transfer: { amount, transferred_on: today(), reference: 'H-1' },
    })
    await transition(order.id, { action: 'dispatch', version: 1, courier: 'Chilexpress', tracking_code: 'CX-778' })
    const purchase = await json<{
      data: { status: string; history: { status: string; date: string; note: string | null }[] }
    }>(await t.call(`/api/profile/purchases/${order.id}`, { token: shopper.access_token }))
    expect(purchase.data.status).toBe('on_the_way')
    expect(purchase.data.history.map((e) => [e.status, e.note])).toEqual([
      ['in_validation', null],
      ['paid', null],
      ['on_the_way', 'Chilexpress · CX-778'],
    ])
    expect(purchase.data.history.every((e) => !Number.isNaN(Date.parse(e.date)))).toBe(true)
  })

  it('refuses transitions the state machine does not allow, and a stale version', async () => {
    const order = await transferOrder([[await addProduct(t, { price: 5000, stock: 2 }), 1]])
    const skip = await transition(order.id, { action: 'deliver', version: 0 })
    expect(skip.status).toBe(409)
    expect((await json<{ message: string }>(skip)).message).toMatch(/en validación/)
    expect(
      (await transition(order.id, { action: 'dispatch', version: 0, courier: 'X', tracking_code: 'Y1' })).status,
    ).toBe(409)
    const stale = await transition(order.id, { action: 'cancel', version: 7, reason: 'Sin stock real' })
    expect(stale.status).toBe(409)
    expect((await json<{ current: { status: string; version: number } }>(stale)).current).toEqual({
      status: 'in_validation',
      version: 0,
    })
    expect((await transition(order.id, { action: 'fly', version: 0 })).status).toBe(422)
    expect((await t.call('/api/admin/orders/%27', { token: admin.token })).status).toBe(404)
  })

  it('cancels with a reason and returns every unit to stock', async () => {
    const a = await addProduct(t, { price: 8000, stock: 5 })
    const b = await addProduct(t, { price: 3000, stock: 2 })
    const order = await transferOrder([
      [a, 3],
      [b, 2],
    ])
    expect([await stockOf(t, a), await stockOf(t, b)]).toEqual([2, 0])
    const cancelled = await transition(order.id, { action: 'cancel', version: 0, reason: 'Transferencia nunca llegó' })
    expect(cancelled.status).toBe(200)
    expect([await stockOf(t, a), await stockOf(t, b)]).toEqual([5, 2])
    const view = await detail(order.id)
    expect(view.cancel_reason).toBe('Transferencia nunca llegó')
    // Going back to stock from 0 wakes the back-in-stock alerts like any other path.
    const again = await transition(order.id, { action: 'cancel', version: 1, reason: 'otra vez' })
    expect(again.status).toBe(409)
    expect([await stockOf(t, a), await stockOf(t, b)]).toEqual([5, 2])
  })

  it('lets exactly one of two people acting on the same order at once win', async () => {
    for (let round = 0; round < 5; round++) {
      const sku = await addProduct(t, { price: 7000, stock: 3 })
      const order = await transferOrder([[sku, 3]])
      const confirm = {
        action: 'confirm',
        version: 0,
        transfer: { amount: order.totals.total, transferred_on: today(), reference: `R${round}` },
      }
      const cancel = { action: 'cancel', version: 0, reason: 'Pedido duplicado' }
      const [x, y] = await Promise.all([
        transition(order.id, confirm, admin.token),
        transition(order.id, cancel, staff.token),
      ])
      expect([x.status, y.status].sort()).toEqual([200, 409])
      const view = await detail(order.id)
      expect(view.version).toBe(1)
      // Stock matches the winner: all back after a cancel, still taken after a confirm.
      expect(await stockOf(t, sku)).toBe(view.status === 'cancelled' ? 3 : 0)
      expect(view.timeline.filter((e) => e.kind === 'audit')).toHaveLength(1)
    }
  })

  it('lists, filters, searches and pages orders on the server', async () => {
    const order = await transferOrder([[await addProduct(t, { price: 4500, stock: 5 }), 1]], {
      customer: {
        name: 'Ignacio',
        surname: 'Valdivieso',
        rut: '9.876.543-3',
        email: 'ignacio.v@example.cl',
        phone: '+56 9 1111 2222',
      },
    })
    const list = async (qs: string) =>
      json<Paged<AdminOrderRow>>(await t.call(`/api/admin/orders?${qs}`, { token: admin.token }))
    for (const q of [order.number, 'ignacio.v@example', 'Valdivieso', '98765433', '9.876.543-3']) {
      const found = await list(`q=${encodeURIComponent(q)}`)
      expect(
        found.data.map((o) => o.number),
        q,
      ).toContain(order.number)
    }
    expect((await list('status=in_validation&payment=transfer')).data.every((o) => o.status === 'in_validation')).toBe(
      true,
    )
    expect((await list('status=delivered&q=' + order.number)).total).toBe(0)
    const page = await list('per_page=2&page=1&sort=total&dir=asc')
    expect(page.data).toHaveLength(2)
    expect(page.data[0]!.total).toBeLessThanOrEqual(page.data[1]!.total)
    expect((await t.call('/api/admin/orders?per_page=5000', { token: admin.token })).status).toBe(422)
    expect((await t.call('/api/admin/orders?from=ayer', { token: admin.token })).status).toBe(422)
  })
})

describe('stock', () => {
  it('adjusts with a reason, never below 0, and refuses a change on stale numbers', async () => {
    const sku = await addProduct(t, { price: 9990, stock: 0 })
    const id = Number(sku.slice(2))
    const adjust = (body: Record<string, unknown>) =>
      t.call(`/api/admin/products/${id}/stock`, {
        method: 'POST',
        json: { sku, note: '', ...body },
        token: staff.token,
      })
    await t.db
      .prepare(`INSERT INTO stock_alerts (product_id, email, locale, token) VALUES (?, 'espera@example.cl', 'es', ?)`)
      .bind(id, `tok-${id}`)
      .run()

    expect((await adjust({ reason: 'received', quantity: 12, expected_stock: 0 })).status).toBe(200)
    expect(await stockOf(t, sku)).toBe(12)
    const alert = await t.db
      .prepare('SELECT due_at FROM stock_alerts WHERE product_id = ?')
      .bind(id)
      .first<{ due_at: string | null }>()
    expect(alert?.due_at).not.toBeNull()

    expect((await adjust({ reason: 'broken', quantity: 13, expected_stock: 12 })).status).toBe(422)
    expect((await adjust({ reason: 'broken', quantity: 2, expected_stock: 12 })).status).toBe(200)
    const stale = await adjust({ reason: 'count', quantity: 7, expected_stock: 12 })
    expect(stale.status).toBe(409)
    expect((await json<{ current: { stock: number } }>(stale)).current.stock).toBe(10)
    expect((await adjust({ reason: 'count', quantity: 7, expected_stock: 10 })).status).toBe(200)
    expect(await stockOf(t, sku)).toBe(7)

    const [p, q] = await Promise.all([
      adjust({ reason: 'broken', quantity: 1, expected_stock: 7 }),
      adjust({ reason: 'broken', quantity: 1, expected_stock: 7 }),
    ])
    expect([p.status, q.status].sort()).toEqual([200, 409])
    expect(await stockOf(t, sku)).toBe(6)

    const { results } = await t.db
      .prepare('SELECT reason, stock_before, stock_after FROM stock_adjustments WHERE sku = ? ORDER BY id')
      .bind(sku)
      .all()
    expect(results).toEqual([
      { reason: 'received', stock_before: 0, stock_after: 12 },
      { reason: 'broken', stock_before: 12, stock_after: 10 },
      { reason: 'count', stock_before: 10, stock_after: 7 },
      { reason: 'broken', stock_before: 7, stock_after: 6 },
    ])
    const low = await json<Paged<{ sku: string }>>(
      await t.call(`/api/admin/stock?low_stock=6&q=${sku}`, { token: staff.token }),
    )
    expect(low.data.map((i) => i.sku)).toEqual([sku])
  })

  it('hides a product from the shop with the active flag', async () => {
    const sku = await addProduct(t, { price: 9990, stock: 3 })
    const id = Number(sku.slice(2))
    const res = await t.call(`/api/admin/products/${id}/active`, {
      method: 'PUT',
      json: { active: false },
      token: staff.token,
    })
    expect(res.status).toBe(200)
    expect((await t.call(`/api/wines/test-${id}`)).status).toBe(404)
    await t.call(`/api/admin/products/${id}/active`, { method: 'PUT', json: { active: true }, token: staff.token })
    expect((await t.call(`/api/wines/test-${id}`)).status).toBe(200)
  })

  it('the flag shows in lists and facets at once', async () => {
    const sku = await addProduct(t, { price: 9990, stock: 3 })
    const id = Number(sku.slice(2))
    const total = async () => (await json<{ data: { total: number } }>(await t.call('/api/wines/filters'))).data.total
    const flag = (active: boolean) =>
      t.call(`/api/admin/products/${id}/active`, { method: 'PUT', json: { active }, token: staff.token })
    expect((await flag(false)).status).toBe(200)
    const without = await total()
    expect((await flag(true)).status).toBe(200)
    expect(await total()).toBe(without + 1)
    expect((await flag(false)).status).toBe(200)
    expect(await total()).toBe(without)
    await flag(true)
  })
})

describe('stock on the product page, read live', () => {
  const shown = async (id: number) =>
    (await json<{ data: { stock: number } }>(await t.call(`/api/wines/test-${id}`))).data.stock

  it('a staff count and a sale each show on the next view', async () => {
    const sku = await addProduct(t, { price: 9990, stock: 3 })
    const id = Number(sku.slice(2))
    expect(await shown(id)).toBe(3)
    expect(await shown(id)).toBe(3)

    await transferOrder([[sku, 1]])
    expect(await shown(id)).toBe(2)

    const count = await t.call(`/api/admin/products/${id}/stock`, {
      method: 'POST',
      json: { sku, note: '', reason: 'count', quantity: 0, expected_stock: 2 },
      token: staff.token,
    })
    expect(count.status).toBe(200)
    expect(await shown(id)).toBe(0)
  })
})

describe('the audit log', () => {
  it('records who did what with before and after, and cannot be edited', async () => {
    const order = await transferOrder([[await addProduct(t, { price: 2000, stock: 2 }), 1]])
    await transition(order.id, { action: 'cancel', version: 0, reason: 'Prueba de auditoría' }, staff.token)
    const log = await json<Paged<{ actor_email: string; action: string; before: unknown; after: { status: string } }>>(
      await t.call(`/api/admin/audit?entity_type=order&entity_id=${order.id}`, { token: admin.token }),
    )
    expect(log.data).toHaveLength(1)
    expect(log.data[0]).toMatchObject({
      actor_email: staff.email,
      action: 'order.cancel',
      before: { status: 'in_validation', version: 0 },
      after: { status: 'cancelled', reason: 'Prueba de auditoría' },
    })
    await expect(t.db.prepare(`UPDATE audit_log SET action = 'x'`).run()).rejects.toThrow(/append-only/)
    await expect(t.db.prepare(`DELETE FROM audit_log`).run()).rejects.toThrow(/append-only/)
  })
})

describe('dashboard and exports', () => {
  it('counts what the order list shows for the same filters', async () => {
    const board = (await json<{ data: Dashboard }>(await t.call('/api/admin/dashboard', { token: staff.token }))).data
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date())
    const list = await json<Paged<AdminOrderRow>>(
      await t.call(`/api/admin/orders?status=placed&from=${day}&to=${day}`, { token: staff.token }),
    )
    expect(board.today.orders).toBe(list.total)
    const pending = await json<Paged<AdminOrderRow>>(
      await t.call('/api/admin/orders?status=in_validation', { token: staff.token }),
    )
    expect(board.pending_transfers).toBe(pending.total)
    expect(board.last_7_days.orders).toBeGreaterThanOrEqual(board.today.orders)
  })

  it('exports orders with the tax document as CSV for Excel in Spanish', async () => {
    const order = await transferOrder([[await addProduct(t, { price: 15990, stock: 2 }), 1]], {
      payment_method: { document: '1', platform: 'transfer' },
      invoice: {
        reason: 'Comercial Ñuble; Ltda.',
        rut: '76.123.456-0',
        giro: 'Venta de vinos',
        address: 'Av. Libertad 100',
        apartment: '',
        region_id: 7,
        commune_id: 13101,
        phone: '+56912345678',
        email: 'facturas@nuble.cl',
      },
    })
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date())
    const res = await t.call(`/api/admin/exports/orders.csv?from=${day}&to=${day}`, { token: staff.token })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes.slice(3))
    const [header, ...rows] = text.trim().split('\r\n')
    expect(header).toBe(
      'Número;Fecha;Estado;Cliente;RUT cliente;Correo;Teléfono;Documento;RUT factura;Razón social;Giro;Subtotal;Ofertas;Cupón;Descuento;Despacho;Caja de regalo;Total;Medio de pago;Estado del pago;Devuelto;Neto pagado;Región;Comuna',
    )
    const line = rows.find((r) => r.startsWith(`${order.number};`))
    expect(line).toContain(';En validación;Camila Rojas;12.345.678-5;')
    // The phone the courier calls, as staff dial it (behind the apostrophe that keeps a spreadsheet from reading a
    // leading + as a formula), and on the order page.
    expect(line).toContain(";'+56 9 8765 4321;Factura;")
    expect((await detail(order.id)).customer.phone).toBe('+56987654321')
    expect(line).toContain(';Factura;76.123.456-0;"Comercial Ñuble; Ltda.";Venta de vinos;15990;0;0;0;')
    expect(line).toContain(';Transferencia;')
    expect(
      (await t.call('/api/admin/exports/orders.csv?from=2026-02-01&to=2026-01-01', { token: staff.token })).status,
    ).toBe(422)
    // Without dates: the current month (the list's default), not a refusal.
    expect((await t.call('/api/admin/exports/orders.csv', { token: staff.token })).status).toBe(200)
  })
})

describe('reservations and messages', () => {
  it('marks a contact message answered once', async () => {
    const { meta } = await t.db
      .prepare(
        `INSERT INTO contact_messages (kind, first_name, last_name, email, phone, motive, message) VALUES ('person', 'Ana', 'Pérez', 'ana@example.cl', '+56911111111', 'otro', 'Hola')`,
      )
      .run()
    const id = meta.last_row_id
    const open = await json<Paged<{ id: number }>>(await t.call('/api/admin/messages', { token: staff.token }))
    expect(open.data.map((m) => m.id)).toContain(id)
    expect((await t.call(`/api/admin/messages/${id}/answered`, { method: 'POST', token: staff.token })).status).toBe(
      200,
    )
    expect((await t.call(`/api/admin/messages/${id}/answered`, { method: 'POST', token: staff.token })).status).toBe(
      409,
    )
    expect((await t.call('/api/admin/messages/99999999/answered', { method: 'POST', token: staff.token })).status).toBe(
      404,
    )
  })

  it('cancels a table reservation, frees its places and mails the guest', async () => {
    await t.db
      .prepare(`INSERT OR IGNORE INTO wine_bar_slots (slot_date, slot_time, guests) VALUES ('2030-01-10', '20:00', 0)`)
      .run()
    await t.db
      .prepare(`UPDATE wine_bar_slots SET guests = guests + 4 WHERE slot_date = '2030-01-10' AND slot_time = '20:00'`)
      .run()
    const { meta } = await t.db
      .prepare(
        `INSERT INTO table_reservations (code, slot_date, slot_time, people, motive, first_name, last_name, email, phone, locale)
         VALUES ('MS-TEST-0001', '2030-01-10', '20:00', 4, 'amigos', 'Luis', 'Soto', 'luis@example.cl', '56911111111', 'en')`,
      )
      .run()
    const day = await json<{ data: { code: string }[] }>(
      await t.call('/api/admin/reservations/tables?date=2030-01-10', { token: staff.token }),
    )
    expect(day.data.map((r) => r.code)).toContain('MS-TEST-0001')
    const res = await t.call(`/api/admin/reservations/table/${meta.last_row_id}/status`, {
      method: 'POST',
      json: { status: 'cancelled' },
      token: staff.token,
    })
    expect(res.status).toBe(200)
    const slot = await t.db
      .prepare(`SELECT guests FROM wine_bar_slots WHERE slot_date = '2030-01-10' AND slot_time = '20:00'`)
      .first<{ guests: number }>()
    expect(slot?.guests).toBe(0)
    const mail = await t.db
      .prepare(`SELECT subject FROM mail_outbox WHERE to_address = 'luis@example.cl'`)
      .first<{ subject: string }>()
    expect(mail?.subject).toBe('Booking MS-TEST-0001 cancelled')
    const twice = await t.call(`/api/admin/reservations/table/${meta.last_row_id}/status`, {
      method: 'POST',
      json: { status: 'cancelled' },
      token: staff.token,
    })
    expect(twice.status).toBe(409)
  })
})

describe('staff', () => {
  it('invites by e-mail, the invited person accepts, an admin revokes', async () => {
    const person = await registerUser(t)
    const invite = await t.call('/api/admin/staff/invitations', {
      method: 'POST',
      json: { email: person.email, role: 'staff' },
      token: admin.token,
    })
    expect(invite.status).toBe(201)
    const mail = await t.db
      .prepare('SELECT text_body FROM mail_outbox WHERE to_address = ? ORDER BY id DESC')
      .bind(person.email)
      .first<{ text_body: string }>()
    const token = /invitacion\?token=([\w%-]+)/.exec(mail!.text_body)?.[1]
    expect(token).toMatch(/^[\w%-]{20,}$/)
    expect((await t.call('/api/admin/orders', { token: person.access_token })).status).toBe(403)

    const other = await registerUser(t)
    const wrongPerson = await t.call('/api/admin/invitations/accept', {
      method: 'POST',
      json: { token: decodeURIComponent(token!) },
      token: other.access_token,
    })
    expect(wrongPerson.status).toBe(403)
    const accepted = await t.call('/api/admin/invitations/accept', {
      method: 'POST',
      json: { token: decodeURIComponent(token!) },
      token: person.access_token,
    })
    expect(accepted.status).toBe(200)
    expect((await t.call('/api/admin/orders', { token: person.access_token })).status).toBe(200)

    const revoked = await t.call(`/api/admin/staff/${person.user.id}`, { method: 'DELETE', token: admin.token })
    expect(revoked.status).toBe(200)
    // Revoking ends the person's sessions at once.
    expect((await t.call('/api/admin/orders', { token: person.access_token })).status).toBe(401)
    expect((await t.call(`/api/admin/staff/${admin.id}`, { method: 'DELETE', token: admin.token })).status).toBe(409)
  })
})

describe('photos', () => {
  // The smallest valid PNG (1×1) and a text file pretending to be one.
  const png = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
    (ch) => ch.charCodeAt(0),
  )
  const upload = (path: string, file: Blob, name = 'foto.png') => {
    const form = new FormData()
    form.append('photo', new File([file], name, { type: 'image/png' }))
    form.append('alt', 'Botella de frente')
    return t.call(path, { method: 'POST', body: form, token: staff.token })
  }

  it('stores the original in R2 and the product serves it with srcset and its size', async () => {
    const sku = await addProduct(t, { price: 19990, stock: 2 })
    const id = Number(sku.slice(2))
    const res = await upload(`/api/admin/products/${id}/photos`, new Blob([png]))
    expect(res.status).toBe(201)
    const photo = (await json<{ data: { src: string; width: number; height: number } }>(res)).data
    expect(photo).toMatchObject({ width: 1, height: 1 })
    const key = photo.src.replace('/img/f/', '')
    expect(key).toMatch(new RegExp(`^product-${id}-[0-9a-f-]{36}\\.png$`))

    const product = await json<{ data: { photos: { src: string; srcset: string; alt: string; width: number }[] } }>(
      await t.call(`/api/wines/test-${id}`),
    )
    expect(product.data.photos[0]).toMatchObject({ alt: 'Botella de frente', srcset: `/img/f/${key} 1w`, width: 1 })
    const stored = await t.env.PHOTOS!.get(key)
    expect(stored?.httpMetadata?.contentType).toBe('image/png')
  })

  it('offers resized copies where Cloudflare image transformations are on', async () => {
    const { toPhotoViews } = await import('~/api/catalog/photos')
    const [view] = toPhotoViews(
      [{ id: 1, key: 'product-1-x.jpg', content_type: 'image/jpeg', width: 1500, height: 1000, alt: '' }],
      true,
    )
    expect(view!.srcset.split(', ').map((s) => s.split(' ')[1])).toEqual(['320w', '640w', '960w', '1280w', '1500w'])
    expect(view!.srcset).toContain('/cdn-cgi/image/width=640,format=auto,quality=82/img/f/product-1-x.jpg 640w')
  })

  it('gives an event one cover: a new upload replaces the old one', async () => {
    const event = await t.db.prepare('SELECT id FROM events LIMIT 1').first<{ id: number }>()
    const first = await upload(`/api/admin/events/${event!.id}/photos`, new Blob([png]))
    expect(first.status).toBe(201)
    const second = await upload(`/api/admin/events/${event!.id}/photos`, new Blob([png]))
    expect(second.status).toBe(201)
    const list = await json<{ data: unknown[] }>(
      await t.call(`/api/admin/events/${event!.id}/photos`, { token: staff.token }),
    )
    expect(list.data).toHaveLength(1)
  })

  it('stores a photo only when it holds together as the image it claims, within 40 megapixels', async () => {
    // A real 4 × 3 JPEG (Chromium's canvas, without its APP segments).
    const jpeg = Uint8Array.from(
      atob(
        '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAADAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAbEAACAwEBAQAAAAAAAAAAAAABBAACEQMhEv/EABUBAQEAAAAAAAAAAAAAAAAAAAIG/8QAFxEBAQEBAAAAAAAAAAAAAAAAAQARIf/aAAwDAQACEQMRAD8AmbrbL7N2XmOzLF8+uva5ve2DBpPp8AERENdhnC//2Q==',
      ),
      (ch) => ch.charCodeAt(0),
    )
    const sku = await addProduct(t, { price: 19990, stock: 2 })
    const id = Number(sku.slice(2))
    const path = `/api/admin/products/${id}/photos`
    const stored = async () =>
      (await t.db
        .prepare("SELECT COUNT(*) AS n FROM photos WHERE entity_type = 'product' AND entity_id = ?")
        .bind(id)
        .first<{ n: number }>())!.n

    // 9 MB of random bytes behind a JPEG header.
    const random = new Uint8Array(9 * 1024 * 1024)
    for (let at = 0; at < random.length; at += 65536) crypto.getRandomValues(random.subarray(at, at + 65536))
    random.set([0xff, 0xd8, 0xff, 0xe0])
    const fake = await upload(path, new Blob([random]), 'foto.jpg')
    expect(fake.status).toBe(422)
    expect((await json<{ message: string }>(fake)).message).toMatch(/no es una imagen JPEG, PNG, WebP o AVIF/)
    expect(await stored()).toBe(0)

    const real = await upload(path, new Blob([jpeg]), 'foto.jpg')
    expect(real.status).toBe(201)
    const photo = (await json<{ data: { src: string; width: number; height: number } }>(real)).data
    expect(photo).toMatchObject({ width: 4, height: 3 })
    expect(photo.src).toMatch(/\.jpg$/)
    expect((await t.env.PHOTOS!.get(photo.src.replace('/img/f/', '')))?.httpMetadata?.contentType).toBe('image/jpeg')
    expect(await stored()).toBe(1)

    // The same JPEG with a frame header claiming 41612 × 11826 pixels (492 megapixels).
    const large = jpeg.slice()
    const sof = large.findIndex((b, i) => b === 0xff && large[i + 1] === 0xc0)
    new DataView(large.buffer).setUint16(sof + 5, 11826)
    new DataView(large.buffer).setUint16(sof + 7, 41612)
    const tooMany = await upload(path, new Blob([large]), 'foto.jpg')
    expect(tooMany.status).toBe(422)
    const refused = await json<{ message: string; errors: { photo: string[] } }>(tooMany)
    expect(refused.message).toBe(
      'La imagen mide 41612 × 11826 píxeles, más de 40 megapíxeles. Redúcela e inténtalo de nuevo.',
    )
    expect(refused.errors.photo).toEqual([refused.message])
    const form = new FormData()
    form.append('photo', new File([large], 'photo.jpg'))
    const english = await t.call(path, { method: 'POST', body: form, token: staff.token, locale: 'en' })
    expect((await json<{ message: string }>(english)).message).toBe(
      'The image is 41612 × 11826 pixels, more than 40 megapixels. Make it smaller and try again.',
    )
    expect(await stored()).toBe(1)
  })

  it('refuses what is not a photo, an SVG with script and a file over 10 MB, with a clear message', async () => {
    const sku = await addProduct(t, { price: 19990, stock: 2 })
    const path = `/api/admin/products/${Number(sku.slice(2))}/photos`
    const text = await upload(path, new Blob(['hola, no soy una imagen']))
    expect(text.status).toBe(422)
    expect((await json<{ message: string }>(text)).message).toMatch(/no es una imagen JPEG, PNG, WebP o AVIF/)
    const svg = await upload(
      path,
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>']),
      'foto.svg',
    )
    expect(svg.status).toBe(422)
    const big = new Uint8Array(10 * 1024 * 1024 + 10)
    big.set(png)
    const huge = await upload(path, new Blob([big]))
    expect(huge.status).toBe(422)
    expect((await json<{ message: string }>(huge)).message).toMatch(/más de 10 MB/)
    const broken = await t.call(path, {
      method: 'POST',
      body: '--x\r\nbroken',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      token: staff.token,
    })
    expect(broken.status).toBe(422)
    // Customers cannot upload at all.
    const customer = await registerUser(t)
    const form = new FormData()
    form.append('photo', new File([png], 'a.png'))
    expect((await t.call(path, { method: 'POST', body: form, token: customer.access_token })).status).toBe(403)
  })
})
