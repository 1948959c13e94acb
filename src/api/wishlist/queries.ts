import type { Locale } from '~/lib/locale'
import { cardColumns } from '../catalog/queries'
import { priceNowSql } from '../catalog/price-now'
import { nowIso } from '../clock'

// D1 access of favourites. A guest list is found by its id only while it belongs to nobody; an account's list by
// its user.

export interface WishlistRow {
  id: string
  user_id: number | null
  share_token: string | null
}

export function findGuestList(d1: D1Database, id: string) {
  return d1
    .prepare('SELECT id, user_id, share_token FROM wishlists WHERE id = ? AND user_id IS NULL')
    .bind(id)
    .first<WishlistRow>()
}

export function findUserList(d1: D1Database, userId: number) {
  return d1
    .prepare('SELECT id, user_id, share_token FROM wishlists WHERE user_id = ?')
    .bind(userId)
    .first<WishlistRow>()
}

export function findSharedList(d1: D1Database, token: string) {
  return d1
    .prepare('SELECT id, user_id, share_token FROM wishlists WHERE share_token = ?')
    .bind(token)
    .first<WishlistRow>()
}

/** Creates the list; for an account, a concurrent first save by the same user reuses the row it made. */
export async function createList(d1: D1Database, id: string, userId: number | null): Promise<WishlistRow> {
  await d1
    .prepare(
      'INSERT INTO wishlists (id, user_id, created_at, updated_at) VALUES (?1, ?2, ?3, ?3) ON CONFLICT DO NOTHING',
    )
    .bind(id, userId, nowIso())
    .run()
  const row = userId === null ? await findGuestList(d1, id) : await findUserList(d1, userId)
  return row!
}

export function productBySlug(d1: D1Database, slug: string) {
  return d1
    .prepare(
      `SELECT p.id, CASE WHEN p.sku IS NULL THEN coalesce((SELECT min(f.price) FROM product_formats f WHERE f.product_id = p.id), p.price)
         ELSE ${priceNowSql()} END AS price
       FROM products p WHERE p.slug = ?`,
    )
    .bind(slug)
    .first<{ id: number; price: number }>()
}

export function addItem(d1: D1Database, listId: string, productId: number, price: number) {
  return d1
    .prepare(
      'INSERT INTO wishlist_items (wishlist_id, product_id, saved_price, added_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
    )
    .bind(listId, productId, price, nowIso())
}

export function removeItem(d1: D1Database, listId: string, productId: number) {
  return d1.prepare('DELETE FROM wishlist_items WHERE wishlist_id = ? AND product_id = ?').bind(listId, productId)
}

export function touch(d1: D1Database, listId: string) {
  return d1.prepare('UPDATE wishlists SET updated_at = ? WHERE id = ?').bind(nowIso(), listId)
}

export function itemsStatement(d1: D1Database, listId: string, locale: Locale) {
  const cols = cardColumns(locale)
  return d1
    .prepare(
      `SELECT ${cols.sql}, w.saved_price, w.added_at FROM wishlist_items w
       JOIN products p ON p.id = w.product_id
       LEFT JOIN product_translations t ON t.product_id = p.id AND t.locale = ?
       WHERE w.wishlist_id = ? ORDER BY w.added_at DESC, p.id DESC`,
    )
    .bind(...cols.params, locale, listId)
}

/** Moves a guest list's items into an account's list (an item already there keeps its first saved price). */
export function mergeStatements(d1: D1Database, guestId: string, userListId: string) {
  return [
    d1
      .prepare(
        `INSERT INTO wishlist_items (wishlist_id, product_id, saved_price, added_at)
         SELECT ?, product_id, saved_price, added_at FROM wishlist_items WHERE wishlist_id = ?
         ON CONFLICT DO NOTHING`,
      )
      .bind(userListId, guestId),
    d1.prepare('DELETE FROM wishlists WHERE id = ? AND user_id IS NULL').bind(guestId),
    touch(d1, userListId),
  ]
}

export function setShareToken(d1: D1Database, listId: string, token: string) {
  return d1
    .prepare('UPDATE wishlists SET share_token = coalesce(share_token, ?) WHERE id = ? RETURNING share_token')
    .bind(token, listId)
    .first<{ share_token: string }>()
}
