import { describe, expect, it } from 'vitest'
import type { CreatedOrder } from '~/contract/checkout'
import { deliverDueStockAlerts } from '~/api/stock-alerts/service'
import { registerUser, uniqueEmail } from './auth-helpers'
import { addProduct, json, newCart, orderBody, placeOrder, put } from './cart-fixtures'
import { createTestApi } from './harness'

// Every e-mail's links point where the shop answers: the configured public origin, or, on a local run without one,
// the origin the shopper is on (the storefront names it in x-shop-origin), never a fixed local address.

const PUBLIC = 'https://tienda.vinotecaandes.cl'
const t = await createTestApi({ PUBLIC_SITE_URL: PUBLIC })
const local = { env: { PUBLIC_SITE_URL: undefined }, headers: { 'x-shop-origin': 'http://localhost:3007' } }

async function mailTo(email: string): Promise<string> {
  await t.settled()
  const row = await t.db
    .prepare('SELECT text_body FROM mail_outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1')
    .bind(email)
    .first<{ text_body: string }>()
  if (!row) throw new Error(`no mail to ${email}`)
  return row.text_body
}

/** Every http(s) address the e-mail holds. */
const links = (text: string) => text.match(/https?:\/\/[^\s)]+/g) ?? []

async function staff(role: 'admin' | 'staff') {
  const user = await registerUser(t, { first_name: 'Andrea', last_name: 'Lagos' })
  await t.db.prepare('UPDATE users SET role = ? WHERE id = ?').bind(role, user.user.id).run()
  return user.access_token
}
const admin = await staff('admin')

describe('password reset', () => {
  it('links to the configured public origin', async () => {
    const user = await registerUser(t)
    expect((await t.call('/api/recover', { method: 'POST', json: { email: user.email } })).status).toBe(200)
    const found = links(await mailTo(user.email))
    expect(found.length).toBeGreaterThan(0)
    for (const link of found) expect(link.startsWith(`${PUBLIC}/reiniciar-contrasena?token=`)).toBe(true)
  })

  it('without one, links to the origin the shopper is on', async () => {
    const user = await registerUser(t)
    await t.call('/api/recover', { method: 'POST', json: { email: user.email }, ...local })
    const text = await mailTo(user.email)
    expect(text).toContain('http://localhost:3007/reiniciar-contrasena?token=')
    expect(text).not.toContain('localhost:3000')
  })
})

describe('staff invitation', () => {
  it('links to the configured origin, or locally to the request’s', async () => {
    const email = uniqueEmail('invitada')
    const invite = (init = {}) =>
      t.call('/api/admin/staff/invitations', {
        method: 'POST',
        json: { email, role: 'staff' },
        token: admin,
        ...init,
      })
    expect((await invite()).status).toBe(201)
    expect(await mailTo(email)).toContain(`${PUBLIC}/gestion/invitacion?token=`)
    expect((await invite(local)).status).toBe(201)
    const text = await mailTo(email)
    expect(text).toContain('http://localhost:3007/gestion/invitacion?token=')
    expect(text).not.toContain('localhost:3000')
  })
})

describe('refund', () => {
  it('opens this order through its signed tracking link on the public origin', async () => {
    const sku = await addProduct(t, { price: 15000, stock: 10 })
    const cart = await newCart(t)
    await put(t, cart, sku, 1)
    const placed = await placeOrder(t, cart, orderBody({ payment_method: { document: '0', platform: 'transfer' } }))
    const { order } = (await json<{ data: CreatedOrder }>(placed)).data
    const call = (path: string, body: unknown) =>
      t.call(`/api/admin/orders/${path}`, { method: 'POST', json: body, token: admin })
    const confirmed = await call(`${order.id}/transitions`, {
      action: 'confirm',
      version: 0,
      transfer: {
        amount: order.totals.total,
        transferred_on: new Date().toISOString().slice(0, 10),
        reference: 'OP-1',
      },
    })
    expect(confirmed.status).toBe(200)
    const refunded = await call(`${order.number}/refunds`, {
      expected_refunded: 0,
      reason: 'Una botella llegó rota',
      lines: [{ sku, qty: 1 }],
      reference: 'DEV-77',
    })
    expect(refunded.status).toBe(201)
    const text = await mailTo(order.email)
    const link = links(text).find((l) => l.includes('/seguimiento'))
    expect(link).toBeDefined()
    const url = new URL(link!)
    expect(url.origin).toBe(PUBLIC)
    expect(url.searchParams.get('numero')).toBe(order.number)
    const opened = await t.call(
      `/api/order-tracking/link?${new URLSearchParams({ number: order.number, key: url.searchParams.get('clave')! })}`,
    )
    expect(opened.status).toBe(200)
  })
})

describe('back-in-stock alerts (a scheduled run, no request to take an origin from)', () => {
  it('link to the configured origin, and wait while none is configured', async () => {
    const product = (await t.db
      .prepare(
        "SELECT id, slug FROM products WHERE product_type = 'App\\Models\\Wine' AND stock > 0 ORDER BY id LIMIT 1",
      )
      .first<{ id: number; slug: string }>())!
    await t.db.prepare('UPDATE products SET stock = 0 WHERE id = ?').bind(product.id).run()
    const email = uniqueEmail('aviso')
    const subscribed = await t.call('/api/stock-alerts', { method: 'POST', json: { slug: product.slug, email } })
    expect(subscribed.status).toBe(201)
    await t.db.prepare('UPDATE products SET stock = 6 WHERE id = ?').bind(product.id).run()

    expect(await deliverDueStockAlerts(t.db, { ...t.env, PUBLIC_SITE_URL: undefined })).toBe(0)
    expect(await deliverDueStockAlerts(t.db, t.env)).toBeGreaterThanOrEqual(1)
    const found = links(await mailTo(email))
    expect(found.length).toBe(2)
    for (const link of found) expect(link.startsWith(`${PUBLIC}/`)).toBe(true)
  })
})
