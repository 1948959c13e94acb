import { describe, expect, it } from 'vitest'
import type { AdminCatalogueRow, AdminProduct } from '~/contract/admin-catalogue'
import type { Cart } from '~/contract/cart'
import type { ProductDetail, ProductList } from '~/contract/catalog'
import type { Paged } from '~/contract/paging'
import { santiagoIso } from '~/lib/santiago-time'
import { createTestApi } from './harness'
import { registerUser } from './auth-helpers'
import { json, newCart, put } from './cart-fixtures'

// The back-office's catalogue (docs/backoffice.md "Catalogue", "Prices and offers"): who may edit, validation,
// two people saving at once, the audit row, and what shoppers see after a save.
const t = await createTestApi()

async function staffToken(role: 'staff' | 'admin') {
  const user = await registerUser(t)
  await t.db.prepare('UPDATE users SET role = ? WHERE id = ?').bind(role, user.user.id).run()
  return { token: user.access_token, id: user.user.id, email: user.email }
}
const admin = await staffToken('admin')
const staff = await staffToken('staff')
const customer = await registerUser(t)

/** A Santiago 'YYYY-MM-DDTHH:mm' some hours from now. */
const santiagoIn = (hours: number) => santiagoIso(Date.now() + hours * 3_600_000).slice(0, 16)

let n = 0
function wine(over: Record<string, unknown> = {}) {
  n += 1
  const slug = `vino-editado-${Date.now().toString(36)}-${n}`
  return {
    product_type: 'wine',
    name: `Gran Reserva Editado ${n}`,
    slug,
    sku: `ED-${Date.now().toString(36)}-${n}`.toUpperCase(),
    active: true,
    price: 12990,
    stock: 6,
    tipo: 'tinto',
    brand: 'Viña Andes',
    country: 'chile',
    region: 'Valle del Maipo',
    variety: 'Carménère',
    strains: [{ name: 'Carménère', percent: 100 }],
    year: 2021,
    volume_ml: 750,
    alcohol: 13.5,
    body: 4,
    acidity: 3,
    sweetness: 1,
    freshness: 3,
    categories: [],
    es: { description: 'Un tinto con cuerpo.', pairing: 'Carnes rojas y quesos maduros' },
    en: { description: 'A full-bodied red.', pairing: 'Red meat and aged cheese' },
    ...over,
  }
}

const create = (body: unknown, token = staff.token, locale = 'es') =>
  t.call('/api/admin/products', { method: 'POST', json: body, token, locale })
const patch = (id: number, body: unknown, token = staff.token, locale = 'es') =>
  t.call(`/api/admin/products/${id}`, { method: 'PATCH', json: body, token, locale })

async function created(over: Record<string, unknown> = {}) {
  const res = await create(wine(over))
  expect(res.status).toBe(201)
  return (await json<{ data: AdminProduct }>(res)).data
}

/** The editor's body of a product as it stands (what PATCH takes). */
function editable(p: AdminProduct, over: Record<string, unknown> = {}) {
  const { id: _id, photos: _p, categories_available: _c, url: _u, old_slugs: _o, price_now: _n, ...rest } = p
  return { ...rest, ...over }
}

describe('who may edit the catalogue', () => {
  it('answers 401 without a session, 403 to a customer, and lets staff and admins list, create and edit', async () => {
    expect((await t.call('/api/admin/products')).status).toBe(401)
    expect((await t.call('/api/admin/products', { method: 'POST', json: wine() })).status).toBe(401)
    expect((await t.call('/api/admin/products', { token: customer.access_token })).status).toBe(403)
    expect((await create(wine(), customer.access_token)).status).toBe(403)
    expect((await patch(1, {}, customer.access_token)).status).toBe(403)
    expect((await t.call('/api/admin/products/1', { token: customer.access_token })).status).toBe(403)
    expect((await t.call('/api/admin/products', { token: staff.token })).status).toBe(200)
    expect((await create(wine(), admin.token)).status).toBe(201)
    const mine = await created()
    const res = await patch(mine.id, editable(mine, { price: 11990 }), admin.token)
    expect(res.status).toBe(200)
  })
})

describe('creating and editing a product', () => {
  it('keeps every attribute the storefront shows, in both languages, and writes an audit row', async () => {
    const p = await created({ categories: [] })
    expect(p).toMatchObject({
      name: expect.stringContaining('Gran Reserva'),
      variety: 'Carménère',
      body: 4,
      year: 2021,
    })
    expect(p.es.pairing).toBe('Carnes rojas y quesos maduros')
    expect(p.en.description).toBe('A full-bodied red.')
    const page = await json<{ data: ProductDetail }>(await t.call(`/api/wines/${p.slug}`, { locale: 'en' }))
    expect(page.data).toMatchObject({ price: 12990, variety: 'Carménère', region: 'Valle del Maipo', year: 2021 })
    expect(page.data.description).toBe('A full-bodied red.')
    const audit = await t.db
      .prepare(`SELECT actor_email, action, after FROM audit_log WHERE entity_type = 'product' AND entity_id = ?`)
      .bind(String(p.id))
      .first<{ actor_email: string; action: string; after: string }>()
    expect(audit).toMatchObject({ actor_email: staff.email, action: 'product.create' })
    expect(JSON.parse(audit!.after)).toMatchObject({ name: p.name, price: 12990 })
  })

  it('refuses bad input with the field to fix, in the request language', async () => {
    const res = await create(wine({ slug: 'Con Tildes ñ', price: -1, body: 9, name: '' }), staff.token, 'en')
    expect(res.status).toBe(422)
    const body = await json<{ message: string; errors: Record<string, string[]> }>(res)
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['slug', 'price', 'body', 'name']))
    expect(body.errors.slug![0]).toMatch(/lowercase|minúsculas/i)
    const taken = await create(wine({ slug: (await created()).slug }))
    expect(taken.status).toBe(422)
    expect((await json<{ errors: Record<string, string[]> }>(taken)).errors.slug).toBeDefined()
    const sale = await create(wine({ sale_price: 15000, sale_starts_at: santiagoIn(-1), sale_ends_at: santiagoIn(5) }))
    expect(sale.status).toBe(422)
    expect((await json<{ errors: Record<string, string[]> }>(sale)).errors.sale_price).toBeDefined()
    const noWindow = await create(wine({ sale_price: 9990 }))
    expect((await json<{ errors: Record<string, string[]> }>(noWindow)).errors.sale_starts_at).toBeDefined()
  })

  it('gives the second of two people saving the same version a 409 with what is there now', async () => {
    const p = await created()
    const first = await patch(p.id, editable(p, { price: 10990 }))
    expect(first.status).toBe(200)
    const second = await patch(p.id, editable(p, { price: 9990 }), admin.token)
    expect(second.status).toBe(409)
    const body = await json<{ message: string; current: AdminProduct }>(second)
    expect(body.current).toMatchObject({ price: 10990, version: p.version + 1 })
    const rows = await t.db
      .prepare(
        `SELECT action, before, after FROM audit_log WHERE entity_type = 'product' AND entity_id = ? ORDER BY id`,
      )
      .bind(String(p.id))
      .all<{ action: string; before: string; after: string }>()
    expect(rows.results.map((r) => r.action)).toEqual(['product.create', 'product.update'])
    expect(JSON.parse(rows.results[1]!.before)).toEqual({ name: p.name, price: 12990 })
    expect(JSON.parse(rows.results[1]!.after)).toEqual({ name: p.name, price: 10990 })
  })

  it('keeps the old address working after a slug change (the storefront answers 301 to the new one)', async () => {
    const p = await created()
    const res = await patch(p.id, editable(p, { slug: `${p.slug}-nuevo` }))
    expect(res.status).toBe(200)
    expect((await t.call(`/api/wines/${p.slug}`)).status).toBe(404)
    const moved = await json<{ data: { slug: string; letter: string } }>(await t.call(`/api/products/${p.slug}/moved`))
    expect(moved.data).toEqual({ slug: `${p.slug}-nuevo`, letter: 'w' })
    expect((await t.call(`/api/wines/${p.slug}-nuevo`)).status).toBe(200)
    expect((await t.call(`/api/products/no-existe-nunca/moved`)).status).toBe(404)
  })

  it('shows an active product in its list and page, and never a draft', async () => {
    const active = await created({ name: 'Zzz Activo Visible' })
    const draft = await created({ name: 'Zzz Borrador Oculto', active: false })
    const list = await json<ProductList>(await t.call('/api/search?q=zzz'))
    const names = list.data.map((c) => c.name)
    expect(names).toContain(active.name)
    expect((await t.call(`/api/wines/${active.slug}`)).status).toBe(200)
    expect((await t.call(`/api/wines/${draft.slug}`)).status).toBe(404)
    const all = await json<Paged<AdminCatalogueRow>>(
      await t.call('/api/admin/products?status=draft&q=Borrador', { token: staff.token }),
    )
    expect(all.data.map((r) => r.id)).toContain(draft.id)
    expect(names).not.toContain(draft.name)
  })
})

describe('sale prices', () => {
  it('shows a sale price only inside its window: in /api/offers and on the page', async () => {
    const inside = await created({ sale_price: 8990, sale_starts_at: santiagoIn(-2), sale_ends_at: santiagoIn(48) })
    const later = await created({ sale_price: 8990, sale_starts_at: santiagoIn(24), sale_ends_at: santiagoIn(48) })
    const over = await created({ sale_price: 8990, sale_starts_at: santiagoIn(-48), sale_ends_at: santiagoIn(-1) })
    // Newest first: the three are the catalogue's newest products.
    const offers = await json<ProductList>(await t.call('/api/offers?sort=newest'))
    const ids = offers.data.map((c) => c.id)
    expect(ids).toContain(inside.id)
    expect(ids).not.toContain(later.id)
    expect(ids).not.toContain(over.id)
    const page = await json<{ data: ProductDetail }>(await t.call(`/api/wines/${inside.slug}`))
    expect(page.data).toMatchObject({ price: 8990, reference_price: 12990 })
    const regular = await json<{ data: ProductDetail }>(await t.call(`/api/wines/${later.slug}`))
    expect(regular.data.price).toBe(12990)
    expect(inside.price_now).toBe(8990)
  })

  it('opens an offer when its start time passes, with nothing written (read-time price)', async () => {
    const p = await created({ sale_price: 7990, sale_starts_at: santiagoIn(1), sale_ends_at: santiagoIn(30) })
    expect((await json<{ data: ProductDetail }>(await t.call(`/api/wines/${p.slug}`))).data.price).toBe(12990)
    // The start is now past, by the API's clock (the one it reads prices with): the same row, read again.
    await t.db
      .prepare('UPDATE products SET sale_starts_at = ? WHERE id = ?')
      .bind(new Date(Date.now() - 60_000).toISOString(), p.id)
      .run()
    expect((await json<{ data: ProductDetail }>(await t.call(`/api/wines/${p.slug}`))).data.price).toBe(7990)
  })
})

describe('carts after a price change', () => {
  it('re-prices the cart at once and tells the shopper what changed, until they change the cart', async () => {
    const p = await created({ price: 15990 })
    const cart = await newCart(t)
    await put(t, cart, p.sku, 2)
    const before = await json<{ data: Cart }>(await t.call(`/api/shopping-cart?cart_id=${cart}`))
    expect(before.data.items[0]!.price).toBe(15990)
    expect(before.data.price_changes).toBeUndefined()
    expect((await patch(p.id, editable(p, { price: 13990 }))).status).toBe(200)
    const after = await json<{ data: Cart }>(await t.call(`/api/shopping-cart?cart_id=${cart}`))
    expect(after.data.items[0]!.price).toBe(13990)
    expect(after.data.total).toBe(27980)
    expect(after.data.price_changes).toEqual([
      expect.objectContaining({
        from: 15990,
        to: 13990,
        message: `El precio de ${p.name} cambió de $15.990 a $13.990`,
      }),
    ])
    await put(t, cart, p.sku, 1)
    const seen = await json<{ data: Cart }>(await t.call(`/api/shopping-cart?cart_id=${cart}`))
    expect(seen.data.price_changes).toBeUndefined()
  })
})

describe('the photo gallery', () => {
  it('orders the photos (the first is the cover) and keeps an alt text per language', async () => {
    const p = await created()
    for (const key of ['a', 'b']) {
      await t.db
        .prepare(
          `INSERT INTO photos (entity_type, entity_id, key, content_type, width, height, bytes, alt, sort_order, created_by)
           VALUES ('product', ?, ?, 'image/png', 10, 10, 100, '', ?, ?)`,
        )
        .bind(p.id, `test-${p.id}-${key}.png`, key === 'a' ? 0 : 1, staff.id)
        .run()
    }
    const photos = (
      await json<{ data: AdminProduct }>(await t.call(`/api/admin/products/${p.id}`, { token: staff.token }))
    ).data.photos
    const ids = photos.map((ph) => ph.id)
    const reordered = await t.call(`/api/admin/products/${p.id}/photos/order`, {
      method: 'PUT',
      json: { ids: [...ids].reverse() },
      token: staff.token,
    })
    expect(reordered.status).toBe(200)
    expect((await json<{ data: AdminProduct }>(reordered)).data.photos.map((ph) => ph.id)).toEqual([...ids].reverse())
    const partial = await t.call(`/api/admin/products/${p.id}/photos/order`, {
      method: 'PUT',
      json: { ids: [ids[0]] },
      token: staff.token,
    })
    expect(partial.status).toBe(422)
    const alt = await t.call(`/api/admin/products/${p.id}/photos/${ids[0]}`, {
      method: 'PATCH',
      json: { alt: 'Botella de frente', alt_en: 'Bottle, front' },
      token: staff.token,
    })
    expect(alt.status).toBe(200)
    const es = await json<{ data: ProductDetail }>(await t.call(`/api/wines/${p.slug}`))
    const en = await json<{ data: ProductDetail }>(await t.call(`/api/wines/${p.slug}`, { locale: 'en' }))
    expect(es.data.photos.find((ph) => ph.id === ids[0])!.alt).toBe('Botella de frente')
    expect(en.data.photos.find((ph) => ph.id === ids[0])!.alt).toBe('Bottle, front')
    expect(es.data.photos[0]!.id).toBe(ids[1])
  })
})
