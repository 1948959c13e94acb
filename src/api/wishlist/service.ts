import type { SharedWishlist, Wishlist, WishlistItem } from '~/contract/wishlist'
import { randomToken } from '../auth/password'
import { optionalUser, requireUser } from '../auth/guard'
import { toCard } from '../catalog/service'
import { notFound, type ApiContext } from '../http'
import * as q from './queries'

// Favourites: an account's list, or a guest's list found by the id in its cookie. Writes create the list on the
// first save, so browsing never writes anything.

async function items(c: ApiContext, listId: string): Promise<WishlistItem[]> {
  const { results } = await q.itemsStatement(c.var.d1, listId, c.var.locale).all<Record<string, unknown>>()
  return results.map((row) => {
    const card = toCard(row)
    const saved = Number(row.saved_price)
    return { ...card, saved_price: saved, price_change: card.price - saved, added_at: String(row.added_at) }
  })
}

/** The caller's list if it exists: the account's when signed in, else the guest list of `guestId`. */
async function currentList(c: ApiContext, guestId: string | undefined): Promise<q.WishlistRow | null> {
  const user = await optionalUser(c)
  if (user) return q.findUserList(c.var.d1, user.id)
  return guestId ? q.findGuestList(c.var.d1, guestId) : null
}

async function listOrCreate(c: ApiContext, guestId: string | undefined): Promise<q.WishlistRow> {
  const existing = await currentList(c, guestId)
  if (existing) return existing
  const user = await optionalUser(c)
  return q.createList(c.var.d1, randomToken(), user?.id ?? null)
}

async function view(c: ApiContext, list: q.WishlistRow | null): Promise<Wishlist> {
  if (!list) return { id: null, items: [], share_token: null }
  return { id: list.user_id === null ? list.id : null, items: await items(c, list.id), share_token: list.share_token }
}

export async function getWishlist(c: ApiContext, guestId: string | undefined): Promise<Wishlist> {
  return view(c, await currentList(c, guestId))
}

async function product(c: ApiContext, slug: string) {
  const found = await q.productBySlug(c.var.d1, slug)
  if (!found) notFound(c)
  return found
}

export async function saveItem(c: ApiContext, guestId: string | undefined, slug: string): Promise<Wishlist> {
  const found = await product(c, slug)
  const list = await listOrCreate(c, guestId)
  await c.var.d1.batch([q.addItem(c.var.d1, list.id, found.id, found.price), q.touch(c.var.d1, list.id)])
  return view(c, list)
}

export async function removeItem(c: ApiContext, guestId: string | undefined, slug: string): Promise<Wishlist> {
  const found = await product(c, slug)
  const list = await currentList(c, guestId)
  if (list) await c.var.d1.batch([q.removeItem(c.var.d1, list.id, found.id), q.touch(c.var.d1, list.id)])
  return view(c, list)
}

/** A read-only link to the caller's list (the same token every time it is asked for). */
export async function shareList(c: ApiContext, guestId: string | undefined): Promise<{ share_token: string }> {
  const list = await listOrCreate(c, guestId)
  const row = await q.setShareToken(c.var.d1, list.id, randomToken())
  return { share_token: row!.share_token }
}

export async function sharedList(c: ApiContext, token: string): Promise<SharedWishlist> {
  const list = await q.findSharedList(c.var.d1, token)
  if (!list) notFound(c)
  return { items: await items(c, list.id) }
}

/** On sign-in or registration: the guest list joins the account's list and stops existing on its own. */
export async function mergeGuestList(c: ApiContext, guestId: string | undefined): Promise<Wishlist> {
  const user = await requireUser(c)
  const guest = guestId ? await q.findGuestList(c.var.d1, guestId) : null
  const mine = (await q.findUserList(c.var.d1, user.id)) ?? (await q.createList(c.var.d1, randomToken(), user.id))
  if (guest) await c.var.d1.batch(q.mergeStatements(c.var.d1, guest.id, mine.id))
  return view(c, mine)
}
