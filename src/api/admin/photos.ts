import type { StaffMe } from '~/contract/admin'
import { PHOTO_MAX_BYTES } from '~/lib/limits'
import { HttpError, type ApiContext } from '../http'
import { auditStatement } from './audit'
import { adminCopy } from './messages'
import { photoUrl, type ProductPhoto } from '../catalog/photos'

// Product photos. The back-office resizes a picture in the browser into a few widths and uploads them together
// (multipart fields `width_480`, `width_960`, ...); the API checks each file's first bytes (not its name or the
// type the browser claims), stores them in R2 and records one photo row. The storefront serves them under
// /img/f/{key}-{width}.{ext} with a srcset of the stored widths.

export const PHOTO_WIDTHS = { min: 160, max: 2400 }

const SIGNATURES: { type: string; ext: string; test: (b: Uint8Array) => boolean }[] = [
  { type: 'image/jpeg', ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/png',
    ext: 'png',
    test: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x),
  },
  {
    type: 'image/webp',
    ext: 'webp',
    test: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
  },
  { type: 'image/avif', ext: 'avif', test: (b) => ascii(b, 4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(b, 8, 12)) },
]

function ascii(b: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...b.slice(from, to))
}

/** The image type of a file by its signature, or null when it is not a JPEG, PNG, WebP or AVIF image. */
export function sniffImage(bytes: Uint8Array): { type: string; ext: string } | null {
  const match = SIGNATURES.find((s) => bytes.length >= 12 && s.test(bytes))
  return match ? { type: match.type, ext: match.ext } : null
}

export async function uploadPhoto(
  c: ApiContext,
  staff: StaffMe,
  productId: number,
  form: FormData,
): Promise<ProductPhoto> {
  const copy = adminCopy(c.var.locale)
  const bucket = c.env.PHOTOS
  if (!bucket) throw new HttpError(503, copy.photosUnavailable)
  const product = await c.var.d1.prepare('SELECT id FROM products WHERE id = ?').bind(productId).first()
  if (!product) throw new HttpError(404, copy.productNotFound)

  const files: { width: number; bytes: Uint8Array }[] = []
  for (const [name, value] of form.entries()) {
    const width = /^width_(\d{2,4})$/.exec(name)?.[1]
    if (!width || typeof value === 'string') continue
    const n = Number(width)
    if (n < PHOTO_WIDTHS.min || n > PHOTO_WIDTHS.max) continue
    if (value.size > PHOTO_MAX_BYTES) throw new HttpError(413, copy.photoTooLarge, { [name]: [copy.photoTooLarge] })
    files.push({ width: n, bytes: new Uint8Array(await value.arrayBuffer()) })
  }
  if (!files.length) throw new HttpError(422, copy.photoMissing, { photo: [copy.photoMissing] })
  const kinds = files.map((f) => sniffImage(f.bytes))
  const kind = kinds[0]
  if (!kind || kinds.some((k) => k?.type !== kind.type))
    throw new HttpError(422, copy.photoNotImage, { photo: [copy.photoNotImage] })

  const key = `${productId}-${crypto.randomUUID()}`
  const widths = [...new Set(files.map((f) => f.width))].sort((a, b) => a - b)
  await Promise.all(
    files.map((f) =>
      bucket.put(`${key}-${f.width}.${kind.ext}`, f.bytes, {
        httpMetadata: { contentType: kind.type, cacheControl: 'public, max-age=31536000, immutable' },
      }),
    ),
  )
  const altValue = form.get('alt')
  const alt = typeof altValue === 'string' ? altValue.trim().slice(0, 160) : ''
  const d1 = c.var.d1
  const [inserted] = await d1.batch([
    d1
      .prepare(
        `INSERT INTO product_photos (product_id, key, widths, content_type, alt, sort_order, created_by)
         VALUES (?, ?, ?, ?, ?, (SELECT COALESCE(max(sort_order), -1) + 1 FROM product_photos WHERE product_id = ?), ?)
         RETURNING id`,
      )
      .bind(productId, key, JSON.stringify(widths), kind.type, alt, productId, staff.id),
    auditStatement(d1, staff, {
      action: 'product.photo.add',
      entity: { type: 'product', id: productId },
      after: { key, widths },
    }),
  ])
  const id = (inserted!.results[0] as { id: number }).id
  return { id, key, widths, content_type: kind.type, alt }
}

export async function deletePhoto(c: ApiContext, staff: StaffMe, productId: number, photoId: number) {
  const d1 = c.var.d1
  const photo = await d1
    .prepare('SELECT id, key, widths, content_type FROM product_photos WHERE id = ? AND product_id = ?')
    .bind(photoId, productId)
    .first<{ id: number; key: string; widths: string; content_type: string }>()
  if (!photo) throw new HttpError(404, adminCopy(c.var.locale).photoNotFound)
  await d1.batch([
    d1.prepare('DELETE FROM product_photos WHERE id = ?').bind(photoId),
    auditStatement(d1, staff, {
      action: 'product.photo.remove',
      entity: { type: 'product', id: productId },
      before: { key: photo.key },
    }),
  ])
  const widths = JSON.parse(photo.widths) as number[]
  await c.env.PHOTOS?.delete(widths.map((w) => photoUrl(photo, w).replace('/img/f/', '')))
  return { id: photoId, deleted: true }
}
