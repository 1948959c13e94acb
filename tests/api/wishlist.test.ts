import { beforeAll, describe, expect, it } from 'vitest'
import type { SharedWishlist, Wishlist } from '~/contract/wishlist'
import { registerUser } from './auth-helpers'
import { createTestApi, type TestApi } from './harness'

// Favourites: guests keep a list by an unguessable id, accounts by their session; a guest list merges into the
// account on sign-in; a share link opens a read-only copy; nothing is written until something is saved.

let t: TestApi
let wines: { slug: string; price: number }[]

beforeAll(async () => {
  t = await createTestApi()
  const { results } = await t.db
    .prepare(
      "SELECT slug, price FROM products WHERE product_type = 'App\\Models\\Wine' AND stock > 0 ORDER BY id LIMIT 3",
    )
    .all<{ slug: string; price: number }>()
  wines = results
})

const listOf = async (res: Response) => ((await res.json()) as { data: Wishlist }).data
const count = async (table: string) =>
  (await t.db.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n

describe('/api/wishlist', () => {
  it('reads an empty list without writing anything', async () => {
    const before = await count('wishlists')
    const res = await t.call('/api/wishlist')
    expect(res.status).toBe(200)
    expect(await listOf(res)).toEqual({ id: null, items: [], share_token: null })
    expect(await count('wishlists')).toBe(before)
  })

  it('keeps a guest list by its id, with the price change since saved', async () => {
    const saved = await listOf(await t.call(`/api/wishlist/items/${wines[0]!.slug}`, { method: 'PUT' }))
    expect(saved.id).toMatch(/^[A-Za-z0-9_-]{40,}$/)
    expect(saved.items.map((i) => i.slug)).toEqual([wines[0]!.slug])
    await t.db.prepare('UPDATE products SET price = price - 1000 WHERE slug = ?').bind(wines[0]!.slug).run()
    const again = await listOf(await t.call(`/api/wishlist?wishlist_id=${saved.id}`))
    expect(again.items[0]).toMatchObject({ saved_price: wines[0]!.price, price_change: -1000 })
    // Saving twice keeps one line.
    await t.call(`/api/wishlist/items/${wines[0]!.slug}?wishlist_id=${saved.id}`, { method: 'PUT' })
    expect((await listOf(await t.call(`/api/wishlist?wishlist_id=${saved.id}`))).items).toHaveLength(1)
    const removed = await listOf(
      await t.call(`/api/wishlist/items/${wines[0]!.slug}?wishlist_id=${saved.id}`, { method: 'DELETE' }),
    )
    expect(removed.items).toEqual([])
  })

  it('answers 404 for a product that does not exist and 422 for malformed ids', async () => {
    const missing = await t.call('/api/wishlist/items/no-existe-este-vino', { method: 'PUT' })
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ message: 'No encontrado' })
    expect((await t.call('/api/wishlist?wishlist_id=%27%20or%201', { locale: 'en' })).status).toBe(422)
    expect((await t.call('/api/wishlist/items/..%2f..', { method: 'PUT' })).status).toBe(422)
  })

  it('merges a guest list into the account on sign-in', async () => {
    const guest = await listOf(await t.call(`/api/wishlist/items/${wines[1]!.slug}`, { method: 'PUT' }))
    const user = await registerUser(t)
    await t.call(`/api/wishlist/items/${wines[2]!.slug}`, { method: 'PUT', token: user.access_token })
    const merged = await listOf(
      await t.call(`/api/wishlist/merge?wishlist_id=${guest.id}`, { method: 'POST', token: user.access_token }),
    )
    expect(merged.id).toBeNull()
    expect(merged.items.map((i) => i.slug).sort()).toEqual([wines[1]!.slug, wines[2]!.slug].sort())
    // The guest list is gone: its id no longer reads anything.
    expect((await listOf(await t.call(`/api/wishlist?wishlist_id=${guest.id}`))).items).toEqual([])
    // Merging needs a session.
    expect((await t.call(`/api/wishlist/merge?wishlist_id=${guest.id}`, { method: 'POST' })).status).toBe(401)
  })

  it("never reads an account's list through a guest id", async () => {
    const user = await registerUser(t)
    await t.call(`/api/wishlist/items/${wines[0]!.slug}`, { method: 'PUT', token: user.access_token })
    const row = await t.db
      .prepare('SELECT w.id FROM wishlists w JOIN users u ON u.id = w.user_id WHERE u.email = ?')
      .bind(user.email)
      .first<{ id: string }>()
    const asGuest = await listOf(await t.call(`/api/wishlist?wishlist_id=${row!.id}`))
    expect(asGuest.items).toEqual([])
  })

  it('shares a read-only list by an unguessable token', async () => {
    const list = await listOf(await t.call(`/api/wishlist/items/${wines[2]!.slug}`, { method: 'PUT' }))
    const res = await t.call(`/api/wishlist/share?wishlist_id=${list.id}`, { method: 'POST' })
    expect(res.status).toBe(201)
    const { share_token } = ((await res.json()) as { data: { share_token: string } }).data
    expect(share_token).toMatch(/^[A-Za-z0-9_-]{40,}$/)
    // Asking again gives the same link.
    const again = await t.call(`/api/wishlist/share?wishlist_id=${list.id}`, { method: 'POST' })
    expect(((await again.json()) as { data: { share_token: string } }).data.share_token).toBe(share_token)
    const shared = (await (await t.call(`/api/wishlist/shared/${share_token}`)).json()) as { data: SharedWishlist }
    expect(shared.data.items.map((i) => i.slug)).toEqual([wines[2]!.slug])
    expect(JSON.stringify(shared.data)).not.toContain(list.id!)
    // The token is not a key to the list itself.
    const write = await t.call(`/api/wishlist/items/${wines[0]!.slug}?wishlist_id=${share_token}`, { method: 'PUT' })
    const created = await listOf(write)
    expect(created.id).not.toBe(list.id)
    expect((await t.call('/api/wishlist/shared/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404)
  })
})
