import { beforeAll, describe, expect, it } from 'vitest'
import { deliverDueStockAlerts } from '~/api/stock-alerts/service'
import { registerUser, uniqueEmail } from './auth-helpers'
import { createTestApi, type TestApi } from './harness'

// Back-in-stock alerts: subscribe on a sold-out product, one e-mail in the subscriber's language when stock rises
// from 0 by any path, then the alert is spent; unsubscribe by the e-mail's token.

let t: TestApi
let soldOut: { id: number; slug: string; name: string }
let inStock: { slug: string }

beforeAll(async () => {
  // The alerts go from a scheduled run: their links need the configured public origin.
  t = await createTestApi({ PUBLIC_SITE_URL: 'https://vinotecaandes.cl' })
  soldOut = (await t.db
    .prepare(
      "SELECT id, slug, name FROM products WHERE product_type = 'App\\Models\\Wine' AND stock > 0 ORDER BY id LIMIT 1",
    )
    .first())!
  await t.db.prepare('UPDATE products SET stock = 0 WHERE id = ?').bind(soldOut.id).run()
  inStock = (await t.db
    .prepare("SELECT slug FROM products WHERE product_type = 'App\\Models\\Wine' AND stock > 0 ORDER BY id LIMIT 1")
    .first())!
})

const outbox = (to: string) =>
  t.db
    .prepare('SELECT subject, text_body FROM mail_outbox WHERE to_address = ? ORDER BY id')
    .bind(to)
    .all<{ subject: string; text_body: string }>()
    .then((r) => r.results)

describe('/api/stock-alerts', () => {
  it('e-mails each subscriber once, in their language, when the product comes back', async () => {
    const guest = uniqueEmail('aviso')
    const english = uniqueEmail('alert')
    const subscribe = (email: string, locale: string) =>
      t.call('/api/stock-alerts', { method: 'POST', locale, json: { slug: soldOut.slug, email } })
    const res = await subscribe(guest, 'es')
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ data: { message: 'Listo: te avisaremos por correo cuando vuelva.' } })
    expect((await subscribe(guest, 'es')).status).toBe(201) // asking twice keeps one alert
    expect((await subscribe(english, 'en')).status).toBe(201)

    // Nothing is sent while the product is still sold out.
    expect(await deliverDueStockAlerts(t.db, t.env)).toBe(0)

    // Any path that puts stock back (here: plain SQL, as a staff adjustment or a cancelled order would).
    await t.db.prepare('UPDATE products SET stock = 6 WHERE id = ?').bind(soldOut.id).run()
    expect(await deliverDueStockAlerts(t.db, t.env)).toBe(2)
    const [es] = await outbox(guest)
    expect(es!.subject).toBe(`Volvió: ${soldOut.name} · Vinoteca Andes`)
    expect(es!.text_body).toContain(`/productos/${soldOut.slug}?t=w`)
    expect(es!.text_body).toMatch(/\/avisos\/cancelar\?token=[A-Za-z0-9_-]{40,}/)
    const [en] = await outbox(english)
    expect(en!.subject).toBe(`Back in stock: ${soldOut.name} · Vinoteca Andes`)

    // The alert is spent: selling out and coming back again sends nothing more.
    await t.db.prepare('UPDATE products SET stock = 0 WHERE id = ?').bind(soldOut.id).run()
    await t.db.prepare('UPDATE products SET stock = 2 WHERE id = ?').bind(soldOut.id).run()
    expect(await deliverDueStockAlerts(t.db, t.env)).toBe(0)
    expect(await outbox(guest)).toHaveLength(1)
  })

  it('lets a signed-in shopper subscribe with one click and anyone unsubscribe by token', async () => {
    await t.db.prepare('UPDATE products SET stock = 0 WHERE id = ?').bind(soldOut.id).run()
    const user = await registerUser(t)
    const res = await t.call('/api/stock-alerts', {
      method: 'POST',
      token: user.access_token,
      json: { slug: soldOut.slug },
    })
    expect(res.status).toBe(201)
    const alert = await t.db
      .prepare('SELECT token FROM stock_alerts WHERE email = ? AND notified_at IS NULL')
      .bind(user.email)
      .first<{ token: string }>()
    const off = await t.call(`/api/stock-alerts/${alert!.token}`, { method: 'DELETE' })
    expect(off.status).toBe(200)
    expect((await t.call(`/api/stock-alerts/${alert!.token}`, { method: 'DELETE' })).status).toBe(404)
    await t.db.prepare('UPDATE products SET stock = 3 WHERE id = ?').bind(soldOut.id).run()
    await deliverDueStockAlerts(t.db, t.env)
    expect(await outbox(user.email)).toEqual([])
  })

  it('refuses bad input with the shop error shape', async () => {
    const noEmail = await t.call('/api/stock-alerts', { method: 'POST', json: { slug: soldOut.slug } })
    expect(noEmail.status).toBe(422)
    expect(await noEmail.json()).toEqual({
      message: 'Ingresa tu correo para avisarte.',
      errors: { email: ['Ingresa tu correo para avisarte.'] },
    })
    const missing = await t.call('/api/stock-alerts', {
      method: 'POST',
      json: { slug: 'no-existe-este-vino', email: uniqueEmail() },
    })
    expect(missing.status).toBe(404)
    const available = await t.call('/api/stock-alerts', {
      method: 'POST',
      locale: 'en',
      json: { slug: inStock.slug, email: uniqueEmail() },
    })
    expect(available.status).toBe(409)
    expect(await available.json()).toEqual({ message: 'This product is already available.' })
    const badEmail = await t.call('/api/stock-alerts', { method: 'POST', json: { slug: soldOut.slug, email: 'x@' } })
    expect(badEmail.status).toBe(422)
  })
})
